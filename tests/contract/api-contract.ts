// The API's contract as the tests check it: for every call, the shared response schema of each
// success status and, for a mutation, the `message` it carries (SPEC 7, API.md); every failure is
// API.md's `{message: 'Error', detail, fields?}` (ApiFailureSchema). One table for both sides:
// tests/mocks/contract.test.ts checks every msw handler's answers against it, and the server's
// tests check every real answer against it (server/testing/contract.ts, called by the test
// context's request()), so a handler cannot answer a shape the server would not. The check is
// strict: a body may not carry keys its schema does not name.
import { API_MESSAGES } from '../../src/shared/messages';
import * as S from '../../src/shared/schemas';
import * as SA from '../../src/shared/schemas/account';
import * as AD from '../../src/shared/schemas/account-data';
import { FitResponseSchema } from '../../src/shared/schemas/credential-fit';
import * as SC from '../../src/shared/schemas/credentials';
import * as ST from '../../src/shared/schemas/trust';
import { ReportResponseSchema } from '../../src/shared/schemas/trust';
import { ACCOUNT_CONTROL_MESSAGES as ACM } from '../../src/shared/texts/account-control';
import { ALERTS_API } from '../../src/shared/texts/alerts';
import { CREDENTIAL_API } from '../../src/shared/texts/credentials';
import { EMPLOYER_API_MESSAGES as EM } from '../../src/shared/texts/employer';
import { LIFECYCLE_API } from '../../src/shared/texts/lifecycle';
import { SAVED_JOBS_API } from '../../src/shared/texts/saved-jobs';
import { TRUST_MESSAGES } from '../../src/shared/texts/trust';

/** What zod/mini schemas and the first visit's shape checks (schemas/shape.ts) both offer. */
export type Checkable = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

/** A success answer: JSON matching `schema` (with one of `messages`), or bytes (a download). */
export type Answer = { schema: Checkable; messages?: readonly string[] } | 'bytes';

/** An endpoint's success answers by status; `failures` overrides API.md's failure body. */
export type Endpoint = { ok: Record<number, Answer>; failures?: Record<number, Answer> };

const json = (schema: Checkable, ...messages: string[]): Answer =>
  messages.length ? { schema, messages } : { schema };
const message = (...messages: string[]) => json(S.MessageResponseSchema, ...messages);

