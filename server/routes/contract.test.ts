// The real server keeps the API contract that the msw handlers are held to
// (tests/contract/api-contract.ts; tests/mocks/contract.test.ts is the mocks' side): every call
// of the table is made here with representative requests, successes and failures, and every
// answer goes through the test context's request(), which checks it against the shared response
// schemas (server/testing/contract.ts). At the end: every /api route of the app is in the table,
// and every call of the table answered a success here. Both engines (server, server-pg).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_CONTRACT, endpointOf } from '../../tests/contract/api-contract';
import { docBytes, exeBytes, pdfBytes, pngBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, type TestContext, type TestRequestInit } from '../test-utils';
import { assertContract, ContractError } from '../testing/contract';

let ctx: TestContext;
let coach: { email: string; password: string; token: string; refresh: string };
let org: { token: string };
let jobId: number;
let orgId: number;
/** `METHOD /pattern status` of every answer, for the coverage checks. */
const seen = new Set<string>();

/** Calls through the context (which checks the contract) and expects `status`. */
async function call(path: string, status: number, init: TestRequestInit = {}) {
  const method = (init.method ?? (init.json !== undefined ? 'POST' : 'GET')).toUpperCase();
  const res = await ctx.request(path, init);
  seen.add(`${endpointOf(method, path)} ${res.status}`);
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).toBe(status);
  return text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

const form = (name: string, bytes: Uint8Array, fileName: string) => {
  const fd = new FormData();
  fd.append(name, new File([bytes.slice()], fileName));
  return fd;
};
const upload = (
  kind: string,
  bytes: Uint8Array,
  fileName: string,
  status: number,
  token = coach.token,
) =>
  call(`/api/file/upload/${kind}`, status, {
    method: 'POST',
    body: form(kind, bytes, fileName),
    token,
  });

const signUp = (email: string) => ({
  firstName: 'Jamie',
  lastName: 'Lee',
  mobileNumber: '0412345678',
  email,
  password: 'Str0ng!Contract#1',
  termsAndConditions: true,
});
const mailed = (re: RegExp) => re.exec(ctx.mail.at(-1)?.text ?? '')?.[1] ?? '';

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  const c = await ctx.registerCoach();
  const login = await ctx.loginAs(c.email, c.password);
  coach = { ...c, token: login.token, refresh: login.refresh_token };
  const o = await ctx.registerOrg();
  org = { token: (await ctx.loginAs(o.email, o.password)).token };
  // A role open on the tests' clock (not closed by its organisation, nor past its closing date).
  const job = await ctx.db.q
    .selectFrom('jobs')
    .select(['id', 'org_id'])
    .where('is_open', '=', 1)
    .where('closes_at', '>', new Date(ctx.clock.now()).toISOString())
    .orderBy('id')
    .executeTakeFirstOrThrow();
  jobId = job.id;
  orgId = job.org_id;
});
afterAll(() => ctx.close());

