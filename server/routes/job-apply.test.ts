import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiFailureSchema,
  AppliedCheckResponseSchema,
  AppliedJobsResponseSchema,
  CvUploadResponseSchema,
  ResumeUploadResponseSchema,
} from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { setJobOpen } from '../db/queries/jobs';
import { pdfBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, type TestContext } from '../test-utils';

let ctx: TestContext;

interface Coach {
  id: number;
  token: string;
  resume: number;
  cv: number;
}

async function upload(token: string, kind: 'resume' | 'cv'): Promise<number> {
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
  return { id: c.id, token, resume: await upload(token, 'resume'), cv: await upload(token, 'cv') };
}

const payload = (c: Coach, jobId: number, over: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Coach',
  resume: c.resume,
  cv: c.cv,
  jobId,
  salary: '$80,000 + super',
  notice: '2 weeks',
  referredBy: 'A friend',
  ...over,
});

const apply = (c: Coach, body: unknown) =>
  ctx.request('/api/job-apply/apply', { token: c.token, json: body });

let openJobIds: number[] = [];
/** The open jobs of the seed, by id (read once: a test closes one). */
const openJobs = () => openJobIds;
const appCount = async (userId: number) =>
  (
    await ctx.db.q
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

let A: Coach;
let B: Coach;
beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  openJobIds = (
    await ctx.db.q.selectFrom('jobs').select('id').where('is_open', '=', 1).orderBy('id').execute()
  ).map((j) => j.id);
  A = await newCoach();
  B = await newCoach();
});
afterAll(() => ctx.close());

describe('POST /api/job-apply/apply', () => {
  test('applies once: 201 with a Received status and history row, then 409', async () => {
    const job = openJobs()[0];
    const res = await apply(A, payload(A, job));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Job Application Submitted Successfully' });
    const row = await ctx.db.q
      .selectFrom('applications')
      .select(['id', 'status', 'applied_at'])
      .where('user_id', '=', A.id)
      .where('job_id', '=', job)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Received');
    const history = await ctx.db.q
      .selectFrom('application_status_history')
      .select('status')
      .where('application_id', '=', row.id)
      .execute();
    expect(history.map((h) => h.status)).toEqual(['Received']);
    const again = await apply(A, payload(A, job));
    expect(again.status).toBe(409);
    const failure = ApiFailureSchema.parse(await again.json());
    expect(failure.message).toBe('Error');
    expect(failure.detail).toBe(API_ERRORS.alreadyApplied);
    expect(await appCount(A.id)).toBe(1);
  });

  test("coach B cannot use coach A's resume or cover letter", async () => {
    const job = openJobs()[1];
    const before = await appCount(B.id);
    const r1 = await apply(B, payload(B, job, { resume: A.resume }));
    expect(r1.status).toBe(400);
    expect(ApiFailureSchema.parse(await r1.json()).fields?.resume).toBe(API_ERRORS.notYourResume);
    const r2 = await apply(B, payload(B, job, { cv: A.cv }));
    expect(r2.status).toBe(400);
    expect(ApiFailureSchema.parse(await r2.json()).fields?.cv).toBe(API_ERRORS.notYourCv);
    // a resume id where a cover letter belongs (and vice versa) is refused too
    expect((await apply(B, payload(B, job, { resume: B.cv, cv: B.resume }))).status).toBe(400);
    expect(await appCount(B.id)).toBe(before);
  });

  test('unknown or closed job 404; invalid payload 400 with fields', async () => {
    expect((await apply(B, payload(B, 9_999_999))).status).toBe(404);
    const closed = openJobs()[2];
    await setJobOpen(ctx.db, closed, false);
    expect((await apply(B, payload(B, closed))).status).toBe(404);
    const bad = await apply(
      B,
      payload(B, openJobs()[3], { jobId: 'abc', salary: '', firstName: 'x'.repeat(500) }),
    );
    expect(bad.status).toBe(400);
    const fields = ApiFailureSchema.parse(await bad.json()).fields ?? {};
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['jobId', 'salary', 'firstName']));
    // numeric strings are accepted for ids
    const ok = await apply(
      B,
      payload(B, openJobs()[4], { jobId: String(openJobs()[4]), resume: String(B.resume) }),
    );
    expect(ok.status).toBe(201);
  });

  test('auth: 401 without a token, 403 for an organisation, 403 without XSRF', async () => {
    const job = openJobs()[5];
    expect((await ctx.request('/api/job-apply/apply', { json: payload(A, job) })).status).toBe(401);
    const o = await ctx.registerOrg();
    const { token } = await ctx.loginAs(o.email, o.password);
    expect(
      (await ctx.request('/api/job-apply/apply', { token, json: payload(A, job) })).status,
    ).toBe(403);
    const noXsrf = await ctx.request('/api/job-apply/apply', {
      token: A.token,
      json: payload(A, job),
      noXsrf: true,
    });
    expect(noXsrf.status).toBe(403);
  });

  test('20 concurrent identical applications give one 201 and one row', async () => {
    const c = await newCoach();
    const job = openJobs()[6];
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(c, payload(c, job))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await appCount(c.id)).toBe(1);
  });
});