export const API_CONTRACT = {
  'GET /api/health': {
    ok: { 200: json(S.HealthResponseSchema) },
    failures: { 503: json(S.HealthResponseSchema) },
  },

  // accounts (server/routes/auth.ts, reset-password.ts, user.ts)
  'POST /api/coach/register': { ok: { 201: message(API_MESSAGES.coachRegistered) } },
  'POST /api/org/signUp': { ok: { 201: message(API_MESSAGES.orgRegistered) } },
  'POST /api/login': {
    ok: {
      200: json(
        ST.LoginStepResponseSchema,
        API_MESSAGES.loginSuccessful,
        TRUST_MESSAGES.secondFactorRequired,
      ),
    },
  },
  // the second factor (issue 32; server/routes/totp.ts)
  'POST /api/login/totp': {
    ok: { 200: json(S.LoginResponseSchema, API_MESSAGES.loginSuccessful) },
  },
  'POST /api/user/totp/enrol': { ok: { 200: json(ST.TotpEnrolResponseSchema) } },
  'POST /api/user/totp/confirm': {
    ok: { 200: json(ST.TotpConfirmResponseSchema, TRUST_MESSAGES.twoFactorEnabled) },
  },
  'POST /api/user/totp/disable': {
    ok: { 200: json(ST.TotpDisableResponseSchema, TRUST_MESSAGES.twoFactorDisabled) },
  },
  'POST /api/token/refresh': { ok: { 200: json(S.RefreshResponseSchema) } },
  'POST /api/logout': { ok: { 200: message(API_MESSAGES.logoutSuccessful) } },
  'POST /api/reset-password/forgot-password': {
    ok: { 200: message(API_MESSAGES.forgotPasswordSent) },
  },
  'GET /api/reset-password/validate/:token': { ok: { 200: message(API_MESSAGES.validToken) } },
  'POST /api/reset-password/reset': { ok: { 200: message(API_MESSAGES.passwordReset) } },
  'POST /api/user/validateUserToken': {
    // 'Change Email' (issue 31) answers its own message
    ok: { 200: message(API_MESSAGES.accountConfirmed, ACM.emailChanged) },
  },
  // change e-mail, sessions and the operator (issue 31; server/routes/account.ts)
  'POST /api/user/change_email': { ok: { 200: json(SA.ChangeEmailResponseSchema) } },
  'GET /api/user/sessions': { ok: { 200: json(SA.SessionsResponseSchema) } },
  'DELETE /api/user/sessions/:id': { ok: { 200: json(SA.SessionEndedResponseSchema) } },
  'DELETE /api/user/sessions': { ok: { 200: json(SA.SessionsEndedResponseSchema) } },
  'GET /api/site/operator': { ok: { 200: json(SA.OperatorResponseSchema) } },
  'GET /api/user/get_logged_in_user': { ok: { 200: json(S.LoggedInUserResponseSchema) } },
  'GET /api/user/getlogged_in_user_details': { ok: { 200: json(S.LoggedInUserResponseSchema) } },
  'GET /api/user/get_loggedin_user_profile': { ok: { 200: json(S.ProfileResponseSchema) } },
  'POST /api/user/update_profile': { ok: { 200: message(API_MESSAGES.profileUpdated) } },
  'POST /api/user/change_password': {
    ok: { 200: json(S.ChangePasswordResponseSchema, API_MESSAGES.passwordChanged) },
  },
  'GET /api/user/get_interests': { ok: { 200: json(S.TagListResponseSchema) } },
  'POST /api/user/update_interests': { ok: { 200: message(API_MESSAGES.interestsUpdated) } },
  // a coach's settings (issue 27: the saved-role closing reminder; server/routes/role-status.ts)
  'GET /api/user/settings': { ok: { 200: json(S.UserSettingsSchema) } },
  'PUT /api/user/settings': {
    ok: { 200: json(S.UserSettingsResponseSchema, LIFECYCLE_API.settingsUpdated) },
  },

  // your data, your account (issue 31; server/routes/account-data.ts)
  'POST /api/user/export': { ok: { 200: 'bytes' } },
  'POST /api/user/delete': { ok: { 200: json(AD.AccountDeletedResponseSchema) } },
  // a coach's credentials (issue 30; server/routes/credentials.ts)
  'GET /api/user/credentials': { ok: { 200: json(SC.CredentialListResponseSchema) } },
  'POST /api/user/credentials': {
    ok: { 201: json(SC.CredentialAddedResponseSchema, CREDENTIAL_API.added) },
  },
  'PUT /api/user/credentials/:id': { ok: { 200: message(CREDENTIAL_API.updated) } },
  'DELETE /api/user/credentials/:id': { ok: { 200: message(CREDENTIAL_API.deleted) } },
  'POST /api/file/upload/credential': {
    ok: { 201: json(SC.CredentialDocumentResponseSchema, CREDENTIAL_API.documentUploaded) },
  },

  // lookups (server/routes/lookups.ts)
  'GET /api/user/taglist': { ok: { 200: json(S.TagListResponseSchema) } },
  'GET /api/orgtype/list': { ok: { 200: json(S.OrgTypeListResponseSchema) } },
  'GET /api/sportstype/list': { ok: { 200: json(S.NamedListResponseSchema) } },
  'GET /api/location/state/list': { ok: { 200: json(S.NamedListResponseSchema) } },
  'GET /api/location/list': { ok: { 200: json(S.NamedListResponseSchema) } },

  // jobs and organisations (server/routes/jobs.ts, org.ts)
  'GET /api/job/list': { ok: { 200: json(S.JobListResponseSchema, API_MESSAGES.success) } },
  'GET /api/job/facets': { ok: { 200: json(S.JobFacetsResponseSchema) } },
  'GET /api/job/job_detail/:id': { ok: { 200: json(S.JobDetailResponseSchema) } },
  // a coach's fit with a role (issue 30; server/routes/job-fit.ts)
  'GET /api/job/fit/:id': { ok: { 200: json(FitResponseSchema) } },
  'GET /api/org/getOrgPageDetails': { ok: { 200: json(S.OrgPageDetailsResponseSchema) } },
  'GET /api/org/logo/:id': { ok: { 200: 'bytes' } },

  // files (server/routes/files.ts)
  'POST /api/file/upload/resume': {
    ok: { 201: json(S.ResumeUploadResponseSchema, API_MESSAGES.resumeUploaded) },
  },
  'POST /api/file/upload/cv': {
    ok: { 201: json(S.CvUploadResponseSchema, API_MESSAGES.coverLetterUploaded) },
  },
  'POST /api/file/upload/picture': {
    ok: { 201: json(S.PictureUploadResponseSchema, API_MESSAGES.pictureUploaded) },
  },
  'GET /api/file/mine': { ok: { 200: json(S.MyDocumentsResponseSchema) } },
  'GET /api/file/:id': { ok: { 200: 'bytes' } },
  'GET /api/user/picture': { ok: { 200: 'bytes' } },

  // applications (server/routes/job-apply.ts)
  'POST /api/job-apply/apply': { ok: { 201: message(API_MESSAGES.applicationSubmitted) } },
  'GET /api/job-apply/applied_jobs': { ok: { 200: json(S.AppliedJobsResponseSchema) } },
  'GET /api/job-apply/job_applied/:id': { ok: { 200: json(S.AppliedCheckResponseSchema) } },
  'POST /api/job-apply/withdraw/:id': { ok: { 200: message(API_MESSAGES.applicationWithdrawn) } },

  // the organisation side (server/routes/employer.ts)
  'GET /api/org/jobs': { ok: { 200: json(S.OrgJobListResponseSchema) } },
  'POST /api/org/jobs': { ok: { 201: json(S.JobPostedResponseSchema, EM.rolePosted) } },
  'GET /api/org/jobs/:id': { ok: { 200: json(S.OrgJobResponseSchema) } },
  'PUT /api/org/jobs/:id': { ok: { 200: message(EM.roleUpdated) } },
  'POST /api/org/jobs/:id': { ok: { 200: message(EM.roleUpdated) } },
  'POST /api/org/jobs/:id/status': {
    ok: {
      200: json(
        S.JobOpenResponseSchema,
        EM.roleClosed,
        EM.roleReopened,
        LIFECYCLE_API.roleExtended,
      ),
    },
  },
  'GET /api/org/jobs/:id/applicants': { ok: { 200: json(S.ApplicantsResponseSchema) } },
  'POST /api/org/applications/:id/status': {
    ok: { 200: json(S.StatusUpdatedResponseSchema, EM.statusUpdated) },
  },
  'GET /api/org/profile': { ok: { 200: json(S.OrgProfileResponseSchema) } },
  'POST /api/org/profile': { ok: { 200: message(EM.orgProfileUpdated) } },
  'POST /api/org/logo': { ok: { 201: json(S.LogoUploadResponseSchema, EM.logoUploaded) } },

  // saved jobs (issue 26; server/routes/saved-jobs.ts)
  'GET /api/saved-jobs': { ok: { 200: json(S.SavedJobsResponseSchema) } },
  'GET /api/saved-jobs/ids': { ok: { 200: json(S.SavedJobIdsResponseSchema) } },
  'POST /api/saved-jobs/merge': {
    ok: { 200: json(S.SavedJobsMergeResponseSchema, SAVED_JOBS_API.merged) },
  },
  'PUT /api/saved-jobs/:jobId': { ok: { 200: message(SAVED_JOBS_API.saved) } },
  'DELETE /api/saved-jobs/:jobId': { ok: { 200: message(SAVED_JOBS_API.removed) } },
  'GET /api/job/summaries': { ok: { 200: json(S.JobSummariesResponseSchema) } },

  // job alerts (issue 26; server/routes/alerts.ts)
  'POST /api/alerts': {
    ok: {
      201: json(S.AlertCreatedResponseSchema, ALERTS_API.created),
      202: message(ALERTS_API.checkEmail),
    },
  },
  'POST /api/alerts/confirm': { ok: { 200: message(ALERTS_API.confirmed) } },
  'GET /api/alerts': { ok: { 200: json(S.AlertListResponseSchema) } },
  'PUT /api/alerts/:id': { ok: { 200: message(ALERTS_API.updated) } },
  'DELETE /api/alerts/:id': { ok: { 200: message(ALERTS_API.deleted) } },
  'GET /api/alerts/unsubscribe': {
    ok: { 200: json(S.AlertUnsubscribeInfoResponseSchema, ALERTS_API.validToken) },
  },
  'POST /api/alerts/unsubscribe': { ok: { 200: message(ALERTS_API.unsubscribed) } },

  // reporting a role (issue 32)
  'POST /api/report': { ok: { 201: json(ReportResponseSchema, TRUST_MESSAGES.reportReceived) } },

  // the admin calls (issue 32; server/routes/admin-*.ts)
  'GET /api/admin/queue': { ok: { 200: json(ST.QueueResponseSchema) } },
  'POST /api/admin/orgs/:orgId/verify': {
    ok: { 200: message(TRUST_MESSAGES.organisationVerified) },
  },
  'POST /api/admin/jobs/:jobId/approve': { ok: { 200: message(TRUST_MESSAGES.roleApproved) } },
  'POST /api/admin/jobs/:jobId/reject': { ok: { 200: message(TRUST_MESSAGES.roleRejected) } },
  'GET /api/admin/reports': { ok: { 200: json(ST.ReportsResponseSchema) } },
  'POST /api/admin/reports/:jobId/dismiss': {
    ok: { 200: message(TRUST_MESSAGES.reportsDismissed) },
  },
  'POST /api/admin/jobs/:jobId/takedown': { ok: { 200: message(TRUST_MESSAGES.roleTakenDown) } },
  'POST /api/admin/orgs/:orgId/suspend': {
    ok: {
      200: message(TRUST_MESSAGES.organisationSuspended, TRUST_MESSAGES.organisationRestored),
    },
  },
  'GET /api/admin/orgs': { ok: { 200: json(ST.AdminOrgsResponseSchema) } },
  'GET /api/admin/users': { ok: { 200: json(ST.AdminUsersResponseSchema) } },
  'POST /api/admin/users/:id/suspend': {
    ok: { 200: message(TRUST_MESSAGES.userSuspended, TRUST_MESSAGES.userRestored) },
  },
  'GET /api/admin/audit': { ok: { 200: json(ST.AuditResponseSchema) } },
} satisfies Record<string, Endpoint>;

