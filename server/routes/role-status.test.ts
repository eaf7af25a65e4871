// A role's lifecycle end to end on the real app and database (issue 27; both engines): closing
// on time with no worker, closing as filled or withdrawn with one mail per applicant, extend and
// reopen with their rules, the saved-role reminder and the respond-by promise, each once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiFailureSchema, JobPostedResponseSchema } from '../../src/shared/schemas';
import { EMPLOYER_API_MESSAGES as EM } from '../../src/shared/texts/employer';
import { LIFECYCLE_API, LIFECYCLE_ERRORS } from '../../src/shared/texts/lifecycle';
import { addDays, dateIn, endOfDay } from '../../src/shared/zoned-time';
import { docBytes, pdfBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, TEST_ROLE_CONTEXT, type TestContext } from '../test-utils';
import { lifecycleSweep } from '../work/lifecycle';

let ctx: TestContext;
let org: string;
let otherOrg: string;
const coaches: { token: string; email: string; id: number; password: string }[] = [];
let orgAccount: { email: string; password: string };
let orgEmail: string;

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const today = (tz = SYDNEY) => dateIn(ctx.clock.now(), tz);

const role = (overrides: Record<string, unknown> = {}) => ({
  name: 'Head Hockey Coach',
  city: 'Sydney',
  minLevel: 'Level 2',
  role_type: 'Full-time',
  categories: 'Hockey, Coaching',
  salary: '$80,000',
  tags: ['Hockey'],
  description: '<p>Lead our quokkaline hockey programme.</p>',
  subject: '<p>Coaching</p>',
  skills: '<p>Accreditation</p>',
  desiredSkills: '',
  closingDate: addDays(today(), 10),
  ...TEST_ROLE_CONTEXT,
  sportType: 'Hockey',
  ...overrides,
});

const post = (path: string, json: unknown, token?: string) =>
  ctx.request(path, { method: 'POST', json, token });
const get = (path: string, token?: string) => ctx.request(path, { token });

async function postRole(overrides: Record<string, unknown> = {}, token = org): Promise<number> {
  const res = await post('/api/org/jobs', role(overrides), token);
  expect(res.status).toBe(201);
  return JobPostedResponseSchema.parse(await res.json()).id;
}

async function failure(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ApiFailureSchema.parse(await res.json());
}

async function apply(jobId: number, token: string) {
  const files: number[] = [];
  for (const [kind, bytes, name] of [
    ['resume', pdfBytes(), 'resume.pdf'],
    ['cv', docBytes(), 'letter.doc'],
  ] as const) {
    const fd = new FormData();
    fd.append(kind, new File([bytes.slice()], name));
    const res = await ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body: fd, token });
    const body = (await res.json()) as { resumeId?: number; cvId?: number };
    files.push((body.resumeId ?? body.cvId) as number);
  }
  return post(
    '/api/job-apply/apply',
    {
      firstName: 'Casey',
      lastName: 'Coach',
      resume: files[0],
      cv: files[1],
      jobId,
      salary: '$85k',
      notice: '2 weeks',
      referredBy: 'LinkedIn',
    },
    token,
  );
}

const detail = async (id: number) =>
  (await (await get(`/api/job/job_detail/${id}`)).json()) as {
    jobDetails: { open: boolean; closedReason: string | null; closingDate: string }[];
    similar?: { id: number; open: boolean }[];
  };
const listed = async (word: string) =>
  (
    (await (await get(`/api/job/list?title=${word}`)).json()) as { list: { id: number }[] }
  ).list.map((j) => j.id);
const statusOf = async (jobId: number, userId: number) =>
  (
    await ctx.db.q
      .selectFrom('applications')
      .select('status')
      .where('job_id', '=', jobId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).status;
const setStatus = async (jobId: number, userId: number, status: string) => {
  const { id } = await ctx.db.q
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const res = await post(`/api/org/applications/${id}/status`, { status }, org);
  expect(res.status).toBe(200);
};
/** Signs in again at the clock's time (access tokens expire as a test moves the clock on). */
const fresh = async (a: { email: string; password: string }) =>
  (await ctx.loginAs(a.email, a.password)).token;
/** A worker's run at `now`: the lifecycle's sweep, then the mail it queued. */
async function runWorker(now: number) {
  const deps = { ...ctx.deps, log: () => {}, publicUrl: ctx.deps.config.publicUrl };
  await lifecycleSweep.run(deps, now);
  await ctx.deps.work?.runDue(now);
}
const mailsTo = (email: string) => ctx.mail.filter((m) => m.to === email);

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  const o = await ctx.registerOrg({ orgName: 'Harbour Hockey Club' });
  const p = await ctx.registerOrg({ orgName: 'Other Hockey Club' });
  org = (await ctx.loginAs(o.email, o.password)).token;
  otherOrg = (await ctx.loginAs(p.email, p.password)).token;
  orgEmail = o.email;
  orgAccount = o;
  for (let i = 0; i < 6; i++) {
    const c = await ctx.registerCoach();
    coaches.push({ ...c, token: (await ctx.loginAs(c.email, c.password)).token });
  }
});
afterAll(() => ctx.close());

