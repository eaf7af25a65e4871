// A coach's fit with a role, and applying sharing their credentials (issue 30 = API.md
// "Credentials (issue 18)"; decision 023): GET /api/job/fit/{jobId} marks each requirement met,
// missing, expires or expired on the coach's current credentials and the app's clock (coach
// only: 401, 403, 404; a closed role still answers); applying snapshots the credentials in the
// apply's transaction (later edits do not change it); the role's organisation sees each
// applicant's shared credentials (numbers included) and fit, filters with meetsAll=true, and
// downloads a shared document, which another organisation cannot (404); card numbers appear in
// no other answer and in no log.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiFailureSchema,
  ApplicantsResponseSchema,
  CvUploadResponseSchema,
  JobDetailResponseSchema,
  JobPostedResponseSchema,
  ResumeUploadResponseSchema,
} from '../../src/shared/schemas';
import { FitResponseSchema } from '../../src/shared/schemas/credential-fit';
import {
  CredentialAddedResponseSchema,
  CredentialDocumentResponseSchema,
} from '../../src/shared/schemas/credentials';
import { pdfBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, TEST_ROLE_CONTEXT, type TestContext } from '../test-utils';

let ctx: TestContext;

interface Account {
  id: number;
  token: string;
  email: string;
  password: string;
}
interface Coach extends Account {
  resume: number;
  cv: number;
}

const NUMBER = 'WWC1234567E';
const REQUIRED = {
  wwcc: true,
  policeCheck: true,
  firstAid: true,
  cpr: true,
  accreditation: 'Development',
  startDate: '2026-04-20',
};

