// The organisation side (issue 10): roles, applicants and status, the public page details, logo.
import type { ApplicationStatus } from '../shared/constants';
import { MessageResponseSchema } from '../shared/schemas/api';
import {
  ApplicantsResponseSchema,
  JobOpenResponseSchema,
  JobPostedResponseSchema,
  type JobPostRequest,
  type JobRequest,
  LogoUploadResponseSchema,
  type OrgJob,
  OrgJobListResponseSchema,
  OrgJobResponseSchema,
  type OrgJobSummary,
  type OrgProfile,
  type OrgProfileForm,
  OrgProfileResponseSchema,
  StatusUpdatedResponseSchema,
} from '../shared/schemas/employer';
import { EMPLOYER_API_MESSAGES as EM } from '../shared/texts/employer';
import { LIFECYCLE_API } from '../shared/texts/lifecycle';
import { type CallOptions, request } from './client';

const jobPath = (id: number | string) => `/api/org/jobs/${encodeURIComponent(String(id))}`;

/** GET /api/org/jobs: the organisation's roles with applicant counts per status. */
export async function listOrgJobs(options?: CallOptions): Promise<OrgJobSummary[]> {
  const body = await request('/api/org/jobs', { schema: OrgJobListResponseSchema, ...options });
  return body.list;
}

/** GET /api/org/jobs/{id}: one of the organisation's roles with its stored fields. */
export async function getOrgJob(id: number | string, options?: CallOptions): Promise<OrgJob> {
  const body = await request(jobPath(id), { schema: OrgJobResponseSchema, ...options });
  return body.job;
}

/** POST /api/org/jobs -> 'Role Posted Successfully' and the new id. */
export function postJob(body: JobPostRequest, options?: CallOptions) {
  return request('/api/org/jobs', {
    method: 'POST',
    json: body,
    schema: JobPostedResponseSchema,
    expectMessage: EM.rolePosted,
    ...options,
  });
}

/** PUT /api/org/jobs/{id} -> 'Role Updated Successfully'. */
export function updateJob(id: number | string, body: JobRequest, options?: CallOptions) {
  return request(jobPath(id), {
    method: 'PUT',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: EM.roleUpdated,
    ...options,
  });
}

/** The status call's body (JobStatusRequestSchema's input): close, or extend / reopen. */
export type JobStatusBody =
  | { open: false; reason: 'filled' | 'withdrawn'; notifyApplicants: boolean }
  | { open: true; closingDate: string; respondBy?: string };

/**
 * POST /api/org/jobs/{id}/status (issue 27): `{open:false, reason, notifyApplicants}` closes a
 * role as filled or withdrawn; `{open:true, closingDate, respondBy?}` extends an open role or
 * reopens a closed one. The answer's message is one of the three (close, reopen, extend).
 */
export function setJobStatus(id: number | string, body: JobStatusBody, options?: CallOptions) {
  return request(`${jobPath(id)}/status`, {
    method: 'POST',
    json: body,
    schema: JobOpenResponseSchema,
    expectMessage: body.open ? [EM.roleReopened, LIFECYCLE_API.roleExtended] : EM.roleClosed,
    ...options,
  });
}

/**
 * GET /api/org/jobs/{id}/applicants; `meetsAll` (issue 30): only applicants whose shared
 * credentials meet every requirement of the role (`?meetsAll=true`).
 */
export function listApplicants(
  id: number | string,
  options?: CallOptions & { meetsAll?: boolean },
) {
  const { meetsAll, ...rest } = options ?? {};
  const query = meetsAll ? '?meetsAll=true' : '';
  return request(`${jobPath(id)}/applicants${query}`, {
    schema: ApplicantsResponseSchema,
    ...rest,
  });
}

/** POST /api/org/applications/{id}/status {status} -> 'Status Updated Successfully'. */
export function setApplicationStatus(
  applicationId: number,
  status: ApplicationStatus,
  options?: CallOptions,
) {
  return request(`/api/org/applications/${encodeURIComponent(String(applicationId))}/status`, {
    method: 'POST',
    json: { status },
    schema: StatusUpdatedResponseSchema,
    expectMessage: EM.statusUpdated,
    ...options,
  });
}

/** GET /api/org/profile: the organisation's public page details. */
export async function getOrgProfile(options?: CallOptions): Promise<OrgProfile> {
  const body = await request('/api/org/profile', { schema: OrgProfileResponseSchema, ...options });
  return body.profile;
}

/** POST /api/org/profile -> 'Organisation Updated Successfully'. */
export function updateOrgProfile(body: OrgProfileForm, options?: CallOptions) {
  return request('/api/org/profile', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: EM.orgProfileUpdated,
    ...options,
  });
}

/** POST /api/org/logo (multipart logo: PNG, JPEG or SVG up to 1 MB) -> {logo URL}. */
export function uploadLogo(file: File, options?: CallOptions) {
  const form = new FormData();
  form.append('logo', file, file.name);
  return request('/api/org/logo', {
    method: 'POST',
    formData: form,
    schema: LogoUploadResponseSchema,
    expectMessage: EM.logoUploaded,
    ...options,
  });
}
