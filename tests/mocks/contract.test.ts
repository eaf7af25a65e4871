// The msw handlers cannot drift from the server: every handler is called with representative
// requests (successes and the failures it answers), and every answer must keep the contract of
// tests/contract/api-contract.ts, the table the server's tests check the real answers against
// (server/testing/contract.ts). A failure's detail must be one of the shared texts the server
// answers with. The last tests prove that a handler answering another shape fails the check.
import { HttpHandler } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/components/employer/role-lifecycle/role-dates';
import { ROLE_ADMIN, ROLE_ORG } from '../../src/shared/constants';
import { MAX_CREDENTIALS } from '../../src/shared/credentials';
import { API_MESSAGES, MESSAGES } from '../../src/shared/messages';
import { ACCOUNT_CONTROL_ERRORS } from '../../src/shared/texts/account-control';
import { ACCOUNT_DATA_ERRORS } from '../../src/shared/texts/account-data';
import { ALERTS_API } from '../../src/shared/texts/alerts';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { CREDENTIAL_ERRORS } from '../../src/shared/texts/credentials';
import { LIFECYCLE_ERRORS } from '../../src/shared/texts/lifecycle';
import { SAVED_JOBS_API } from '../../src/shared/texts/saved-jobs';
import { TRUST_ERRORS } from '../../src/shared/texts/trust';
import { addDays } from '../../src/shared/zoned-time';
import { contractProblem, endpointOf, responseProblem } from '../contract/api-contract';
import {
  adminUser,
  alertConfirmToken,
  closedJobs,
  coachUser,
  db,
  HttpResponse,
  handlers,
  http,
  jobs,
  MOCK_TOTP_CODE,
  makeToken,
  orgUser,
  PASSWORD,
  server,
  VALID_CONFIRM_TOKEN,
  VALID_EMAIL_TOKEN,
  VALID_RESET_TOKEN,
} from './index';

type Who = 'coach' | 'org' | 'admin' | 'admin-no-mf' | null;
type Call = {
  method?: string;
  url: string;
  as?: Who;
  json?: unknown;
  form?: Record<string, Blob | string>;
  /** Leave out the X-XSRF-TOKEN header of an unsafe call. */
  noXsrf?: boolean;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `METHOD /path/:pattern status` of every answer seen, for the coverage check at the end. */
const seen = new Set<string>();

/** The shared texts a failure's `detail` may be (the server answers only with these). */
const SHARED_DETAILS = new Set<string>(
  [
    API_ERRORS,
    MESSAGES,
    SAVED_JOBS_API,
    ALERTS_API,
    LIFECYCLE_ERRORS,
    CREDENTIAL_ERRORS,
    ACCOUNT_CONTROL_ERRORS,
    ACCOUNT_DATA_ERRORS,
    TRUST_ERRORS,
  ]
    .flatMap((texts) => Object.values(texts).filter((t): t is string => typeof t === 'string'))
    .concat(CREDENTIAL_ERRORS.tooMany(MAX_CREDENTIALS)),
);

function tokenOf(who: Who): string | null {
  if (who === 'coach') return makeToken({ sub: coachUser.id });
  if (who === 'org') return makeToken({ sub: orgUser.id, role: ROLE_ORG });
  if (who === 'admin' || who === 'admin-no-mf')
    return makeToken({ sub: adminUser.id, role: ROLE_ADMIN, mf: who === 'admin' });
  return null;
}

/** Sends `call` through msw, checks the answer against the contract and returns its status. */
async function send(call: Call): Promise<{ status: number; body: unknown }> {
  const method = call.method ?? (call.json !== undefined || call.form ? 'POST' : 'GET');
  const headers = new Headers();
  const token = tokenOf(call.as ?? null);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (UNSAFE.has(method) && !call.noXsrf) headers.set('x-xsrf-token', 'mock-xsrf-token');
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.json);
  } else if (call.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(call.form)) {
      if (typeof v === 'string') form.append(k, v);
      else form.append(k, v, v instanceof File ? v.name : 'blob');
    }
    body = form;
  }
  const url = new URL(call.url, 'http://localhost:3000').href;
  const res = await fetch(url, { method, headers, body });
  expect(await responseProblem(method, url, res), `${method} ${call.url}`).toBeNull();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  const parsed: unknown = isJson ? await res.json() : undefined;
  if (res.status >= 400) {
    const detail = (parsed as { detail: string }).detail;
    expect(SHARED_DETAILS.has(detail), `${method} ${call.url}: detail "${detail}"`).toBe(true);
  }
  seen.add(`${endpointOf(method, url)} ${res.status}`);
  return { status: res.status, body: parsed };
}