describe('closing dates', () => {
  test('bad dates are 400 naming the field, and nothing is written', async () => {
    const before = await ctx.db.q.selectFrom('jobs').select('id').execute();
    for (const [closingDate, message] of [
      [addDays(today(), -1), LIFECYCLE_ERRORS.closingInPast],
      [addDays(today(), 181), LIFECYCLE_ERRORS.closingTooFar],
      ['2026-02-30', LIFECYCLE_ERRORS.invalidDate],
      ['next week', LIFECYCLE_ERRORS.invalidDate],
    ]) {
      const body = await failure(await post('/api/org/jobs', role({ closingDate }), org), 400);
      expect(body.fields).toEqual({ closingDate: message });
    }
    const { closingDate: _, ...withoutDate } = role();
    expect((await failure(await post('/api/org/jobs', withoutDate, org), 400)).fields).toEqual({
      closingDate: LIFECYCLE_ERRORS.closingRequired,
    });
    const closing = addDays(today(), 10);
    for (const [respondBy, message] of [
      [addDays(closing, -1), LIFECYCLE_ERRORS.respondBeforeClosing],
      [addDays(closing, 61), LIFECYCLE_ERRORS.respondTooFar],
    ]) {
      const res = await post('/api/org/jobs', role({ closingDate: closing, respondBy }), org);
      expect((await failure(res, 400)).fields).toEqual({ respondBy: message });
    }
    expect(await ctx.db.q.selectFrom('jobs').select('id').execute()).toEqual(before);
    // Today and 180 days ahead are both allowed; so is a promise 60 days after closing.
    await postRole({ closingDate: today() });
    await postRole({ closingDate: addDays(today(), 180), respondBy: addDays(today(), 240) });
  });

  test('a role closes at 23:59:59 of its date in its state, with no worker, everywhere', async () => {
    const start = ctx.clock.now();
    const closing = addDays(today(PERTH), 2);
    const id = await postRole({ name: 'Zebrafinch Coach', city: 'Perth', closingDate: closing });
    const etag = (await get('/api/job/list?title=Zebrafinch')).headers.get('etag');
    expect(await listed('Zebrafinch')).toEqual([id]);

    const closesAt = endOfDay(closing, PERTH);
    expect(new Date(closesAt).toISOString()).toBe(`${closing}T15:59:59.000Z`); // UTC+8
    ctx.clock.set(closesAt - 1000);
    expect(await listed('Zebrafinch')).toEqual([id]);
    expect((await detail(id)).jobDetails[0].open).toBe(true);

    ctx.clock.set(closesAt);
    expect(await listed('Zebrafinch')).toEqual([]);
    const res = await get('/api/job/list?title=Zebrafinch', undefined);
    expect(res.headers.get('etag')).not.toBe(etag);
    const d = await detail(id);
    expect(d.jobDetails[0]).toMatchObject({ open: false, closedReason: 'expired' });
    expect(Array.isArray(d.similar)).toBe(true);
    const late = await fresh(coaches[0]);
    expect((await failure(await apply(id, late), 404)).detail).toBeTruthy();
    // The organisation still sees it, closed, on its own list.
    const mine = (await (await get('/api/org/jobs', await fresh(orgAccount))).json()) as {
      list: { id: number; open: boolean; closedReason: string | null }[];
    };
    expect(mine.list.find((j) => j.id === id)).toMatchObject({
      open: false,
      closedReason: 'expired',
    });
    ctx.clock.set(start);
  });

  test('unknown ids stay 404, and a closed role offers open roles like it', async () => {
    await failure(await get('/api/job/job_detail/99999999'), 404);
    const like = await postRole({ name: 'Similar Hockey Coach' });
    const id = await postRole({ name: 'Filled Hockey Coach' });
    expect(
      (await post(`/api/org/jobs/${id}/status`, { open: false, reason: 'filled' }, org)).status,
    ).toBe(200);
    const d = await detail(id);
    expect(d.jobDetails[0]).toMatchObject({ open: false, closedReason: 'filled' });
    expect(d.similar?.length).toBeGreaterThan(0);
    expect(d.similar?.length).toBeLessThanOrEqual(3);
    expect(d.similar?.every((j) => j.open && j.id !== id)).toBe(true);
    expect(d.similar?.map((j) => j.id)).toContain(like);
  });
});

