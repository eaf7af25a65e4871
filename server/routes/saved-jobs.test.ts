import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_SAVED_JOBS } from '../../src/shared/constants';
import {
  ApiFailureSchema,
  CvUploadResponseSchema,
  ResumeUploadResponseSchema,
} from '../../src/shared/schemas';
import {
  JobSummariesResponseSchema,
  SavedJobIdsResponseSchema,
  SavedJobsMergeResponseSchema,
  SavedJobsResponseSchema,
} from '../../src/shared/schemas/saved-jobs';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { SAVED_JOBS_API } from '../../src/shared/texts/saved-jobs';
import { createJob, setJobOpen } from '../db/queries/jobs';
import { unflushedViews } from '../db/queries/views';
import { pdfBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, type TestContext, testJob } from '../test-utils';

let ctx: TestContext;
let jobs: number[] = [];
let coach = { id: 0, token: '' };
let org = { token: '' };

const save = (jobId: number | string, token = coach.token) =>
  ctx.request(`/api/saved-jobs/${jobId}`, { method: 'PUT', token });
const remove = (jobId: number | string, token = coach.token) =>
  ctx.request(`/api/saved-jobs/${jobId}`, { method: 'DELETE', token });
const ids = async (token = coach.token) =>
  SavedJobIdsResponseSchema.parse(
    await (await ctx.request('/api/saved-jobs/ids', { token })).json(),
  ).ids;
const merge = (body: unknown, token = coach.token) =>
  ctx.request('/api/saved-jobs/merge', { token, json: body });
const failure = async (res: Response) => ApiFailureSchema.parse(await res.json());

async function newCoach() {
  const c = await ctx.registerCoach();
  return { id: c.id, token: (await ctx.loginAs(c.email, c.password)).token };
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  jobs = (await ctx.db.q.selectFrom('jobs').select('id').orderBy('id').execute()).map((j) => j.id);
  coach = await newCoach();
  const o = await ctx.registerOrg();
  org = { token: (await ctx.loginAs(o.email, o.password)).token };
});
afterAll(() => ctx.close());

describe('who may call the saved-jobs calls', () => {
  test('401 without a token, 403 with an organisation token, for every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['PUT', `/api/saved-jobs/${jobs[0]}`],
      ['DELETE', `/api/saved-jobs/${jobs[0]}`],
      ['GET', '/api/saved-jobs'],
      ['GET', '/api/saved-jobs/ids'],
      ['POST', '/api/saved-jobs/merge', { ids: [] }],
    ];
    for (const [method, path, json] of calls) {
      const none = await ctx.request(path, { method, json });
      expect(none.status, `${method} ${path}`).toBe(401);
      const asOrg = await ctx.request(path, { method, json, token: org.token });
      expect(asOrg.status, `${method} ${path}`).toBe(403);
    }
  });

  test('an unsafe call without the XSRF header is 403 before anything else', async () => {
    const res = await ctx.request(`/api/saved-jobs/${jobs[0]}`, {
      method: 'PUT',
      token: coach.token,
      noXsrf: true,
    });
    expect(res.status).toBe(403);
  });
});

