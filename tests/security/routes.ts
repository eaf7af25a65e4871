// Every /api route of the app with who may call it and what body it takes. routes.test.ts
// compares this list with the routes hono registered, so a new route cannot skip the
// table-driven checks (#25 auth/role, #33 Content-Type, the fuzzer).
import type { Hono } from 'hono';
import type { AppEnv } from '../../server/types';

/** public: anyone; user: any signed-in role; coach / org / admin: that role only (admin: with its second factor). */
export type Access = 'public' | 'user' | 'coach' | 'org' | 'admin';
export type BodyKind = 'none' | 'json' | 'multipart';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  body: BodyKind;
  /** The multipart file field of an upload route. */
  fileField?: string;
}

export const ROUTES: RouteSpec[] = [
  // the load balancer's check
  { method: 'GET', path: '/api/health', access: 'public', body: 'none' },
  // auth
  { method: 'POST', path: '/api/coach/register', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/org/signUp', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/login', access: 'public', body: 'json' },
  // the second factor (issue 32; server/routes/totp.ts): step two of a sign-in, and enrolment
  { method: 'POST', path: '/api/login/totp', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/user/totp/enrol', access: 'user', body: 'none' },
  { method: 'POST', path: '/api/user/totp/confirm', access: 'user', body: 'json' },
  { method: 'POST', path: '/api/user/totp/disable', access: 'user', body: 'json' },
  { method: 'POST', path: '/api/token/refresh', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/logout', access: 'public', body: 'json' },
  // user
  { method: 'GET', path: '/api/user/get_logged_in_user', access: 'user', body: 'none' },
  { method: 'GET', path: '/api/user/getlogged_in_user_details', access: 'user', body: 'none' },
  { method: 'GET', path: '/api/user/get_loggedin_user_profile', access: 'coach', body: 'none' },
  { method: 'POST', path: '/api/user/update_profile', access: 'coach', body: 'json' },
  { method: 'POST', path: '/api/user/change_password', access: 'user', body: 'json' },
  // change e-mail, sessions and the operator (issue 31; server/routes/account.ts)
  { method: 'POST', path: '/api/user/change_email', access: 'user', body: 'json' },
  { method: 'GET', path: '/api/user/sessions', access: 'user', body: 'none' },
  { method: 'DELETE', path: '/api/user/sessions/:id', access: 'user', body: 'none' },
  { method: 'DELETE', path: '/api/user/sessions', access: 'user', body: 'none' },
  { method: 'GET', path: '/api/site/operator', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/user/get_interests', access: 'coach', body: 'none' },
  { method: 'POST', path: '/api/user/update_interests', access: 'coach', body: 'json' },
  // a coach's settings (issue 27: the saved-role closing reminder)
  { method: 'GET', path: '/api/user/settings', access: 'coach', body: 'none' },
  { method: 'PUT', path: '/api/user/settings', access: 'coach', body: 'json' },
  // your data, your account (issue 31; server/routes/account-data.ts)
  { method: 'POST', path: '/api/user/export', access: 'user', body: 'json' },
  { method: 'POST', path: '/api/user/delete', access: 'user', body: 'json' },
  // a coach's credentials (issue 30; server/routes/credentials.ts)
  { method: 'GET', path: '/api/user/credentials', access: 'coach', body: 'none' },
  { method: 'POST', path: '/api/user/credentials', access: 'coach', body: 'json' },
  { method: 'PUT', path: '/api/user/credentials/:id', access: 'coach', body: 'json' },
  { method: 'DELETE', path: '/api/user/credentials/:id', access: 'coach', body: 'none' },
  {
    method: 'POST',
    path: '/api/file/upload/credential',
    access: 'coach',
    body: 'multipart',
    fileField: 'credential',
  },
  { method: 'POST', path: '/api/user/validateUserToken', access: 'public', body: 'json' },
  // reset password
  { method: 'POST', path: '/api/reset-password/forgot-password', access: 'public', body: 'json' },
  { method: 'GET', path: '/api/reset-password/validate/:token', access: 'public', body: 'none' },
  { method: 'POST', path: '/api/reset-password/reset', access: 'public', body: 'json' },
  // jobs and lookups
  { method: 'GET', path: '/api/job/list', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/job/facets', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/job/job_detail/:id', access: 'public', body: 'none' },
  // a coach's fit with a role (issue 30; server/routes/job-fit.ts)
  { method: 'GET', path: '/api/job/fit/:id', access: 'coach', body: 'none' },
  { method: 'GET', path: '/api/orgtype/list', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/location/list', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/location/state/list', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/sportstype/list', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/user/taglist', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/org/getOrgPageDetails', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/org/logo/:id', access: 'public', body: 'none' },
  // files
  {
    method: 'POST',
    path: '/api/file/upload/resume',
    access: 'coach',
    body: 'multipart',
    fileField: 'resume',
  },
  {
    method: 'POST',
    path: '/api/file/upload/cv',
    access: 'coach',
    body: 'multipart',
    fileField: 'cv',
  },
  {
    method: 'POST',
    path: '/api/file/upload/picture',
    access: 'user',
    body: 'multipart',
    fileField: 'picture',
  },
  { method: 'GET', path: '/api/file/mine', access: 'coach', body: 'none' },
  { method: 'GET', path: '/api/file/:id', access: 'user', body: 'none' },
  { method: 'GET', path: '/api/user/picture', access: 'user', body: 'none' },
  // applications
  { method: 'POST', path: '/api/job-apply/apply', access: 'coach', body: 'json' },
  { method: 'GET', path: '/api/job-apply/applied_jobs', access: 'coach', body: 'none' },
  { method: 'GET', path: '/api/job-apply/job_applied/:id', access: 'coach', body: 'none' },
  { method: 'POST', path: '/api/job-apply/withdraw/:id', access: 'coach', body: 'none' },
  // employer (organisation accounts)
  { method: 'GET', path: '/api/org/jobs', access: 'org', body: 'none' },
  { method: 'POST', path: '/api/org/jobs', access: 'org', body: 'json' },
  { method: 'GET', path: '/api/org/jobs/:id', access: 'org', body: 'none' },
  { method: 'PUT', path: '/api/org/jobs/:id', access: 'org', body: 'json' },
  { method: 'POST', path: '/api/org/jobs/:id', access: 'org', body: 'json' },
  { method: 'POST', path: '/api/org/jobs/:id/status', access: 'org', body: 'json' },
  { method: 'GET', path: '/api/org/jobs/:id/applicants', access: 'org', body: 'none' },
  { method: 'POST', path: '/api/org/applications/:id/status', access: 'org', body: 'json' },
  { method: 'GET', path: '/api/org/profile', access: 'org', body: 'none' },
  { method: 'POST', path: '/api/org/profile', access: 'org', body: 'json' },
  { method: 'POST', path: '/api/org/logo', access: 'org', body: 'multipart', fileField: 'logo' },
  // saved jobs and job alerts (issue 26)
  { method: 'PUT', path: '/api/saved-jobs/:id', access: 'coach', body: 'none' },
  { method: 'DELETE', path: '/api/saved-jobs/:id', access: 'coach', body: 'none' },
  { method: 'GET', path: '/api/saved-jobs', access: 'coach', body: 'none' },
  { method: 'GET', path: '/api/saved-jobs/ids', access: 'coach', body: 'none' },
  { method: 'POST', path: '/api/saved-jobs/merge', access: 'coach', body: 'json' },
  { method: 'GET', path: '/api/job/summaries', access: 'public', body: 'none' },
  // without a bearer a visitor's alert; with one a coach's (an organisation's is 403)
  { method: 'POST', path: '/api/alerts', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/alerts/confirm', access: 'public', body: 'json' },
  { method: 'GET', path: '/api/alerts', access: 'coach', body: 'none' },
  { method: 'PUT', path: '/api/alerts/:id', access: 'coach', body: 'json' },
  { method: 'DELETE', path: '/api/alerts/:id', access: 'coach', body: 'none' },
  { method: 'GET', path: '/api/alerts/unsubscribe', access: 'public', body: 'none' },
  // The one-click unsubscribe (RFC 8058): its signed token is the credential; no XSRF, and it
  // takes form encodings too (server/routes/alerts.test.ts tests that exemption).
  { method: 'POST', path: '/api/alerts/unsubscribe', access: 'public', body: 'none' },
  // reports and the audit log (issue 32; server/routes/report.ts, admin-reports.ts,
  // admin-audit.ts): a bearer on a report is optional and names the reporter
  { method: 'POST', path: '/api/report', access: 'public', body: 'json' },
  { method: 'GET', path: '/api/admin/reports', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/admin/reports/:id/dismiss', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/admin/jobs/:id/takedown', access: 'admin', body: 'json' },
  { method: 'GET', path: '/api/admin/audit', access: 'admin', body: 'none' },
  // moderation and suspension (issue 32; server/routes/admin-moderation.ts)
  { method: 'GET', path: '/api/admin/queue', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/admin/orgs/:orgId/verify', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/admin/jobs/:jobId/approve', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/admin/jobs/:jobId/reject', access: 'admin', body: 'json' },
  { method: 'POST', path: '/api/admin/orgs/:orgId/suspend', access: 'admin', body: 'json' },
  { method: 'GET', path: '/api/admin/users', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/admin/users/:id/suspend', access: 'admin', body: 'json' },
  { method: 'GET', path: '/api/admin/orgs', access: 'admin', body: 'none' },
];

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The method + path of every concrete /api route hono registered (middleware excluded). */
export function registeredRoutes(app: Hono<AppEnv>): string[] {
  const keys = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    keys.add(routeKey(r));
  }
  return [...keys].sort();
}

/** A concrete URL for a route: path parameters filled with plausible values. */
export function samplePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] !== undefined) return params[name];
    if (name === 'token') return 'a'.repeat(43);
    return '1';
  });
}