/** Sends each call and expects its status. */
async function expectStatuses(calls: [Call, number][]) {
  for (const [call, status] of calls) {
    const res = await send(call);
    expect(res.status, `${call.method ?? ''} ${call.url}`).toBe(status);
  }
}

const file = (name: string, type: string, bytes = 64) =>
  new File([new Uint8Array(bytes).fill(37)], name, { type });
const pdf = () => file('resume.pdf', 'application/pdf');
const png = () => file('me.png', 'image/png');
const signUp = {
  firstName: 'Jamie',
  lastName: 'Lee',
  mobileNumber: '0412345678',
  email: 'jamie@example.com',
  password: 'Str0ng!Pass',
  termsAndConditions: true,
};
const profile = {
  firstName: 'Casey',
  lastName: 'Morgan',
  mobile: '0412345678',
  address1: '1 Main St',
  address2: '',
  state: 'New South Wales',
  city: 'Sydney',
  zipcode: '2000',
};
/** A closing date in range (issue 27): 30 days ahead in Sydney's zone. */
const closingDate = addDays(todayIn('NSW'), 30);
const role = {
  closingDate,
  name: 'Head Coach',
  city: 'Sydney',
  minLevel: 'Level 2',
  role_type: 'Full-time',
  categories: 'Football',
  salary: '$80,000',
  tags: ['Football'],
  description: '<p>Lead the squad.</p>',
  subject: '<p>About.</p>',
  skills: '<p>Skills.</p>',
  // Issue 29: a new role's sport, level and pay.
  sportType: 'Football',
  level: 'Professional',
  pay: 'Paid',
};
const apply = (jobId: number, resume = 1, cv = 2) => ({
  firstName: 'Casey',
  lastName: 'Morgan',
  resume,
  cv,
  jobId,
  salary: '$80k',
  notice: '2 weeks',
  referredBy: 'A friend',
});
/** A role of the organisation user's (org 1) and one of another organisation's. */
const ownJob = () => jobs.find((j) => j.org_id === orgUser.orgId)!.id;
const otherJob = () => jobs.find((j) => j.org_id !== orgUser.orgId)!.id;

