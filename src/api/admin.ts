// The admin calls (issue 32; API.md part 2 "Trust and safety": a ROLE_ADMIN bearer with its
// second factor). A 403 is not sent to /403: /admin shows the enrolment when the detail is
// TRUST_ERRORS.secondFactorNeeded, and an action's failure inline with the API's detail.
// GET /api/admin/orgs is beyond API.md's table (decision 027).
import {
  AdminMessageSchema,
  AdminOrgsResponseSchema,
  AdminUsersResponseSchema,
  AuditResponseSchema,
  QueueResponseSchema,
  ReportsResponseSchema,
} from '../shared/schemas/trust';
import { TRUST_MESSAGES as MSG } from '../shared/texts/trust';
import { type CallOptions, request } from './client';

const ADMIN_OPTIONS = { redirectOn403: false } as const;
const id = (value: number) => encodeURIComponent(String(value));

function post(path: string, expectMessage: string | readonly string[], json?: unknown) {
  return request(path, {
    method: 'POST',
    ...(json === undefined ? {} : { json }),
    schema: AdminMessageSchema,
    expectMessage,
    ...ADMIN_OPTIONS,
  }).then((answer) => answer.message);
}

/** GET /api/admin/queue -> roles waiting for review. */
export function getQueue(options: CallOptions = {}) {
  return request('/api/admin/queue', {
    schema: QueueResponseSchema,
    ...ADMIN_OPTIONS,
    ...options,
  }).then((a) => a.list);
}

/** POST /api/admin/orgs/{orgId}/verify -> 'Organisation Verified'. */
export const verifyOrg = (orgId: number) =>
  post(`/api/admin/orgs/${id(orgId)}/verify`, MSG.organisationVerified);

/** POST /api/admin/jobs/{jobId}/approve -> 'Role Approved'. */
export const approveJob = (jobId: number) =>
  post(`/api/admin/jobs/${id(jobId)}/approve`, MSG.roleApproved);

/** POST /api/admin/jobs/{jobId}/reject {reason} -> 'Role Rejected'. */
export const rejectJob = (jobId: number, reason: string) =>
  post(`/api/admin/jobs/${id(jobId)}/reject`, MSG.roleRejected, { reason });

/** GET /api/admin/reports -> open reports grouped by role. */
export function getReports(options: CallOptions = {}) {
  return request('/api/admin/reports', {
    schema: ReportsResponseSchema,
    ...ADMIN_OPTIONS,
    ...options,
  }).then((a) => a.list);
}

/** POST /api/admin/reports/{jobId}/dismiss -> 'Reports Dismissed'. */
export const dismissReports = (jobId: number) =>
  post(`/api/admin/reports/${id(jobId)}/dismiss`, MSG.reportsDismissed);

/** POST /api/admin/jobs/{jobId}/takedown {reason} -> 'Role Taken Down'. */
export const takeDownJob = (jobId: number, reason: string) =>
  post(`/api/admin/jobs/${id(jobId)}/takedown`, MSG.roleTakenDown, { reason });

/** POST /api/admin/orgs/{orgId}/suspend {suspended} -> 'Organisation Suspended' / 'Restored'. */
export const suspendOrg = (orgId: number, suspended: boolean) =>
  post(
    `/api/admin/orgs/${id(orgId)}/suspend`,
    suspended ? MSG.organisationSuspended : MSG.organisationRestored,
    { suspended },
  );

/** GET /api/admin/orgs?name= -> organisations by name (beyond API.md's table). */
export function getOrgs(name: string, options: CallOptions = {}) {
  return request('/api/admin/orgs', {
    query: { name },
    schema: AdminOrgsResponseSchema,
    ...ADMIN_OPTIONS,
    ...options,
  }).then((a) => a.list);
}

/** GET /api/admin/users?email= -> accounts by e-mail. */
export function getUsers(email: string, options: CallOptions = {}) {
  return request('/api/admin/users', {
    query: { email },
    schema: AdminUsersResponseSchema,
    ...ADMIN_OPTIONS,
    ...options,
  }).then((a) => a.list);
}

/** POST /api/admin/users/{id}/suspend {suspended} -> 'User Suspended' / 'User Restored'. */
export const suspendUser = (userId: number, suspended: boolean) =>
  post(`/api/admin/users/${id(userId)}/suspend`, suspended ? MSG.userSuspended : MSG.userRestored, {
    suspended,
  });

export type AuditQuery = {
  actorId?: string;
  orgId?: string;
  jobId?: string;
  /** YYYY-MM-DD. */
  from?: string;
  to?: string;
  page: number;
  postPerPage: number;
};

/** GET /api/admin/audit -> {list, length}, newest first. Empty filters are left out. */
export function getAudit(query: AuditQuery, options: CallOptions = {}) {
  return request('/api/admin/audit', {
    query,
    schema: AuditResponseSchema,
    ...ADMIN_OPTIONS,
    ...options,
  });
}