describe('GET /api/job-apply/applied_jobs and job_applied/{id}', () => {
  test('lists only the caller’s applications; userId parameters are ignored', async () => {
    const c = await newCoach();
    const jobs = openJobs().slice(10, 23);
    for (const j of jobs) expect((await apply(c, payload(c, j))).status).toBe(201);
    const res = await ctx.request(`/api/job-apply/applied_jobs?userId=${A.id}&coachId=${A.id}`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    const body = AppliedJobsResponseSchema.parse(await res.json());
    expect(body.length).toBe(13);
    expect(body.list).toHaveLength(10);
    expect(body.list.every((j) => jobs.includes(j.id) && j.status === 'Received')).toBe(true);
    expect(body.list[0].resumeId).toBe(c.resume);
    const p2 = AppliedJobsResponseSchema.parse(
      await (
        await ctx.request('/api/job-apply/applied_jobs?page=2&postPerPage=10', { token: c.token })
      ).json(),
    );
    expect(p2.list).toHaveLength(3);
    expect(p2.list.some((j) => body.list.some((k) => k.id === j.id))).toBe(false);
    const zero = AppliedJobsResponseSchema.parse(
      await (
        await ctx.request('/api/job-apply/applied_jobs?postPerPage=0', { token: c.token })
      ).json(),
    );
    expect(zero.list).toHaveLength(10);
  });

  test('title, sport and location filters', async () => {
    const c = await newCoach();
    const jobs = openJobs().slice(30, 45);
    for (const j of jobs) await apply(c, payload(c, j));
    const get = async (q: string) =>
      AppliedJobsResponseSchema.parse(
        await (
          await ctx.request(`/api/job-apply/applied_jobs?postPerPage=50&${q}`, { token: c.token })
        ).json(),
      );
    const any = (await get('')).list[0];
    const byTitle = await get(`title=${encodeURIComponent(any.name)}`);
    expect(byTitle.list.every((j) => j.name.includes(any.name))).toBe(true);
    expect(byTitle.length).toBeGreaterThan(0);
    expect((await get('title=%25')).length).toBe(0);
    const state = any.location.split(', ')[1];
    const byLoc = await get(`location=${state}`);
    expect(byLoc.list.every((j) => j.location.endsWith(`, ${state}`))).toBe(true);
    const { name: sport } = await ctx.db.q
      .selectFrom('job_tags as jt')
      .innerJoin('tags as t', 't.id', 'jt.tag_id')
      .select('t.name')
      .where('jt.job_id', '=', any.id)
      .where('t.kind', '=', 'sport')
      .executeTakeFirstOrThrow();
    const bySport = await get(`sport=${encodeURIComponent(sport)}`);
    expect(bySport.list.map((j) => j.id)).toContain(any.id);
    // Title and location ignore ASCII case (as SQLite's LIKE and NOCASE did), on both engines.
    const swapCase = (s: string) =>
      s.replace(/[A-Za-z]/g, (ch) =>
        ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase(),
      );
    const ids = (r: { list: { id: number }[] }) => r.list.map((j) => j.id).sort();
    expect(ids(await get(`title=${encodeURIComponent(swapCase(any.name))}`))).toEqual(ids(byTitle));
    expect(ids(await get(`location=${swapCase(state)}`))).toEqual(ids(byLoc));
    const byPlace = await get(`location=${encodeURIComponent(swapCase(any.location))}`);
    expect(byPlace.list.map((j) => j.id)).toContain(any.id);
    expect(byPlace.list.every((j) => j.location === any.location)).toBe(true);
    expect((await get('title=_')).length).toBe(
      (await get('')).list.filter((j) => j.name.includes('_') || j.organisation.includes('_'))
        .length,
    );
  });

  test("job_applied: true with the date for the caller's application, false for another's", async () => {
    const job = openJobs()[0]; // A applied above
    const mine = AppliedCheckResponseSchema.parse(
      await (await ctx.request(`/api/job-apply/job_applied/${job}`, { token: A.token })).json(),
    );
    expect(mine.jobDetails[0].applied).toBe(true);
    expect(mine.jobDetails[0].datePosted).toMatch(/^\d{4}-\d\d-\d\dT/);
    const theirs = AppliedCheckResponseSchema.parse(
      await (await ctx.request(`/api/job-apply/job_applied/${job}`, { token: B.token })).json(),
    );
    expect(theirs.jobDetails[0]).toEqual({ applied: false, datePosted: null, status: null });
    expect((await ctx.request('/api/job-apply/job_applied/abc', { token: A.token })).status).toBe(
      400,
    );
    expect((await ctx.request(`/api/job-apply/job_applied/${job}`)).status).toBe(401);
  });
});

describe('POST /api/job-apply/withdraw/{applicationId}', () => {
  test('own Received application: withdrawn; others 404; moved on 409', async () => {
    const c = await newCoach();
    const [j1, j2] = openJobs().slice(60, 62);
    await apply(c, payload(c, j1));
    await apply(c, payload(c, j2));
    const ids = (
      await ctx.db.q
        .selectFrom('applications')
        .select('id')
        .where('user_id', '=', c.id)
        .orderBy('job_id')
        .execute()
    ).map((a) => a.id);
    const other = await ctx.request(`/api/job-apply/withdraw/${ids[0]}`, {
      method: 'POST',
      token: A.token,
    });
    expect(other.status).toBe(404);
    const ok = await ctx.request(`/api/job-apply/withdraw/${ids[0]}`, {
      method: 'POST',
      token: c.token,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Application Withdrawn Successfully' });
    expect(await appCount(c.id)).toBe(1);
    expect(
      (await ctx.request(`/api/job-apply/withdraw/${ids[0]}`, { method: 'POST', token: c.token }))
        .status,
    ).toBe(404);
    // a body of another type is refused (415) and withdraws nothing; no Content-Type at all is fine
    const typed = await ctx.request(`/api/job-apply/withdraw/${ids[1]}`, {
      method: 'POST',
      token: c.token,
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(typed.status).toBe(415);
    expect(await appCount(c.id)).toBe(1);
    await ctx.db.q
      .updateTable('applications')
      .set({ status: 'Reviewing' })
      .where('id', '=', ids[1])
      .execute();
    const locked = await ctx.request(`/api/job-apply/withdraw/${ids[1]}`, {
      method: 'POST',
      token: c.token,
    });
    expect(locked.status).toBe(409);
    expect(ApiFailureSchema.parse(await locked.json()).detail).toBe(API_ERRORS.cannotWithdraw);
    expect(await appCount(c.id)).toBe(1);
    // after withdrawing, the coach may apply again
    expect((await apply(c, payload(c, j1))).status).toBe(201);
  });
});