describe('every call answers as the contract says', () => {
  test('health', async () => {
    await call('/api/health', 200);
  });

  test('accounts: sign-up, sign-in, tokens, reset, confirmation', async () => {
    const email = 'contract-coach@example.com';
    await call('/api/coach/register', 201, { json: signUp(email) });
    const confirmToken = mailed(/token=([A-Za-z0-9_-]+)/);
    await call('/api/coach/register', 409, { json: signUp(email) });
    await call('/api/coach/register', 400, { json: { ...signUp('x'), mobileNumber: '1' } });
    await call('/api/coach/register', 403, { json: signUp('y@example.com'), noXsrf: true });
    const { list } = await call('/api/orgtype/list', 200);
    const orgType = list[0].type;
    await call('/api/org/signUp', 201, {
      json: { ...signUp('contract-org@example.com'), orgName: 'Contract FC', orgType },
    });
    await call('/api/org/signUp', 400, {
      json: { ...signUp('contract-org2@example.com'), orgName: 'Contract FC', orgType: 'Nope' },
    });
    await call('/api/user/validateUserToken', 200, {
      json: { token: confirmToken, scope: 'Confirm Account' },
    });
    await call('/api/user/validateUserToken', 404, {
      json: { token: confirmToken, scope: 'Confirm Account' },
    });
    await call('/api/user/validateUserToken', 400, { json: { token: 'x', scope: 'Other' } });

    const password = 'Str0ng!Contract#1';
    const login = await call('/api/login', 200, { json: { username: email, password } });
    await call('/api/login', 401, { json: { username: email, password: 'Wr0ng!Password' } });
    await call('/api/login', 400, { json: { username: '', password: '' } });
    const refreshed = await call('/api/token/refresh', 200, {
      json: { refresh_token: login.refresh_token },
    });
    await call('/api/token/refresh', 401, { json: { refresh_token: login.refresh_token } });
    await call('/api/logout', 200, { json: { refresh_token: refreshed.refresh_token } });

    await call('/api/reset-password/forgot-password', 200, { json: { email } });
    const resetToken = mailed(/resetPasswordToken=([A-Za-z0-9_-]+)/);
    await call('/api/reset-password/forgot-password', 400, { json: { email: '' } });
    await call(`/api/reset-password/validate/${resetToken}`, 200);
    await call(`/api/reset-password/validate/${'x'.repeat(43)}`, 404);
    await call('/api/reset-password/reset', 200, {
      json: { token: resetToken, password: 'N3w!Contract#2' },
    });
    await call('/api/reset-password/reset', 404, {
      json: { token: resetToken, password: 'N3w!Contract#3' },
    });
  });

  test('the signed-in user: details, profile, password, interests', async () => {
    const token = coach.token;
    await call('/api/user/get_logged_in_user', 200, { token });
    await call('/api/user/get_logged_in_user', 200, { token: org.token });
    await call('/api/user/get_logged_in_user', 401);
    await call('/api/user/getlogged_in_user_details', 200, { token });
    await call('/api/user/get_loggedin_user_profile', 200, { token });
    await call('/api/user/get_loggedin_user_profile', 403, { token: org.token });
    const states = await call('/api/location/state/list', 200);
    const cities = await call(`/api/location/list?stateId=${states.list[0].id}`, 200);
    const profile = {
      firstName: 'Casey',
      lastName: 'Coach',
      mobile: '0412345678',
      address1: '1 Main St',
      address2: '',
      state: states.list[0].name,
      city: cities.list[0].name,
      zipcode: '2000',
    };
    await call('/api/user/update_profile', 200, { json: profile, token });
    await call('/api/user/update_profile', 400, { json: { ...profile, city: 'Atlantis' }, token });
    const { list: tags } = await call('/api/user/taglist', 200);
    await call('/api/user/update_interests', 200, {
      json: { interests: [tags[0].tagName] },
      token,
    });
    await call('/api/user/update_interests', 400, { json: { interests: ['No such tag'] }, token });
    await call('/api/user/get_interests', 200, { token });
    await call('/api/user/settings', 200, { token });
    await call('/api/user/settings', 403, { token: org.token });
    const settings = (closingReminders: unknown) => ({
      method: 'PUT',
      json: { closingReminders },
      token,
    });
    await call('/api/user/settings', 200, settings(false));
    await call('/api/user/settings', 400, settings('no'));
    const change = (oldPassword: string) => ({
      oldPassword,
      newPassword: 'N3w!Contract#9',
      confirmPassword: 'N3w!Contract#9',
    });
    await call('/api/user/change_password', 400, { json: change('Wr0ng!Password'), token });
    const changed = await call('/api/user/change_password', 200, {
      json: change(coach.password),
      token,
    });
    coach = { ...coach, password: 'N3w!Contract#9', token: changed.token };
  });

  test('lookups, jobs and organisations', async () => {
    await call('/api/sportstype/list', 200);
    await call('/api/location/list', 200);
    await call('/api/location/list?stateId=abc', 400);
    await call('/api/job/list', 200);
    await call('/api/job/list?title=coach&page=2&postPerPage=10', 200);
    await call('/api/job/list?orgId=abc', 400);
    await call('/api/job/facets', 200);
    await call('/api/job/facets?title=coach&sportType=Netball&times=Evenings', 200);
    await call('/api/job/facets?ageGroup=Under%2099', 400);
    await call(`/api/job/job_detail/${jobId}`, 200);
    await call('/api/job/job_detail/999999', 404);
    await call('/api/job/job_detail/abc', 400);
    await call(`/api/org/getOrgPageDetails?orgid=${orgId}`, 200);
    await call('/api/org/getOrgPageDetails?orgid=999999', 404);
    await call('/api/org/getOrgPageDetails?orgid=x', 400);
  });

  test('files: uploads, the latest documents, downloads', async () => {
    const { resumeId } = await upload('resume', pdfBytes(), 'cv.pdf', 201);
    await upload('resume', exeBytes(), 'cv.pdf', 415);
    await call('/api/file/upload/resume', 400, {
      method: 'POST',
      body: form('other', pdfBytes(), 'cv.pdf'),
      token: coach.token,
    });
    await upload('cv', docBytes(), 'letter.doc', 201);
    await upload('picture', pngBytes(), 'me.png', 201);
    await upload('picture', pdfBytes(), 'me.png', 415);
    await call('/api/file/mine', 200, { token: coach.token });
    await call('/api/file/mine', 403, { token: org.token });
    await call(`/api/file/${resumeId}`, 200, { token: coach.token });
    await call(`/api/file/${resumeId}`, 404, { token: org.token });
    await call('/api/user/picture', 200, { token: coach.token });
    await call('/api/user/picture', 404, { token: org.token });
  });

  test('applications and the organisation side', async () => {
    const token = coach.token;
    const { resumeId: resume } = await upload('resume', pdfBytes(), 'cv.pdf', 201);
    const { cvId: cv } = await upload('cv', docBytes(), 'letter.doc', 201);
    const application = (id: number, r = resume) => ({
      firstName: 'Casey',
      lastName: 'Coach',
      resume: r,
      cv,
      jobId: id,
      salary: '$80k',
      notice: '2 weeks',
      referredBy: 'A friend',
    });

    // The organisation posts a role; the coach applies to it.
    const { list: cityList } = await call('/api/location/list', 200);
    const { list: tags } = await call('/api/user/taglist', 200);
    const role = {
      name: 'Contract Coach',
      city: cityList[0].name,
      minLevel: 'Level 1',
      role_type: 'Casual',
      categories: 'Coaching',
      salary: '$40 an hour',
      tags: [tags[0].tagName],
      description: '<p>Coach.</p>',
      subject: '<p>About.</p>',
      skills: '<p>Skills.</p>',
      closingDate: '2026-03-31', // within 180 days of the tests' clock (2026-03-01)
      // Issue 29: a new role's sport, level and pay.
      sportType: 'Netball',
      level: 'Community',
      pay: 'Volunteer',
    };
    const { id: own } = await call('/api/org/jobs', 201, { json: role, token: org.token });
    await call('/api/org/jobs', 400, { json: { ...role, city: 'Atlantis' }, token: org.token });
    await call('/api/org/jobs', 403, { json: role, token });
    await call('/api/org/jobs', 200, { token: org.token });
    await call(`/api/org/jobs/${own}`, 200, { token: org.token });
    await call(`/api/org/jobs/${jobId}`, 404, { token: org.token });
    await call(`/api/org/jobs/${own}`, 200, { method: 'PUT', json: role, token: org.token });
    await call(`/api/org/jobs/${own}`, 200, { json: role, token: org.token });
    const status = (open: unknown, closingDate?: string) => ({
      json: { open, closingDate },
      token: org.token,
    });
    await call(`/api/org/jobs/${own}/status`, 200, status(false)); // closed
    await call(`/api/org/jobs/${own}/status`, 409, status(false)); // already closed
    await call(`/api/org/jobs/${own}/status`, 200, status(true, '2026-04-15')); // reopened
    await call(`/api/org/jobs/${own}/status`, 200, status(true, '2026-04-30')); // extended
    await call(`/api/org/jobs/${own}/status`, 400, status(true)); // no closing date
    await call(`/api/org/jobs/${own}/status`, 400, status('no'));
    await call('/api/org/jobs', 400, {
      json: { ...role, closingDate: undefined },
      token: org.token,
    });

    await call('/api/job-apply/apply', 201, { json: application(own), token });
    await call('/api/job-apply/apply', 409, { json: application(own), token });
    await call('/api/job-apply/apply', 404, { json: application(999999), token });
    await call('/api/job-apply/apply', 400, { json: application(jobId, 999999), token });
    await call('/api/job-apply/apply', 403, { json: application(jobId), token: org.token });
    await call('/api/job-apply/applied_jobs', 200, { token });
    await call('/api/job-apply/applied_jobs?title=contract&page=1&postPerPage=5', 200, { token });
    await call(`/api/job-apply/job_applied/${own}`, 200, { token });
    await call('/api/job-apply/job_applied/abc', 400, { token });

    const { list: applicants } = await call(`/api/org/jobs/${own}/applicants`, 200, {
      token: org.token,
    });
    await call(`/api/org/jobs/${jobId}/applicants`, 404, { token: org.token });
    const appId = applicants[0].id;
    await call(`/api/org/applications/${appId}/status`, 200, {
      json: { status: 'Reviewing' },
      token: org.token,
    });
    await call(`/api/org/applications/${appId}/status`, 400, { json: {}, token: org.token });
    await call('/api/org/applications/999999/status', 404, {
      json: { status: 'Hired' },
      token: org.token,
    });
    await call(`/api/job-apply/withdraw/${appId}`, 409, { method: 'POST', token });
    await call('/api/job-apply/apply', 201, { json: application(jobId), token });
    const { list: mine } = await call('/api/job-apply/applied_jobs', 200, { token });
    const fresh = mine.find((a: { id: number }) => a.id === jobId).applicationId;
    await call(`/api/job-apply/withdraw/${fresh}`, 200, { method: 'POST', token });
    await call(`/api/job-apply/withdraw/${fresh}`, 404, { method: 'POST', token });
    await call(`/api/file/${resume}`, 200, { token: org.token });

    const profile = await call('/api/org/profile', 200, { token: org.token });
    const edit = {
      about: 'A club.',
      website: 'https://club.example',
      orgType: profile.profile.orgType,
    };
    await call('/api/org/profile', 200, { json: edit, token: org.token });
    await call('/api/org/profile', 400, {
      json: { ...edit, website: 'ftp://club' },
      token: org.token,
    });
    const ownOrg = profile.profile.id;
    await call(`/api/org/logo/${ownOrg}`, 404);
    await call('/api/org/logo', 201, {
      method: 'POST',
      body: form('logo', pngBytes(), 'logo.png'),
      token: org.token,
    });
    await call('/api/org/logo', 415, {
      method: 'POST',
      body: form('logo', pdfBytes(), 'logo.png'),
      token: org.token,
    });
    await call(`/api/org/logo/${ownOrg}`, 200);
  });

  test('saved jobs and the public summaries', async () => {
    const token = coach.token;
    await call(`/api/saved-jobs/${jobId}`, 200, { method: 'PUT', token });
    await call('/api/saved-jobs/999999', 404, { method: 'PUT', token });
    await call(`/api/saved-jobs/${jobId}`, 401, { method: 'PUT' });
    await call('/api/saved-jobs/ids', 200, { token });
    await call('/api/saved-jobs', 200, { token });
    await call('/api/saved-jobs/merge', 200, { json: { ids: [jobId] }, token });
    await call('/api/saved-jobs/merge', 400, { json: { ids: ['x'] }, token });
    await call(`/api/saved-jobs/${jobId}`, 200, { method: 'DELETE', token });
    await call(`/api/job/summaries?ids=${jobId},999999`, 200);
    await call('/api/job/summaries?ids=abc', 400);
  });

  test('job alerts: a coach and a visitor', async () => {
    const token = coach.token;
    const query = { title: 'coach' };
    const { id } = await call('/api/alerts', 201, { json: { query, frequency: 'daily' }, token });
    await call('/api/alerts', 400, { json: { query, frequency: 'hourly' }, token });
    await call('/api/alerts', 202, {
      json: { email: 'contract-visitor@example.com', query, frequency: 'weekly' },
    });
    const confirm = mailed(/token=([A-Za-z0-9_-]+)/);
    await call('/api/alerts/confirm', 200, { json: { token: confirm } });
    await call('/api/alerts/confirm', 404, { json: { token: confirm } });
    await call('/api/alerts', 200, { token });
    await call('/api/alerts', 401);
    await call(`/api/alerts/${id}`, 200, { method: 'PUT', json: { paused: true }, token });
    await call('/api/alerts/999999', 404, { method: 'PUT', json: { paused: true }, token });
    await call(`/api/alerts/${id}`, 200, { method: 'DELETE', token });
    await call(`/api/alerts/${id}`, 404, { method: 'DELETE', token });
  });
});