export type EndpointKey = keyof typeof API_CONTRACT;
const ENDPOINTS = API_CONTRACT as Record<string, Endpoint>;

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The table's key for a request: `'GET /api/job/job_detail/:id'` for GET /api/job/job_detail/7
 * (the query string ignored). A literal segment wins over a parameter (/api/file/mine, not
 * /api/file/:id), as in the server's and msw's routing.
 */
export function endpointOf(method: string, url: string): EndpointKey | null {
  const path = new URL(url, 'http://localhost').pathname;
  const wanted = segments(path);
  let best: { key: string; literals: number } | null = null;
  for (const key of Object.keys(ENDPOINTS)) {
    const [m, pattern] = key.split(' ');
    if (m !== method.toUpperCase()) continue;
    const parts = segments(pattern);
    if (parts.length !== wanted.length) continue;
    if (!parts.every((p, i) => p.startsWith(':') || p === wanted[i])) continue;
    const literals = parts.filter((p) => !p.startsWith(':')).length;
    if (!best || literals > best.literals) best = { key, literals };
  }
  return (best?.key as EndpointKey | undefined) ?? null;
}

/**
 * Keys of `body` that the schema's output dropped (its objects keep only the keys they declare):
 * an answer carries nothing the contract does not name. Arrays are compared item by item.
 */