describe('closing, extending and reopening', () => {
  test('closing as filled answers every application in progress, one mail each', async () => {
    const id = await postRole({ name: 'Kestrel Coach' });
    for (const c of coaches.slice(0, 4)) expect((await apply(id, c.token)).status).toBe(201);
    await setStatus(id, coaches[1].id, 'Interview');
    await setStatus(id, coaches[2].id, 'Hired');
    await setStatus(id, coaches[3].id, 'Reviewing');
    const before = coaches.map((c) => mailsTo(c.email).length);

    const res = await post(`/api/org/jobs/${id}/status`, { open: false, reason: 'filled' }, org);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: EM.roleClosed, open: false });
    expect(await statusOf(id, coaches[0].id)).toBe('Not successful');
    expect(await statusOf(id, coaches[1].id)).toBe('Not successful');
    expect(await statusOf(id, coaches[2].id)).toBe('Hired');
    expect(await statusOf(id, coaches[3].id)).toBe('Not successful');
    await runWorker(ctx.clock.now());
    const after = coaches.map((c) => mailsTo(c.email).length);
    expect(after.map((n, i) => n - before[i])).toEqual([1, 1, 0, 1, 0, 0]);
    const mail = mailsTo(coaches[0].email).at(-1);
    expect(mail?.subject).toContain('Kestrel Coach');
    expect(mail?.text).toContain('Harbour Hockey Club');
    expect(mail?.text).toContain('Not successful');
    // The coach's list shows it at once.
    const applied = (await (await get('/api/job-apply/applied_jobs', coaches[0].token)).json()) as {
      list: { id: number; status: string; open: boolean; closedReason: string }[];
    };
    expect(applied.list.find((j) => j.id === id)).toMatchObject({
      status: 'Not successful',
      open: false,
      closedReason: 'filled',
    });

    // Closed already: 409, and nothing more is sent.
    const again = await post(`/api/org/jobs/${id}/status`, { open: false }, org);
    expect((await failure(again, 409)).detail).toBe(LIFECYCLE_ERRORS.alreadyClosed);
    await runWorker(ctx.clock.now());
    expect(coaches.map((c) => mailsTo(c.email).length)).toEqual(after);
  });

  test('withdrawn mails too, unless told not to; other organisations get 404', async () => {
    const id = await postRole({ name: 'Osprey Coach' });
    const quiet = await postRole({ name: 'Quiet Coach' });
    expect((await apply(id, coaches[4].token)).status).toBe(201);
    expect((await apply(quiet, coaches[5].token)).status).toBe(201);
    await failure(await post(`/api/org/jobs/${id}/status`, { open: false }, otherOrg), 404);
    await failure(await post('/api/org/jobs/99999999/status', { open: false }, org), 404);
    await failure(
      await post(`/api/org/jobs/${id}/status`, { open: false, reason: 'bored' }, org),
      400,
    );
    const m4 = mailsTo(coaches[4].email).length;
    const m5 = mailsTo(coaches[5].email).length;
    expect((await post(`/api/org/jobs/${id}/status`, { open: false }, org)).status).toBe(200);
    const res = await post(
      `/api/org/jobs/${quiet}/status`,
      { open: false, notifyApplicants: false },
      org,
    );
    expect(res.status).toBe(200);
    await runWorker(ctx.clock.now());
    expect(mailsTo(coaches[4].email).length).toBe(m4 + 1);
    expect(mailsTo(coaches[4].email).at(-1)?.text).toContain('withdrawn');
    expect(mailsTo(coaches[5].email).length).toBe(m5);
    expect(await statusOf(quiet, coaches[5].id)).toBe('Not successful');
    expect((await detail(id)).jobDetails[0].closedReason).toBe('withdrawn');
  });

  test('extend and reopen need a good date, and keep the promise after it', async () => {
    const closing = addDays(today(), 5);
    const id = await postRole({
      name: 'Extended Coach',
      closingDate: closing,
      respondBy: addDays(closing, 10),
    });
    const status = (json: unknown) => post(`/api/org/jobs/${id}/status`, json, org);
    expect((await failure(await status({ open: true }), 400)).fields).toEqual({
      closingDate: LIFECYCLE_ERRORS.closingRequired,
    });
    expect(
      (await failure(await status({ open: true, closingDate: '2026-02-30' }), 400)).fields,
    ).toHaveProperty('closingDate');
    // Past the promise without a new one: 400 on respondBy.
    expect(
      (await failure(await status({ open: true, closingDate: addDays(closing, 20) }), 400)).fields,
    ).toEqual({
      respondBy: LIFECYCLE_ERRORS.respondBeforeNewClosing,
    });
    let res = await status({ open: true, closingDate: addDays(closing, 7) });
    expect(await res.json()).toEqual({ message: LIFECYCLE_API.roleExtended, open: true });
    expect((await detail(id)).jobDetails[0].closingDate).toBe(addDays(closing, 7));

    expect((await status({ open: false, reason: 'withdrawn' })).status).toBe(200);
    res = await status({
      open: true,
      closingDate: addDays(closing, 30),
      respondBy: addDays(closing, 40),
    });
    expect(await res.json()).toEqual({ message: EM.roleReopened, open: true });
    expect((await detail(id)).jobDetails[0]).toMatchObject({ open: true, closedReason: null });
    expect(await listed('Extended')).toContain(id);
    // Editing the role never moves the closing date.
    const put = await ctx.request(`/api/org/jobs/${id}`, {
      method: 'PUT',
      json: role({ name: 'Extended Coach', closingDate: addDays(today(), 100) }),
      token: org,
    });
    expect(put.status).toBe(200);
    expect((await detail(id)).jobDetails[0].closingDate).toBe(addDays(closing, 30));
  });
});