describe('the contract covers the server', () => {
  /** The two unsubscribe calls need a signed token from a sent alert: server/routes/alerts.test.ts
   * makes them, through the same checked request(). */
  const CHECKED_ELSEWHERE = new Set([
    'GET /api/alerts/unsubscribe',
    'POST /api/alerts/unsubscribe',
    // issue 30's calls: every one through the contract check in server/routes/credentials.test.ts
    'GET /api/user/credentials',
    'POST /api/user/credentials',
    'PUT /api/user/credentials/:id',
    'DELETE /api/user/credentials/:id',
    'POST /api/file/upload/credential',
    // a coach's fit with a role: through the contract check in server/routes/credential-fit.test.ts
    'GET /api/job/fit/:id',
    // a user's data export and account deletion: through the contract check in
    // server/routes/account-data.test.ts (issue 31)
    'POST /api/user/export',
    'POST /api/user/delete',
    // issue 31's change e-mail, sessions and operator: through the contract check in
    // server/routes/account.test.ts
    'POST /api/user/change_email',
    'GET /api/user/sessions',
    'DELETE /api/user/sessions/:id',
    'DELETE /api/user/sessions',
    'GET /api/site/operator',
    // issue 32's moderation and suspension: through the contract check in
    // server/routes/moderation.test.ts
    'GET /api/admin/queue',
    'POST /api/admin/orgs/:orgId/verify',
    'POST /api/admin/jobs/:jobId/approve',
    'POST /api/admin/jobs/:jobId/reject',
    'POST /api/admin/orgs/:orgId/suspend',
    'GET /api/admin/users',
    'POST /api/admin/users/:id/suspend',
    'GET /api/admin/orgs',
    // issue 32's second factor: server/routes/totp.test.ts; reports and the audit log:
    // server/routes/reports.test.ts and audit.test.ts (each through test-utils' request())
    'POST /api/login/totp',
    'POST /api/user/totp/enrol',
    'POST /api/user/totp/confirm',
    'POST /api/user/totp/disable',
    'POST /api/report',
    'GET /api/admin/reports',
    'POST /api/admin/reports/:jobId/dismiss',
    'POST /api/admin/jobs/:jobId/takedown',
    'GET /api/admin/audit',
  ]);
  const bare = (key: string) => key.replace(/:[^/]+/g, ':');

  test('every /api route of the app is in the table', () => {
    const table = new Set(Object.keys(API_CONTRACT).map(bare));
    const routes = ctx.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`);
    expect(routes.filter((r) => !table.has(bare(r)))).toEqual([]);
  });

  test('every call of the table answered a success above', () => {
    const missing = Object.keys(API_CONTRACT).filter(
      (key) => !CHECKED_ELSEWHERE.has(key) && ![...seen].some((s) => s.startsWith(`${key} 2`)),
    );
    expect(missing).toEqual([]);
  });

  test('an answer of another shape fails the check', async () => {
    const wrong = Response.json({ message: 'Success', list: [{ id: 'x' }], length: 1 });
    await expect(assertContract('GET', '/api/job/list', wrong)).rejects.toThrow(ContractError);
    const plain = new Response('oops', { status: 500 });
    await expect(assertContract('GET', '/api/job/list', plain)).rejects.toThrow(/JSON body/);
  });
});