function undeclaredKeys(parsed: unknown, body: unknown, path = ''): string[] {
  if (Array.isArray(body) && Array.isArray(parsed)) {
    return body.flatMap((item, i) => undeclaredKeys(parsed[i], item, `${path}.${i}`));
  }
  if (!body || typeof body !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) =>
    key in parsed
      ? undeclaredKeys((parsed as Record<string, unknown>)[key], value, `${path}.${key}`)
      : [`${path}.${key}`.slice(1)],
  );
}

function schemaProblem(answer: Answer, body: unknown): string | null {
  if (answer === 'bytes') return null;
  const result = answer.schema.safeParse(body);
  if (!result.success) {
    return result.error.issues
      .map((i) => `${i.path.map(String).join('.') || '(body)'}: ${i.message}`)
      .join('; ');
  }
  const extra = undeclaredKeys(result.data, body);
  if (extra.length) return `keys the schema does not name: ${extra.join(', ')}`;
  const said = (body as { message?: unknown }).message;
  if (answer.messages && !answer.messages.includes(said as string)) {
    return `message ${JSON.stringify(said)}, expected ${answer.messages.map((m) => JSON.stringify(m)).join(' or ')}`;
  }
  return null;
}

/**
 * Why an answer breaks the contract, or null when it keeps it. `body` is the parsed JSON, or
 * undefined for an answer that is not JSON. Redirects and 304s carry no body to check; a call
 * missing from the table is only held to API.md's failure body.
 */
export function contractProblem(
  method: string,
  url: string,
  status: number,
  body: unknown,
): string | null {
  if (status >= 300 && status < 400) return null;
  const key = endpointOf(method, url);
  const endpoint = key ? ENDPOINTS[key] : undefined;
  const where = `${method.toUpperCase()} ${new URL(url, 'http://localhost').pathname} -> ${status}`;
  let answer: Answer | undefined;
  if (status < 300) {
    if (!endpoint) return null;
    answer = endpoint.ok[status];
    if (!answer) return `${where}: not a success status of ${key}`;
    if (answer !== 'bytes' && body === undefined) return `${where}: not JSON`;
  } else {
    answer = endpoint?.failures?.[status] ?? { schema: S.ApiFailureSchema };
    if (body === undefined) return `${where}: a failure without API.md's JSON body`;
  }
  const problem = schemaProblem(answer, body);
  return problem ? `${where}: ${problem}` : null;
}

/** `contractProblem` for a fetch Response (read from a clone, so the caller can still read it). */
export async function responseProblem(
  method: string,
  url: string,
  res: Response,
): Promise<string | null> {
  if (method.toUpperCase() === 'HEAD' || res.status === 304) return null;
  const isJson = /^application\/json\b/i.test(res.headers.get('content-type') ?? '');
  let body: unknown;
  if (isJson) {
    const text = await res.clone().text();
    try {
      body = JSON.parse(text);
    } catch {
      return `${method} ${url} -> ${res.status}: invalid JSON`;
    }
  }
  return contractProblem(method, url, res.status, body);
}