describe('reminders', () => {
  test('a saved role reminds once, two days before, unless applied or turned off', async () => {
    const start = ctx.clock.now();
    const closing = addDays(today(), 5);
    const id = await postRole({ name: 'Reminder Coach', closingDate: closing });
    const [saver, applier, quiet] = coaches;
    for (const c of [saver, applier, quiet]) {
      expect(
        (await ctx.request(`/api/saved-jobs/${id}`, { method: 'PUT', token: c.token })).status,
      ).toBe(200);
    }
    expect((await apply(id, applier.token)).status).toBe(201);
    const off = await ctx.request('/api/user/settings', {
      method: 'PUT',
      json: { closingReminders: false },
      token: quiet.token,
    });
    expect(await off.json()).toEqual({
      message: LIFECYCLE_API.settingsUpdated,
      closingReminders: false,
      credentialReminders: true, // issue 30's setting, apart
    });
    expect(await (await get('/api/user/settings', quiet.token)).json()).toEqual({
      closingReminders: false,
      credentialReminders: true,
    });
    await failure(await get('/api/user/settings', org), 403);
    await failure(await get('/api/user/settings'), 401);
    const bad = await ctx.request('/api/user/settings', {
      method: 'PUT',
      json: { closingReminders: 'no' },
      token: quiet.token,
    });
    expect((await failure(bad, 400)).fields).toHaveProperty('closingReminders');

    const closesAt = endOfDay(closing, SYDNEY);
    const count = () =>
      [saver, applier, quiet].map(
        (c) => mailsTo(c.email).filter((m) => m.subject.includes('Reminder Coach')).length,
      );
    await runWorker(closesAt - 49 * 3600_000);
    expect(count()).toEqual([0, 0, 0]);
    await runWorker(closesAt - 47 * 3600_000);
    expect(count()).toEqual([1, 0, 0]);
    await runWorker(closesAt - 3600_000);
    expect(count()).toEqual([1, 0, 0]);
    ctx.clock.set(start);
  });

  test('a broken promise reminds the organisation once, and the record counts on time', async () => {
    const start = ctx.clock.now();
    const closing = addDays(today(), 1);
    const respondBy = addDays(closing, 3);
    const id = await postRole({ name: 'Promise Coach', closingDate: closing, respondBy });
    for (const c of coaches) expect((await apply(id, c.token)).status).toBe(201);
    // Two answered in time, one later, three never.
    await setStatus(id, coaches[0].id, 'Shortlisted');
    await setStatus(id, coaches[1].id, 'Not successful');
    const due = endOfDay(respondBy, SYDNEY);
    ctx.clock.set(due + 3600_000);
    const earlyOrg = org;
    org = await fresh(orgAccount);
    await setStatus(id, coaches[2].id, 'Interview');
    org = earlyOrg;

    const applied = (await (
      await get('/api/job-apply/applied_jobs', await fresh(coaches[3]))
    ).json()) as {
      list: { id: number; overdue: boolean; respondBy: string }[];
    };
    expect(applied.list.find((j) => j.id === id)).toMatchObject({ overdue: true, respondBy });
    const answered = (await (
      await get('/api/job-apply/applied_jobs', await fresh(coaches[0]))
    ).json()) as {
      list: { id: number; overdue: boolean }[];
    };
    expect(answered.list.find((j) => j.id === id)?.overdue).toBe(false);

    const reminders = () => mailsTo(orgEmail).filter((m) => m.subject.includes('Promise Coach'));
    await runWorker(due - 1000);
    expect(reminders()).toHaveLength(0);
    await runWorker(due + 7200_000);
    await runWorker(due + 9000_000);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].text).toContain('3 applications are still Received or Reviewing');

    const orgId = (
      await ctx.db.q
        .selectFrom('jobs')
        .select('org_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).org_id;
    const page = (await (await get(`/api/org/getOrgPageDetails?orgid=${orgId}`)).json()) as {
      orgData: { responseRecord: unknown };
    };
    expect(page.orgData.responseRecord).toEqual({ promised: 6, keptOnTime: 2 });
    ctx.clock.set(start);
  });
});