describe('the msw handlers keep the API contract', () => {
  it('accounts: sign-up, sign-in, tokens, reset and confirmation', async () => {
    await expectStatuses([
      [{ url: '/api/coach/register', json: signUp }, 201],
      [{ url: '/api/coach/register', json: signUp }, 409],
      [{ url: '/api/coach/register', json: { ...signUp, email: 'x' } }, 400],
      [{ url: '/api/coach/register', json: signUp, noXsrf: true }, 403],
      [
        {
          url: '/api/org/signUp',
          json: { ...signUp, email: 'club@example.com', orgName: 'Club', orgType: 'School' },
        },
        201,
      ],
      [{ url: '/api/org/signUp', json: { ...signUp, orgName: '' } }, 400],
      [{ url: '/api/login', json: { username: coachUser.email, password: PASSWORD } }, 200],
      [{ url: '/api/login', json: { username: coachUser.email, password: 'Wrong-pass1!' } }, 401],
      [{ url: '/api/login', json: { username: '', password: '' } }, 400],
      [{ url: '/api/token/refresh', json: { refresh_token: 'refresh-coach' } }, 200],
      [{ url: '/api/token/refresh', json: { refresh_token: 'refresh-coach' } }, 401],
      [{ url: '/api/logout', json: { refresh_token: 'refresh-org' } }, 200],
      [{ url: '/api/reset-password/forgot-password', json: { email: coachUser.email } }, 200],
      [{ url: '/api/reset-password/forgot-password', json: { email: '' } }, 400],
      [{ url: `/api/reset-password/validate/${VALID_RESET_TOKEN}` }, 200],
      [{ url: '/api/reset-password/validate/nope' }, 404],
      [
        {
          url: '/api/reset-password/reset',
          json: { token: VALID_RESET_TOKEN, password: 'N3w!pass' },
        },
        200,
      ],
      [{ url: '/api/reset-password/reset', json: { token: 'nope', password: 'N3w!pass' } }, 404],
      [
        {
          url: '/api/user/validateUserToken',
          json: { token: VALID_CONFIRM_TOKEN, scope: 'Confirm Account' },
        },
        200,
      ],
      [
        { url: '/api/user/validateUserToken', json: { token: 'nope', scope: 'Confirm Account' } },
        404,
      ],
      [{ url: '/api/user/validateUserToken', json: { token: 'nope', scope: 'Other' } }, 400],
    ]);
  });

  it('the signed-in user: details, profile, password, interests', async () => {
    await expectStatuses([
      [{ url: '/api/user/get_logged_in_user', as: 'coach' }, 200],
      [{ url: '/api/user/get_logged_in_user', as: 'org' }, 200],
      [{ url: '/api/user/get_logged_in_user' }, 401],
      [{ url: '/api/user/getlogged_in_user_details', as: 'coach' }, 200],
      [{ url: '/api/user/get_loggedin_user_profile', as: 'coach' }, 200],
      [{ url: '/api/user/get_loggedin_user_profile', as: 'org' }, 403],
      [{ url: '/api/user/update_profile', as: 'coach', json: profile }, 200],
      [{ url: '/api/user/update_profile', as: 'coach', json: { ...profile, mobile: '1' } }, 400],
      [
        {
          url: '/api/user/change_password',
          as: 'coach',
          json: {
            oldPassword: 'Wrong-pass1!',
            newPassword: 'N3w!pass1',
            confirmPassword: 'N3w!pass1',
          },
        },
        400,
      ],
      [
        {
          url: '/api/user/change_password',
          as: 'coach',
          json: { oldPassword: PASSWORD, newPassword: 'N3w!pass1', confirmPassword: 'N3w!pass1' },
        },
        200,
      ],
      [{ url: '/api/user/get_interests', as: 'coach' }, 200],
      [{ url: '/api/user/update_interests', as: 'coach', json: { interests: ['Cricket'] } }, 200],
      [{ url: '/api/user/update_interests', as: 'coach', json: { interests: ['Chess'] } }, 400],
      [{ url: '/api/user/update_interests', as: 'coach', json: { interests: [] } }, 400],
      [{ url: '/api/user/settings', as: 'coach' }, 200],
      [{ url: '/api/user/settings', as: 'org' }, 403],
      [{ url: '/api/user/settings' }, 401],
      [
        {
          method: 'PUT',
          url: '/api/user/settings',
          as: 'coach',
          json: { closingReminders: false },
        },
        200,
      ],
      [
        { method: 'PUT', url: '/api/user/settings', as: 'coach', json: { closingReminders: 1 } },
        400,
      ],
    ]);
  });

  it('lookups, jobs and organisations', async () => {
    await expectStatuses([
      [{ url: '/api/user/taglist' }, 200],
      [{ url: '/api/orgtype/list' }, 200],
      [{ url: '/api/sportstype/list' }, 200],
      [{ url: '/api/location/state/list' }, 200],
      [{ url: '/api/location/list' }, 200],
      [{ url: '/api/location/list?stateId=1' }, 200],
      [{ url: '/api/job/list' }, 200],
      [{ url: '/api/job/list?title=coach&interests=Football,Cricket&page=2&postPerPage=10' }, 200],
      [{ url: '/api/job/list?title=nothing-matches-this' }, 200],
      // Issue 29: the coaching-context facets, and their counts.
      [{ url: '/api/job/list?sportType=Netball&times=Evenings,Mornings&state=VIC' }, 200],
      [{ url: '/api/job/list?times=Nightly' }, 400],
      [{ url: '/api/job/facets' }, 200],
      [{ url: '/api/job/facets?sportType=Netball&ageGroup=Under%2014&days=Tue' }, 200],
      [{ url: '/api/job/facets?sportType=Quidditch' }, 400],
      [{ url: '/api/job/job_detail/1' }, 200],
      [{ url: `/api/job/job_detail/${closedJobs[1].id}` }, 200],
      [{ url: '/api/job/job_detail/9999' }, 404],
      [{ url: '/api/job/job_detail/abc' }, 400],
      // Issue 30: a coach's fit with a role's requirements.
      [{ url: '/api/job/fit/1', as: 'coach' }, 200],
      [{ url: '/api/job/fit/2', as: 'coach' }, 200],
      [{ url: '/api/job/fit/9999', as: 'coach' }, 404],
      [{ url: '/api/job/fit/1', as: 'org' }, 403],
      [{ url: '/api/job/fit/1' }, 401],
      [{ url: '/api/org/getOrgPageDetails?orgid=1' }, 200],
      [{ url: '/api/org/getOrgPageDetails?orgid=999' }, 404],
      [{ url: '/api/org/getOrgPageDetails?orgid=x' }, 400],
    ]);
  });

  it('the second factor (issue 32): enrol, confirm, sign in in two steps, turn off', async () => {
    const login = { username: orgUser.email, password: PASSWORD };
    await expectStatuses([
      [{ url: '/api/user/totp/enrol', method: 'POST' }, 401],
      [{ url: '/api/user/totp/confirm', as: 'org', json: { code: MOCK_TOTP_CODE } }, 409],
      [{ url: '/api/user/totp/enrol', as: 'org', method: 'POST' }, 200],
      [{ url: '/api/user/totp/confirm', as: 'org', json: { code: '000000' } }, 400],
      [{ url: '/api/user/totp/confirm', as: 'org', json: { code: MOCK_TOTP_CODE } }, 200],
      [{ url: '/api/user/totp/enrol', as: 'org', method: 'POST' }, 409],
    ]);
    const step = await send({ url: '/api/login', json: login });
    expect(step.status).toBe(200);
    const { challenge } = step.body as { challenge: string };
    await expectStatuses([
      [{ url: '/api/login/totp', json: { challenge: 'expired', code: MOCK_TOTP_CODE } }, 401],
      [{ url: '/api/login/totp', json: { challenge, code: '000000' } }, 401],
      [{ url: '/api/login/totp', json: { challenge, code: MOCK_TOTP_CODE } }, 200],
      [{ url: '/api/user/totp/disable', as: 'org', json: { password: 'x', code: '1' } }, 400],
      [
        {
          url: '/api/user/totp/disable',
          as: 'org',
          json: { password: PASSWORD, code: MOCK_TOTP_CODE },
        },
        200,
      ],
      [
        {
          url: '/api/user/totp/disable',
          as: 'org',
          json: { password: PASSWORD, code: MOCK_TOTP_CODE },
        },
        409,
      ],
    ]);
  });

  it('reporting a role (issue 32): signed out or in, a closed role too', async () => {
    await expectStatuses([
      [{ url: '/api/report', json: { jobId: 1, reason: 'Scam or fraud', details: '' } }, 201],
      [
        { url: '/api/report', as: 'coach', json: { jobId: closedJobs[0].id, reason: 'Other' } },
        201,
      ],
      [{ url: '/api/report', json: { jobId: 1, reason: 'Boring' } }, 400],
      [{ url: '/api/report', json: { jobId: 9999, reason: 'Other' } }, 404],
    ]);
  });

  it('files: uploads, the latest documents, downloads', async () => {
    const big = file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1);
    await expectStatuses([
      [{ url: '/api/file/upload/resume', as: 'coach', form: { resume: pdf() } }, 201],
      [{ url: '/api/file/upload/resume', as: 'coach', form: { resume: big } }, 413],
      [
        {
          url: '/api/file/upload/resume',
          as: 'coach',
          form: { resume: file('notes.txt', 'text/plain') },
        },
        415,
      ],
      [{ url: '/api/file/upload/resume', as: 'coach', form: { other: 'x' } }, 400],
      [{ url: '/api/file/upload/resume', form: { resume: pdf() } }, 401],
      [{ url: '/api/file/upload/cv', as: 'coach', form: { cv: pdf(), cvFileName: 'CV.pdf' } }, 201],
      [{ url: '/api/file/upload/picture', as: 'coach', form: { picture: png() } }, 201],
      [
        {
          url: '/api/file/upload/picture',
          as: 'coach',
          form: { picture: file('me.gif', 'image/gif') },
        },
        415,
      ],
      [{ url: '/api/file/mine', as: 'coach' }, 200],
      [{ url: '/api/file/mine', as: 'org' }, 403],
      [{ url: '/api/file/1', as: 'coach' }, 200],
      [{ url: '/api/file/999', as: 'coach' }, 404],
    ]);
  });

  it('credentials (issue 30): list, add, edit, remove, the document, the reminders setting', async () => {
    const bytes = (head: number[], name: string, type: string) =>
      new File([new Uint8Array([...head, 0, 0, 0, 0])], name, { type });
    const document = await send({
      url: '/api/file/upload/credential',
      as: 'coach',
      form: { credential: bytes([0x25, 0x50, 0x44, 0x46, 0x2d], 'wwcc.pdf', 'application/pdf') },
    });
    expect(document.status).toBe(201);
    const fileId = (document.body as { fileId: number }).fileId;
    const wwcc = {
      type: 'WWCC',
      state: 'New South Wales',
      number: 'WWC1234567E',
      wwccType: 'Employee',
      expiresOn: '2030-01-31',
      fileId,
    };
    const added = await send({ url: '/api/user/credentials', as: 'coach', json: wwcc });
    expect(added.status).toBe(201);
    const id = (added.body as { id: number }).id;
    const big = file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1);
    await expectStatuses([
      [{ url: '/api/user/credentials', as: 'coach' }, 200],
      [{ url: '/api/user/credentials', as: 'org' }, 403],
      [{ url: '/api/user/credentials' }, 401],
      [{ url: '/api/user/credentials', as: 'coach', json: { type: 'WWCC' } }, 400],
      [
        {
          url: '/api/user/credentials',
          as: 'coach',
          json: { type: 'CPR', issuedOn: '2026-02-01', expiresOn: '2026-01-01' },
        },
        400,
      ],
      [
        {
          url: '/api/user/credentials',
          as: 'coach',
          json: { type: 'Coaching accreditation', level: 'Community', sportType: 'Quidditch' },
        },
        400,
      ],
      [{ url: '/api/user/credentials', as: 'coach', json: { ...wwcc, fileId: 1 } }, 400],
      [
        {
          method: 'PUT',
          url: `/api/user/credentials/${id}`,
          as: 'coach',
          json: { ...wwcc, wwccType: 'Volunteer', number: 'WWC1234567V' },
        },
        200,
      ],
      [{ method: 'PUT', url: '/api/user/credentials/9999', as: 'coach', json: wwcc }, 404],
      [{ method: 'DELETE', url: `/api/user/credentials/${id}`, as: 'coach' }, 200],
      [{ method: 'DELETE', url: `/api/user/credentials/${id}`, as: 'coach' }, 404],
      [{ url: '/api/file/upload/credential', as: 'coach', form: { credential: big } }, 413],
      [
        {
          url: '/api/file/upload/credential',
          as: 'coach',
          form: { credential: bytes([0x47, 0x49, 0x46, 0x38], 'card.pdf', 'application/pdf') },
        },
        415,
      ],
      [
        {
          url: '/api/file/upload/credential',
          as: 'coach',
          form: { credential: bytes([0xff, 0xd8, 0xff], 'card.jpg', 'image/jpeg') },
        },
        201,
      ],
      [
        {
          method: 'PUT',
          url: '/api/user/settings',
          as: 'coach',
          json: { credentialReminders: false },
        },
        200,
      ],
    ]);
    for (let i = 0; i < MAX_CREDENTIALS; i += 1) {
      db.credentials.push({
        ...wwcc,
        id: 5000 + i,
        userId: coachUser.id,
        sportType: null,
        level: null,
        name: null,
        issuedOn: null,
        fileId: null,
      } as (typeof db.credentials)[number]);
    }
    const again = { ...wwcc, fileId: undefined };
    await expectStatuses([[{ url: '/api/user/credentials', as: 'coach', json: again }, 409]]);
  });

  it('applications: apply, the applied list and check, withdraw', async () => {
    const open = jobs.find((j) => j.id !== 2)!.id;
    await expectStatuses([
      [{ url: '/api/job-apply/apply', as: 'coach', json: apply(open) }, 201],
      [{ url: '/api/job-apply/apply', as: 'coach', json: apply(2) }, 409],
      [{ url: '/api/job-apply/apply', as: 'coach', json: apply(9999) }, 404],
      [{ url: '/api/job-apply/apply', as: 'coach', json: apply(open, 999) }, 400],
      [{ url: '/api/job-apply/apply', as: 'coach', json: { jobId: open } }, 400],
      [{ url: '/api/job-apply/apply', as: 'org', json: apply(open) }, 403],
      [{ url: '/api/job-apply/applied_jobs', as: 'coach' }, 200],
      [{ url: '/api/job-apply/applied_jobs?title=coach&page=1&postPerPage=5', as: 'coach' }, 200],
      [{ url: '/api/job-apply/job_applied/2', as: 'coach' }, 200],
      [{ url: '/api/job-apply/job_applied/3', as: 'coach' }, 200],
    ]);
    const mine = db.applications.find((a) => a.jobId === open)!;
    await expectStatuses([
      [{ method: 'POST', url: `/api/job-apply/withdraw/${mine.id}`, as: 'coach' }, 200],
      [{ method: 'POST', url: '/api/job-apply/withdraw/1', as: 'coach' }, 409],
      [{ method: 'POST', url: '/api/job-apply/withdraw/999', as: 'coach' }, 404],
    ]);
  });

  it('the organisation side: roles, applicants, status, profile, logo, files', async () => {
    const own = ownJob();
    const posted = await send({ url: '/api/org/jobs', as: 'org', json: role });
    expect(posted.status).toBe(201);
    await expectStatuses([
      [{ url: '/api/org/jobs', as: 'org' }, 200],
      [{ url: '/api/org/jobs', as: 'coach' }, 403],
      [{ url: '/api/org/jobs', as: 'org', json: { ...role, city: 'Atlantis' } }, 400],
      [{ url: '/api/org/jobs', as: 'org', json: { ...role, name: '' } }, 400],
      [{ url: `/api/org/jobs/${own}`, as: 'org' }, 200],
      [{ url: `/api/org/jobs/${otherJob()}`, as: 'org' }, 404],
      [{ method: 'PUT', url: `/api/org/jobs/${own}`, as: 'org', json: role }, 200],
      [{ method: 'PUT', url: `/api/org/jobs/${otherJob()}`, as: 'org', json: role }, 404],
      [{ url: '/api/org/jobs', as: 'org', json: { ...role, closingDate: '2026-02-30' } }, 400],
      [{ url: '/api/org/jobs', as: 'org', json: { ...role, closingDate: '2020-01-01' } }, 400],
      [{ url: `/api/org/jobs/${own}/status`, as: 'org', json: { open: false } }, 200],
      [{ url: `/api/org/jobs/${own}/status`, as: 'org', json: { open: false } }, 409],
      [{ url: `/api/org/jobs/${own}/status`, as: 'org', json: { open: true } }, 400],
      [{ url: `/api/org/jobs/${own}/status`, as: 'org', json: { open: true, closingDate } }, 200],
      [{ url: `/api/org/jobs/${own}/status`, as: 'org', json: { open: true, closingDate } }, 200],
      [{ url: `/api/org/jobs/${own}/status`, as: 'org', json: { open: 'no' } }, 400],
      [{ url: '/api/job-apply/apply', as: 'coach', json: apply(own) }, 201],
      [{ url: `/api/org/jobs/${own}/applicants`, as: 'org' }, 200],
      [{ url: `/api/org/jobs/${own}/applicants?meetsAll=true`, as: 'org' }, 200],
      [{ url: `/api/org/jobs/${own}/applicants?meetsAll=false`, as: 'org' }, 200],
      [{ url: `/api/org/jobs/${own}/applicants?meetsAll=yes`, as: 'org' }, 400],
      [{ url: `/api/org/jobs/${otherJob()}/applicants`, as: 'org' }, 404],
    ]);
    const badFilter = await send({
      url: `/api/org/jobs/${own}/applicants?meetsAll=yes`,
      as: 'org',
    });
    expect((badFilter.body as { fields?: unknown }).fields).toEqual({
      meetsAll: MESSAGES.mustBeTrueOrFalse,
    });
    const application = db.applications.find((a) => a.jobId === own)!;
    await expectStatuses([
      [
        {
          url: `/api/org/applications/${application.id}/status`,
          as: 'org',
          json: { status: 'Shortlisted' },
        },
        200,
      ],
      [{ url: `/api/org/applications/${application.id}/status`, as: 'org', json: {} }, 400],
      [{ url: '/api/org/applications/1/status', as: 'org', json: { status: 'Hired' } }, 404],
      [{ url: '/api/org/profile', as: 'org' }, 200],
      [
        {
          url: '/api/org/profile',
          as: 'org',
          json: { about: 'Hi', website: 'https://x.example', orgType: 'School' },
        },
        200,
      ],
      [
        {
          url: '/api/org/profile',
          as: 'org',
          json: { about: 'Hi', website: 'ftp://x', orgType: 'School' },
        },
        400,
      ],
      [{ url: '/api/org/logo', as: 'org', form: { logo: png() } }, 201],
      [{ url: '/api/org/logo', as: 'org', form: { logo: file('logo.gif', 'image/gif') } }, 415],
      [
        {
          url: '/api/org/logo',
          as: 'org',
          form: { logo: file('logo.png', 'image/png', 1024 * 1024 + 1) },
        },
        413,
      ],
      [{ url: '/api/org/logo', as: 'org', form: { other: 'x' } }, 400],
      [{ url: `/api/file/${application.resume}`, as: 'org' }, 200],
      [{ url: '/api/file/999', as: 'org' }, 404],
    ]);
  });

  it('saved jobs and the public summaries', async () => {
    await expectStatuses([
      [{ method: 'PUT', url: '/api/saved-jobs/3', as: 'coach' }, 200],
      [{ method: 'PUT', url: '/api/saved-jobs/9999', as: 'coach' }, 404],
      [{ method: 'PUT', url: '/api/saved-jobs/3' }, 401],
      [{ url: '/api/saved-jobs/ids', as: 'coach' }, 200],
      [{ url: '/api/saved-jobs', as: 'coach' }, 200],
      [{ url: '/api/saved-jobs/merge', as: 'coach', json: { ids: [4, 5] } }, 200],
      [{ url: '/api/saved-jobs/merge', as: 'coach', json: { ids: ['x'] } }, 400],
      [{ method: 'DELETE', url: '/api/saved-jobs/3', as: 'coach' }, 200],
      [{ url: '/api/job/summaries?ids=1,2,9999' }, 200],
      [{ url: '/api/job/summaries?ids=abc' }, 400],
    ]);
  });

  it('job alerts: a coach and a visitor', async () => {
    const query = { title: 'coach', location: 'Sydney', interests: ['Football'], minPay: 60000 };
    const created = await send({
      url: '/api/alerts',
      as: 'coach',
      json: { query, frequency: 'daily' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    await expectStatuses([
      [{ url: '/api/alerts', json: { email: 'v@example.com', query, frequency: 'weekly' } }, 202],
      [
        {
          url: '/api/alerts',
          as: 'coach',
          json: { query: { orgtype: 'Nope' }, frequency: 'daily' },
        },
        400,
      ],
      [{ url: '/api/alerts', as: 'coach', json: { query, frequency: 'hourly' } }, 400],
      [
        {
          url: '/api/alerts',
          as: 'coach',
          json: { query: { minPay: '60,000' }, frequency: 'daily' },
        },
        400,
      ],
    ]);
    const visitor = db.alerts.find((a) => a.email === 'v@example.com')!;
    await expectStatuses([
      [{ url: '/api/alerts/confirm', json: { token: alertConfirmToken(visitor.id) } }, 200],
      [{ url: '/api/alerts/confirm', json: { token: 'nope' } }, 404],
      [{ url: '/api/alerts', as: 'coach' }, 200],
      [{ url: '/api/alerts' }, 401],
      [{ method: 'PUT', url: `/api/alerts/${id}`, as: 'coach', json: { paused: true } }, 200],
      [{ method: 'PUT', url: '/api/alerts/9999', as: 'coach', json: { paused: true } }, 404],
      [{ method: 'DELETE', url: `/api/alerts/${id}`, as: 'coach' }, 200],
      [{ method: 'DELETE', url: `/api/alerts/${id}`, as: 'coach' }, 404],
    ]);
  });

  it('your data, your account: e-mail, sessions, export and delete (issue 31)', async () => {
    const wrong = { password: 'not-it' };
    await expectStatuses([
      [{ url: '/api/site/operator' }, 200],
      [{ url: '/api/user/sessions', as: 'coach' }, 200],
      [{ url: '/api/user/sessions' }, 401],
      [{ method: 'DELETE', url: '/api/user/sessions/s2-1', as: 'coach' }, 200],
      [{ method: 'DELETE', url: '/api/user/sessions/nope', as: 'coach' }, 404],
      [{ method: 'DELETE', url: '/api/user/sessions', as: 'org' }, 200],
      [{ method: 'DELETE', url: '/api/user/sessions', as: 'coach', noXsrf: true }, 403],
      [
        {
          url: '/api/user/change_email',
          as: 'coach',
          json: { password: PASSWORD, newEmail: 'new@example.com' },
        },
        200,
      ],
      [
        { url: '/api/user/change_email', as: 'coach', json: { ...wrong, newEmail: 'n@x.com' } },
        400,
      ],
      [
        {
          url: '/api/user/change_email',
          as: 'coach',
          json: { password: PASSWORD, newEmail: orgUser.email },
        },
        409,
      ],
      [
        {
          url: '/api/user/validateUserToken',
          json: { token: VALID_EMAIL_TOKEN, scope: 'Change Email' },
        },
        200,
      ],
      [{ url: '/api/user/validateUserToken', json: { token: 'x', scope: 'Change Email' } }, 404],
      [{ url: '/api/user/export', as: 'coach', json: wrong }, 400],
      [{ url: '/api/user/export', as: 'coach', json: { password: PASSWORD } }, 200],
      [{ url: '/api/user/export', as: 'coach', json: { password: PASSWORD } }, 200],
      [{ url: '/api/user/export', as: 'coach', json: { password: PASSWORD } }, 200],
      [{ url: '/api/user/export', as: 'coach', json: { password: PASSWORD } }, 429],
      [{ url: '/api/user/export', json: { password: PASSWORD } }, 401],
      [{ url: '/api/user/delete', as: 'org', json: wrong }, 400],
      [{ url: '/api/user/delete', as: 'org', json: { password: PASSWORD } }, 200],
      [{ url: '/api/user/delete', as: 'org', json: { password: PASSWORD } }, 401],
    ]);
  });

  it('the admin calls (issue 32): 401, 403, 403 without the second factor, and each action', async () => {
    const reason = { reason: 'Asks for bank details.' };
    await expectStatuses([
      [{ url: '/api/admin/queue' }, 401],
      [{ url: '/api/admin/queue', as: 'org' }, 403],
      [{ url: '/api/admin/queue', as: 'admin-no-mf' }, 403],
      [{ url: '/api/admin/queue', as: 'admin' }, 200],
      [{ url: '/api/admin/jobs/201/approve', as: 'admin', method: 'POST' }, 200],
      [{ url: '/api/admin/jobs/201/approve', as: 'admin', method: 'POST' }, 409],
      [{ url: '/api/admin/jobs/202/reject', as: 'admin', json: { reason: ' ' } }, 400],
      [{ url: '/api/admin/jobs/202/reject', as: 'admin', json: reason }, 200],
      [{ url: '/api/admin/orgs/11/verify', as: 'admin', method: 'POST' }, 200],
      [{ url: '/api/admin/orgs/999/verify', as: 'admin', method: 'POST' }, 404],
      [{ url: '/api/admin/reports', as: 'admin' }, 200],
      [{ url: '/api/admin/reports/302/dismiss', as: 'admin', method: 'POST' }, 200],
      [{ url: '/api/admin/reports/302/dismiss', as: 'admin', method: 'POST' }, 409],
      [{ url: '/api/admin/jobs/301/takedown', as: 'admin', json: reason }, 200],
      [{ url: '/api/admin/orgs/13/suspend', as: 'admin', json: { suspended: false } }, 200],
      [{ url: '/api/admin/orgs/13/suspend', as: 'admin', json: { suspended: true } }, 200],
      [{ url: '/api/admin/orgs/13/suspend', as: 'admin', json: {} }, 400],
      [{ url: '/api/admin/orgs?name=east', as: 'admin' }, 200],
      [{ url: '/api/admin/users?email=casey', as: 'admin' }, 200],
      [
        { url: `/api/admin/users/${coachUser.id}/suspend`, as: 'admin', json: { suspended: true } },
        200,
      ],
      [
        { url: `/api/admin/users/${adminUser.id}/suspend`, as: 'admin', json: { suspended: true } },
        409,
      ],
      [{ url: '/api/admin/audit?actorId=9&page=2&postPerPage=10', as: 'admin' }, 200],
    ]);
  });

  it('exercises every handler, each with a success answer, and each is in the contract', () => {
    const keys = handlers.map((h) => {
      if (!(h instanceof HttpHandler)) throw new Error(`${h.info.header}: not an HTTP handler`);
      return `${String(h.info.method)} ${String(h.info.path)}`;
    });
    for (const key of keys) {
      expect(endpointOf(...(key.split(' ') as [string, string])), key).toBe(key);
      expect(
        [...seen].some((s) => s.startsWith(`${key} 2`)),
        `${key}: no success answer was checked`,
      ).toBe(true);
    }
  });
});

describe('a handler that answers another shape than the server fails the contract', () => {
  afterAll(() => server.resetHandlers());

  const problemOf = async (method: string, url: string) => {
    const full = new URL(url, 'http://localhost:3000').href;
    return responseProblem(method, full, await fetch(full, { method }));
  };

  it('a job list whose ids are strings', async () => {
    server.use(
      http.get('/api/job/list', () =>
        HttpResponse.json({ message: API_MESSAGES.success, list: [{ id: '1' }], length: 1 }),
      ),
    );
    expect(await problemOf('GET', '/api/job/list')).toMatch(/list\.0\.id: Expected number/);
  });

  it('a success with the wrong message, or with a key the server never sends', async () => {
    server.use(
      http.post('/api/logout', () => HttpResponse.json({ message: 'Logged out' })),
      http.get('/api/orgtype/list', () => HttpResponse.json({ list: [{ type: 'School', id: 3 }] })),
    );
    expect(await problemOf('POST', '/api/logout')).toMatch(/message "Logged out"/);
    expect(await problemOf('GET', '/api/orgtype/list')).toMatch(/does not name: list\.0\.id/);
  });

  it("a failure that is not API.md's body, and a success status the call never answers", async () => {
    server.use(
      http.get('/api/job/job_detail/:id', () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
      http.get('/api/user/taglist', () => HttpResponse.json({ list: [] }, { status: 201 })),
    );
    expect(await problemOf('GET', '/api/job/job_detail/1')).toMatch(/-> 404: message/);
    expect(await problemOf('GET', '/api/user/taglist')).toMatch(/not a success status/);
    expect(contractProblem('GET', '/api/job/job_detail/1', 500, undefined)).toMatch(
      /without API\.md's JSON body/,
    );
  });
});