async function uploadDoc(token: string, kind: 'resume' | 'cv'): Promise<number> {
  const fd = new FormData();
  fd.append(kind, new File([pdfBytes()], `${kind}.pdf`));
  const res = await ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body: fd, token });
  const body = await res.json();
  return kind === 'resume'
    ? ResumeUploadResponseSchema.parse(body).resumeId
    : CvUploadResponseSchema.parse(body).cvId;
}
async function newCoach(): Promise<Coach> {
  const c = await ctx.registerCoach();
  const { token } = await ctx.loginAs(c.email, c.password);
  return {
    ...c,
    token,
    resume: await uploadDoc(token, 'resume'),
    cv: await uploadDoc(token, 'cv'),
  };
}
async function newOrg(orgName: string): Promise<Account> {
  const o = await ctx.registerOrg({ orgName });
  return { ...o, token: (await ctx.loginAs(o.email, o.password)).token };
}
async function addCredential(c: Account, body: Record<string, unknown>): Promise<number> {
  const res = await ctx.request('/api/user/credentials', { json: body, token: c.token });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return CredentialAddedResponseSchema.parse(await res.json()).id;
}
async function postRole(org: Account, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.request('/api/org/jobs', {
    method: 'POST',
    token: org.token,
    json: {
      name: 'Under 14 Girls Netball Coach',
      city: 'Sydney',
      minLevel: 'Level 1',
      role_type: 'Volunteer',
      categories: 'Netball, Coaching',
      salary: 'Volunteer role',
      tags: ['Netball'],
      description: '<p>Coach our under 14 girls.</p>',
      subject: '<p>Netball</p>',
      skills: '<p>WWCC</p>',
      desiredSkills: '',
      closingDate: '2026-03-31',
      requirements: REQUIRED,
      ...TEST_ROLE_CONTEXT,
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return JobPostedResponseSchema.parse(await res.json()).id;
}
const apply = (c: Coach, jobId: number) =>
  ctx.request('/api/job-apply/apply', {
    token: c.token,
    json: {
      firstName: 'Casey',
      lastName: 'Coach',
      resume: c.resume,
      cv: c.cv,
      jobId,
      salary: '$80,000 + super',
      notice: '2 weeks',
      referredBy: 'A friend',
    },
  });
const fitOf = async (c: Account, jobId: number) => {
  const res = await ctx.request(`/api/job/fit/${jobId}`, { token: c.token });
  expect(res.status).toBe(200);
  return FitResponseSchema.parse(await res.json()).fit;
};
const marks = (fit: { requirement: string; status: string }[]) =>
  Object.fromEntries(fit.map((l) => [l.requirement, l.status]));
const applicants = async (org: Account, jobId: number, query = '') => {
  const res = await ctx.request(`/api/org/jobs/${jobId}/applicants${query}`, { token: org.token });
  expect(res.status).toBe(200);
  return ApplicantsResponseSchema.parse(await res.json()).list;
};

let orgA: Account;
let orgB: Account;
let partly: Coach;
let fully: Coach;
let interstate: Coach;
let role: number;
let docId: number;
let firstAidId: number;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  orgA = await newOrg('Wattle Park Netball Club');
  orgB = await newOrg('Another Club');
  role = await postRole(orgA);

  // Partly: a current NSW WWCC with its document, an expired first aid, CPR ending before the
  // start, a lower accreditation, no police check (the tests' clock: 2026-03-01).
  partly = await newCoach();
  const fd = new FormData();
  fd.append('credential', new File([pdfBytes()], 'wwcc.pdf'));
  const up = await ctx.request('/api/file/upload/credential', {
    method: 'POST',
    body: fd,
    token: partly.token,
  });
  expect(up.status).toBe(201);
  docId = CredentialDocumentResponseSchema.parse(await up.json()).fileId;
  await addCredential(partly, {
    type: 'WWCC',
    state: 'New South Wales',
    number: NUMBER,
    wwccType: 'Employee',
    expiresOn: '2030-01-01',
    fileId: docId,
  });
  firstAidId = await addCredential(partly, { type: 'First aid', expiresOn: '2026-02-01' });
  await addCredential(partly, { type: 'CPR', expiresOn: '2026-04-10' });
  await addCredential(partly, { type: 'Coaching accreditation', level: 'Foundation' });

  fully = await newCoach();
  await addCredential(fully, {
    type: 'WWCC',
    state: 'New South Wales',
    number: 'WWC7654321V',
    wwccType: 'Volunteer',
    expiresOn: '2031-01-01',
  });
  await addCredential(fully, { type: 'Police check', issuedOn: '2026-01-10' });
  await addCredential(fully, { type: 'First aid', expiresOn: '2027-06-01' });
  await addCredential(fully, { type: 'CPR', expiresOn: '2027-06-01' });
  await addCredential(fully, { type: 'Coaching accreditation', level: 'Advanced' });

  interstate = await newCoach();
  await addCredential(interstate, {
    type: 'WWCC',
    state: 'Victoria',
    number: 'VIC-12345',
    wwccType: 'Employee',
    expiresOn: '2030-01-01',
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/job/fit/{jobId}', () => {
  test('each requirement marked on the coach credentials and the clock', async () => {
    const fit = await fitOf(partly, role);
    expect(fit.map((l) => l.requirement)).toEqual([
      'wwcc',
      'policeCheck',
      'firstAid',
      'cpr',
      'accreditation',
    ]);
    expect(marks(fit)).toEqual({
      wwcc: 'met',
      policeCheck: 'missing',
      firstAid: 'expired',
      cpr: 'expires',
      accreditation: 'missing',
    });
    for (const l of fit) expect(l.detail.length).toBeGreaterThan(0);
    expect(fit.find((l) => l.requirement === 'cpr')?.detail).toMatch(/before this role starts/);
    expect(marks(await fitOf(fully, role))).toEqual({
      wwcc: 'met',
      policeCheck: 'met',
      firstAid: 'met',
      cpr: 'met',
      accreditation: 'met',
    });
    // Another state's WWCC does not count (decision 023).
    const other = await fitOf(interstate, role);
    expect(marks(other).wwcc).toBe('missing');
    expect(other[0].detail).toMatch(/Victoria/);
  });

  test('a role without requirements: no lines; the clock moves expiry', async () => {
    const plain = await postRole(orgA, { requirements: undefined });
    expect(await fitOf(partly, plain)).toEqual([]);
    // Three years on (signed in again), the WWCC of 2031 has not expired; the others have.
    ctx.clock.advance(3 * 365 * 86_400_000);
    try {
      const later = { ...fully, token: (await ctx.loginAs(fully.email, fully.password)).token };
      expect(marks(await fitOf(later, role))).toMatchObject({
        wwcc: 'met',
        firstAid: 'expired',
        cpr: 'expired',
      });
    } finally {
      ctx.clock.advance(-3 * 365 * 86_400_000);
    }
  });

  test('coach only: 401 without a token, 403 for an organisation, 404 unknown, 400 malformed', async () => {
    expect((await ctx.request(`/api/job/fit/${role}`)).status).toBe(401);
    expect((await ctx.request(`/api/job/fit/${role}`, { token: orgA.token })).status).toBe(403);
    const missing = await ctx.request('/api/job/fit/99999999', { token: partly.token });
    expect(missing.status).toBe(404);
    ApiFailureSchema.parse(await missing.json());
    expect((await ctx.request('/api/job/fit/abc', { token: partly.token })).status).toBe(400);
  });

  test('a closed role still answers (its page still shows)', async () => {
    const closing = await postRole(orgA);
    const res = await ctx.request(`/api/org/jobs/${closing}/status`, {
      json: { open: false, reason: 'filled' },
      token: orgA.token,
    });
    expect(res.status).toBe(200);
    expect(marks(await fitOf(fully, closing)).wwcc).toBe('met');
  });
});

describe('applying shares the credentials', () => {
  beforeAll(async () => {
    for (const c of [partly, fully, interstate]) expect((await apply(c, role)).status).toBe(201);
  });

  test('the organisation sees each applicant credentials (numbers too) and fit', async () => {
    const list = await applicants(orgA, role);
    expect(list).toHaveLength(3);
    const byCoach = (n: string) => list.find((a) => a.credentials?.some((c) => c.number === n));
    const p = byCoach(NUMBER);
    expect(p?.credentials?.map((c) => c.type)).toEqual([
      'WWCC',
      'First aid',
      'CPR',
      'Coaching accreditation',
    ]);
    expect(p?.credentials?.[0]).toMatchObject({
      state: 'New South Wales',
      wwccType: 'Employee',
      fileId: docId,
      fileName: 'wwcc.pdf',
      status: 'current',
    });
    // Expired ones are shared too, marked as such.
    expect(p?.credentials?.[1]).toMatchObject({ expiresOn: '2026-02-01', status: 'expired' });
    expect(marks(p?.fit ?? [])).toEqual(marks(await fitOf(partly, role)));
    expect(marks(byCoach('WWC7654321V')?.fit ?? [])).toMatchObject({ wwcc: 'met', cpr: 'met' });
    expect(marks(byCoach('VIC-12345')?.fit ?? []).wwcc).toBe('missing');
  });

  test('meetsAll=true keeps only those meeting every requirement; a bad value is 400', async () => {
    const met = await applicants(orgA, role, '?meetsAll=true');
    expect(met).toHaveLength(1);
    expect(met[0].credentials?.[0].number).toBe('WWC7654321V');
    expect(await applicants(orgA, role, '?meetsAll=false')).toHaveLength(3);
    const bad = await ctx.request(`/api/org/jobs/${role}/applicants?meetsAll=yes`, {
      token: orgA.token,
    });
    expect(bad.status).toBe(400);
    expect(ApiFailureSchema.parse(await bad.json()).fields).toHaveProperty('meetsAll');
  });

  test('one snapshot per application: a refused apply (409) writes none', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db.q
            .selectFrom('application_credentials')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // 4 + 5 + 1 credentials shared by the three applications.
    expect(await count()).toBe(10);
    expect((await apply(partly, role)).status).toBe(409);
    expect(await count()).toBe(10);
  });

  test('later edits do not change the snapshot', async () => {
    const res = await ctx.request(`/api/user/credentials/${firstAidId}`, {
      method: 'PUT',
      json: { type: 'First aid', expiresOn: '2027-12-31' },
      token: partly.token,
    });
    expect(res.status).toBe(200);
    // The coach's own fit follows the edit; the application keeps what was shared.
    expect(marks(await fitOf(partly, role)).firstAid).toBe('met');
    const p = (await applicants(orgA, role)).find((a) =>
      a.credentials?.some((c) => c.number === NUMBER),
    );
    expect(p?.credentials?.[1]).toMatchObject({ expiresOn: '2026-02-01', status: 'expired' });
    expect(marks(p?.fit ?? []).firstAid).toBe('expired');
    const stored = await ctx.db.q
      .selectFrom('application_credentials')
      .select('expires_on')
      .where('credential_id', '=', firstAidId)
      .execute();
    expect(stored).toEqual([{ expires_on: '2026-02-01' }]);
  });

  test('the shared document downloads for that organisation only (another: 404)', async () => {
    const own = await ctx.request(`/api/file/${docId}`, { token: orgA.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await ctx.request(`/api/file/${docId}`, { token: orgB.token })).status).toBe(404);
    expect((await ctx.request(`/api/file/${docId}`, { token: fully.token })).status).toBe(404);
  });

  test('card numbers: absent from every other answer and from the logs', async () => {
    const other = await ctx.request(`/api/org/jobs/${role}/applicants`, { token: orgB.token });
    expect(other.status).toBe(404);
    const answers = [
      await other.text(),
      await (await ctx.request('/api/job/list?postPerPage=50')).text(),
      await (await ctx.request(`/api/job/job_detail/${role}`)).text(),
      await (await ctx.request(`/api/job/fit/${role}`, { token: partly.token })).text(),
      await (await ctx.request(`/api/job/fit/${role}`, { token: fully.token })).text(),
      await (await ctx.request('/api/job-apply/applied_jobs', { token: partly.token })).text(),
      await (await ctx.request(`/api/org/jobs/${role}`, { token: orgA.token })).text(),
      await (await ctx.request('/api/org/jobs', { token: orgA.token })).text(),
      await (
        await ctx.request('/api/user/get_loggedin_user_profile', { token: partly.token })
      ).text(),
    ];
    JobDetailResponseSchema.parse(JSON.parse(answers[2]));
    for (const text of [...answers, ctx.logs.join('\n')]) {
      expect(text).not.toContain(NUMBER);
      expect(text).not.toContain('WWC7654321V');
      expect(text).not.toContain('VIC-12345');
    }
  });

  test('an organisation asking for a coach credentials directly: 403', async () => {
    expect((await ctx.request('/api/user/credentials', { token: orgA.token })).status).toBe(403);
  });
});