describe('PUT and DELETE /api/saved-jobs/{jobId}', () => {
  test('saves once (again is the same answer), removes (also when not saved)', async () => {
    const c = await newCoach();
    for (let i = 0; i < 2; i++) {
      const res = await save(jobs[3], c.token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: SAVED_JOBS_API.saved });
    }
    expect(await ids(c.token)).toEqual([jobs[3]]);
    for (let i = 0; i < 2; i++) {
      const res = await remove(jobs[3], c.token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: SAVED_JOBS_API.removed });
    }
    expect(await ids(c.token)).toEqual([]);
  });

  test('an unknown role is 404, an id that is not a number 400; a closed role can be saved', async () => {
    const res = await save(99_999_999);
    expect(res.status).toBe(404);
    expect((await failure(res)).detail).toBe(API_ERRORS.jobNotFound);
    const gone = await remove(99_999_999_999_999);
    expect(gone.status).toBe(404);
    expect((await failure(gone)).detail).toBe(API_ERRORS.jobNotFound);
    expect((await save('abc')).status).toBe(400);
    expect((await save('1.5')).status).toBe(400);
    const closed = await createJob(ctx.db, testJob('Closed Keeper Coach', { open: false }));
    expect((await save(closed)).status).toBe(200);
    await remove(closed);
  });

  test('a body that is not JSON is 415 (after the token checks)', async () => {
    const res = await ctx.request(`/api/saved-jobs/${jobs[0]}`, {
      method: 'PUT',
      token: coach.token,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
  });

  test(`at most ${MAX_SAVED_JOBS} saves: the next is 409 with the message, a saved one stays 200`, async () => {
    const c = await newCoach();
    const extra: number[] = [];
    while (jobs.length + extra.length <= MAX_SAVED_JOBS) {
      extra.push(await createJob(ctx.db, testJob(`Extra ${extra.length}`)));
    }
    const all = [...jobs, ...extra];
    await ctx.db.q
      .insertInto('saved_jobs')
      .values(
        all.slice(0, MAX_SAVED_JOBS).map((job_id) => ({
          user_id: c.id,
          job_id,
          saved_on: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    const res = await save(all[MAX_SAVED_JOBS], c.token);
    expect(res.status).toBe(409);
    expect(await failure(res)).toEqual({ message: 'Error', detail: SAVED_JOBS_API.tooMany });
    expect((await save(all[0], c.token)).status).toBe(200);
    // The merge leaves out what does not fit, and answers the ids saved.
    const merged = SavedJobsMergeResponseSchema.parse(
      await (await merge({ ids: [all[MAX_SAVED_JOBS]] }, c.token)).json(),
    );
    expect(merged.ids).toHaveLength(MAX_SAVED_JOBS);
    expect(merged.ids).not.toContain(all[MAX_SAVED_JOBS]);
  });
});

describe('the limit holds under requests at once', () => {
  test(`three saves at once at ${MAX_SAVED_JOBS - 1}: one is saved, two are 409`, async () => {
    const c = await newCoach();
    const all = (await ctx.db.q.selectFrom('jobs').select('id').orderBy('id').execute()).map(
      (j) => j.id,
    );
    await ctx.db.q
      .insertInto('saved_jobs')
      .values(
        all.slice(0, MAX_SAVED_JOBS - 1).map((job_id) => ({
          user_id: c.id,
          job_id,
          saved_on: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    const rest = all.slice(MAX_SAVED_JOBS - 1, MAX_SAVED_JOBS + 2);
    const statuses = (await Promise.all(rest.map((id) => save(id, c.token)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect(await ids(c.token)).toHaveLength(MAX_SAVED_JOBS);
  });
});

describe('GET /api/saved-jobs', () => {
  test('newest saved first, with savedOn, open and applied, paged, closed roles included', async () => {
    const c = await newCoach();
    const [a, b, closed] = await Promise.all([
      createJob(ctx.db, testJob('Saved Alpha Coach')),
      createJob(ctx.db, testJob('Saved Beta Coach')),
      createJob(ctx.db, testJob('Saved Gamma Coach')),
    ]);
    const t0 = ctx.clock.now();
    for (const id of [a, b, closed]) {
      ctx.clock.advance(1000);
      expect((await save(id, c.token)).status).toBe(200);
    }
    await setJobOpen(ctx.db, closed, false);
    // applied to b
    const upload = async (kind: 'resume' | 'cv') => {
      const fd = new FormData();
      fd.append(kind, new File([pdfBytes()], `${kind}.pdf`));
      const body = await (
        await ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body: fd, token: c.token })
      ).json();
      return kind === 'resume'
        ? ResumeUploadResponseSchema.parse(body).resumeId
        : CvUploadResponseSchema.parse(body).cvId;
    };
    const applied = await ctx.request('/api/job-apply/apply', {
      token: c.token,
      json: {
        firstName: 'Casey',
        lastName: 'Coach',
        resume: await upload('resume'),
        cv: await upload('cv'),
        jobId: b,
        salary: '$1',
        notice: '1 week',
        referredBy: 'Friend',
      },
    });
    expect(applied.status).toBe(201);
    const res = await ctx.request('/api/saved-jobs', { token: c.token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = SavedJobsResponseSchema.parse(await res.json());
    expect(body.length).toBe(3);
    expect(body.list.map((j) => [j.id, j.open, j.applied])).toEqual([
      [closed, false, false],
      [b, true, true],
      [a, true, false],
    ]);
    expect(body.list[0]).toMatchObject({
      name: 'Saved Gamma Coach',
      savedOn: new Date(t0 + 3000).toISOString(),
      organisation: expect.any(String),
      location: expect.stringMatching(/, [A-Z]{2,3}$/),
    });
    const page2 = SavedJobsResponseSchema.parse(
      await (await ctx.request('/api/saved-jobs?page=2&postPerPage=2', { token: c.token })).json(),
    );
    expect(page2).toMatchObject({ length: 3, list: [{ id: a }] });
    // Paging rule: a bad page is 1, a size past 50 is 50.
    const odd = SavedJobsResponseSchema.parse(
      await (
        await ctx.request('/api/saved-jobs?page=x&postPerPage=999', { token: c.token })
      ).json(),
    );
    expect(odd.list).toHaveLength(3);
    expect(await ids(c.token)).toEqual([closed, b, a]);
  });
});

describe('POST /api/saved-jobs/merge', () => {
  test('moves a browser list in: unknown ids skipped, nothing duplicated, every saved id back', async () => {
    const c = await newCoach();
    await save(jobs[10], c.token);
    ctx.clock.advance(60_000);
    const res = await merge({ ids: [jobs[11], '77777777', jobs[10], jobs[12], jobs[11]] }, c.token);
    expect(res.status).toBe(200);
    const body = SavedJobsMergeResponseSchema.parse(await res.json());
    expect(body.message).toBe(SAVED_JOBS_API.merged);
    // The browser's order (first is newest) comes before older saves.
    expect(body.ids).toEqual([jobs[11], jobs[12], jobs[10]]);
    // Unknown ids only: nothing changes.
    const again = SavedJobsMergeResponseSchema.parse(
      await (await merge({ ids: [88888888] }, c.token)).json(),
    );
    expect(again.ids).toEqual(body.ids);
  });

  test('non-integers or more than 500 ids are 400; nothing is saved', async () => {
    const c = await newCoach();
    for (const bad of [[1.5], ['x'], [-3], [0], 'nope', [null]]) {
      const res = await merge({ ids: bad }, c.token);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const many = Array.from({ length: MAX_SAVED_JOBS + 1 }, (_, i) => i + 1);
    const res = await merge({ ids: many }, c.token);
    expect(res.status).toBe(400);
    expect((await failure(res)).fields).toHaveProperty('ids');
    expect((await merge({}, c.token)).status).toBe(400);
    expect(await ids(c.token)).toEqual([]);
  });
});

describe('GET /api/job/summaries', () => {
  test('public, in the order asked, unknown left out, closed roles with open:false, no view counted', async () => {
    const closed = await createJob(ctx.db, testJob('Summary Closed Coach', { open: false }));
    const viewsBefore = unflushedViews(ctx.db, jobs[5]);
    const res = await ctx.request(
      `/api/job/summaries?ids=${jobs[5]},99999999,${closed},${jobs[2]}`,
    );
    expect(res.status).toBe(200);
    const body = JobSummariesResponseSchema.parse(await res.json());
    expect(body.list.map((j) => [j.id, j.open])).toEqual([
      [jobs[5], true],
      [closed, false],
      [jobs[2], true],
    ]);
    expect(Object.keys(body.list[0]).sort()).toEqual(
      [
        'closedReason',
        'closingDate',
        'datePosted',
        'id',
        'location',
        'name',
        'open',
        'org_id',
        'organisation',
        'respondBy',
        'role_type',
        'salary',
        // the coaching context (issue 29)
        'sportType',
        'ageGroups',
        'gender',
        'level',
        'pay',
        'days',
        'times',
        'verified', // issue 32: the Verified badge
      ].sort(),
    );
    expect(unflushedViews(ctx.db, jobs[5])).toBe(viewsBefore);
    expect(
      JobSummariesResponseSchema.parse(await (await ctx.request('/api/job/summaries')).json()).list,
    ).toEqual([]);
  });

  test('ids that are not positive whole numbers, or more than 500, are 400 naming ids', async () => {
    for (const q of ['ids=abc', 'ids=1,-2', 'ids=1.5', 'ids=0', `ids=${'1,'.repeat(501)}1`]) {
      const res = await ctx.request(`/api/job/summaries?${q}`);
      expect(res.status, q).toBe(400);
      expect((await failure(res)).fields).toHaveProperty('ids');
    }
  });
});
