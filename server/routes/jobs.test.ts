import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  ApiFailureSchema,
  JobDetailResponseSchema,
  JobListResponseSchema,
  type JobSummary,
} from '../../src/shared/schemas';
import { createJob, setJobOpen } from '../db/queries/jobs';
import { flushViews, VIEW_FLUSH_JOBS, VIEW_FLUSH_MS } from '../db/queries/views';
import { createTestContext, type TestContext } from '../test-utils';

let ctx: TestContext;
const literal: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  const org = await ctx.db.q
    .selectFrom('organisations')
    .select(['id', 'city_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const base = {
    orgId: org.id,
    cityId: org.city_id as number,
    minLevel: 'Level 1 Accredited Coach',
    roleType: 'Casual',
    categories: 'Coaching',
    salary: '$30 - $40 per hour',
    description: '<p>Plain words only.</p>',
    subject: '<p>About</p>',
    skills: '<ul><li>Skill</li></ul>',
    desiredSkills: '<p>Nice</p>',
    tagIds: [1],
    datePosted: new Date().toISOString(),
  };
  for (const name of [
    "O'Brien Cup Mentor",
    '100% Effort Trainer',
    'Snake_case Analyst',
    '"Quoted" Zebra Mentor',
  ]) {
    literal[name] = await createJob(ctx.db, { ...base, name });
  }
});
afterAll(() => ctx.close());

async function list(query: string) {
  const res = await ctx.request(`/api/job/list?${query}`);
  expect(res.status).toBe(200);
  const body = JobListResponseSchema.parse(await res.json());
  expect(body.message).toBe('Success');
  return body;
}

/** Every matching job over all pages (size 50). */
async function all(query: string): Promise<JobSummary[]> {
  const first = await list(`${query}&postPerPage=50&page=1`);
  const out = [...first.list];
  for (let p = 2; (p - 1) * 50 < first.length; p++)
    out.push(...(await list(`${query}&postPerPage=50&page=${p}`)).list);
  return out;
}

/**
 * The open jobs matching `where`, counted in SQL (the oracle of these tests): not closed by
 * their organisation and not past their closing moment on the tests' clock (issue 27).
 */
const openCount = async (where: RawBuilder<unknown> = sql`1 = 1`) =>
  (
    await sql<{ n: number }>`SELECT count(*) AS n FROM jobs j
      JOIN organisations o ON o.id = j.org_id JOIN org_types t ON t.id = o.org_type_id
      JOIN cities c ON c.id = j.city_id JOIN states s ON s.id = c.state_id
     WHERE j.is_open = 1 AND j.closes_at > ${new Date(ctx.clock.now()).toISOString()}
       AND ${where}`.execute(ctx.db.q)
  ).rows[0].n;
/** A job whose title, organisation or description contains `word` (any ASCII case). */
const mentions = (word: string) =>
  sql`(lower(j.name) LIKE ${`%${word}%`} OR lower(o.name) LIKE ${`%${word}%`} OR lower(j.description) LIKE ${`%${word}%`})`;

describe('GET /api/job/list', () => {
  test('no filter: every open job, newest first, length is the total', async () => {
    const body = await list('');
    expect(body.length).toBe(await openCount());
    expect(body.list).toHaveLength(25);
    const dates = body.list.map((j) => j.datePosted);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('pages do not overlap and together are the whole result', async () => {
    const p1 = await list('postPerPage=10&page=1');
    const p2 = await list('postPerPage=10&page=2');
    const ids1 = new Set(p1.list.map((j) => j.id));
    expect(p2.list.some((j) => ids1.has(j.id))).toBe(false);
    const every = await all('');
    expect(every).toHaveLength(await openCount());
    expect(new Set(every.map((j) => j.id)).size).toBe(every.length);
  });

  test('paging parameters: clamp, defaults, first of repeated values', async () => {
    expect((await list('postPerPage=100000')).list).toHaveLength(50);
    expect((await list('postPerPage=0')).list).toHaveLength(25);
    expect((await list('postPerPage=abc')).list).toHaveLength(25);
    const first = (await list('')).list.map((j) => j.id);
    expect((await list('page=-1')).list.map((j) => j.id)).toEqual(first);
    expect((await list('page=abc')).list.map((j) => j.id)).toEqual(first);
    expect((await list('page=99999')).list).toEqual([]);
    const repeated = await list('title=zzzzqqq&title=coach');
    expect(repeated.length).toBe(0);
  });

  test('organisation type filter', async () => {
    const jobs = await all('orgtype=School');
    expect(jobs.length).toBe(await openCount(sql`t.type = 'School'`));
    expect(jobs.length).toBeGreaterThan(0);
    const unknown = await list('orgtype=Nope');
    expect(unknown.length).toBe(0);
  });

  test('location by city name, by state name and by state code', async () => {
    const sydney = await all('location=Sydney');
    expect(sydney.length).toBe(await openCount(sql`c.name = 'Sydney'`));
    expect(sydney.every((j) => j.location === 'Sydney, NSW')).toBe(true);
    const vic = await all('location=VIC');
    expect(vic.length).toBe(await openCount(sql`s.code = 'VIC'`));
    expect(vic.every((j) => j.location.endsWith(', VIC'))).toBe(true);
    expect((await list('location=Victoria')).length).toBe(vic.length);
    expect((await list('location=victoria')).length).toBe(vic.length);
    expect((await list('location=Atlantis')).length).toBe(0);
  });

  test('interests: any of the list; sport is the older name', async () => {
    const expected = await openCount(
      sql`EXISTS (SELECT 1 FROM job_tags jt JOIN tags g ON g.id = jt.tag_id WHERE jt.job_id = j.id AND g.name IN ('Netball', 'Cricket'))`,
    );
    expect((await list('interests=Netball,Cricket')).length).toBe(expected);
    expect((await list('sport=Netball,Cricket')).length).toBe(expected);
    expect((await list('interests=Netball')).length).toBeLessThan(expected);
    expect((await list('interests=Netball,%20Cricket,Unknown')).length).toBe(expected);
  });

  test('orgId: one organisation’s open roles', async () => {
    const { org_id: org } = await ctx.db.q
      .selectFrom('jobs')
      .select('org_id')
      .where('is_open', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const jobs = await all(`orgId=${org}`);
    expect(jobs.length).toBe(await openCount(sql`j.org_id = ${org}`));
    expect(jobs.every((j) => j.org_id === org)).toBe(true);
    const bad = await ctx.request('/api/job/list?orgId=abc');
    expect(bad.status).toBe(400);
    // 0 names no organisation: every organisation's roles, as without orgId.
    expect((await list('orgId=0')).length).toBe((await list('')).length);
  });

  test('keyword: title matches first, then body matches, each newest first', async () => {
    const jobs = await all('title=coach');
    const expected = await openCount(mentions('coach'));
    expect(jobs.length).toBe(expected);
    const inTitle = jobs.map((j) => /coach/i.test(j.name));
    const firstBody = inTitle.indexOf(false);
    expect(firstBody).toBeGreaterThan(0);
    expect(inTitle.slice(firstBody).every((t) => !t)).toBe(true);
    const titleDates = jobs.slice(0, firstBody).map((j) => j.datePosted);
    expect([...titleDates].sort().reverse()).toEqual(titleDates);
  });

  test('keyword words are prefixes and all must match; combined with filters', async () => {
    const prefix = await list('title=strength%20cond');
    expect(prefix.length).toBeGreaterThan(0);
    expect(prefix.list[0].name).toMatch(/Strength & Conditioning/);
    const combined = await all('title=coach&location=NSW&orgtype=School');
    expect(combined.every((j) => j.location.endsWith(', NSW'))).toBe(true);
    const combinedCount = await openCount(
      sql`s.code = 'NSW' AND t.type = 'School' AND ${mentions('coach')}`,
    );
    expect(combined.length).toBe(combinedCount);
  });

  test('quotes, % and _ are literal text, never syntax or wildcards', async () => {
    const names = (b: { list: JobSummary[] }) => b.list.map((j) => j.name);
    expect(names(await list("title=O'Brien"))).toEqual(["O'Brien Cup Mentor"]);
    expect(names(await list('title=100%25'))).toEqual(['100% Effort Trainer']);
    expect(names(await list('title=snake_case'))).toEqual(['Snake_case Analyst']);
    expect(names(await list('title=%22Quoted%22%20zebra'))).toEqual(['"Quoted" Zebra Mentor']);
    for (const q of [
      '%25',
      '_',
      "'",
      '%22',
      '*',
      '(',
      'NOT',
      'coach%20OR',
      '{name}:x',
      'a%22%20OR%20%22b',
    ]) {
      const res = await ctx.request(`/api/job/list?title=${q}`);
      expect(res.status).toBe(200);
    }
    expect((await list('title=%25')).length).toBe(0);
    expect((await list('title=_')).length).toBe(0);
  });

  test('bad input: 400 for a keyword over 200 characters or more than 50 interests', async () => {
    const long = await ctx.request(`/api/job/list?title=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(ApiFailureSchema.parse(await long.json()).fields?.title).toBeTruthy();
    const many = Array.from({ length: 51 }, (_, i) => `t${i}`).join(',');
    const res = await ctx.request(`/api/job/list?interests=${many}`);
    expect(res.status).toBe(400);
    const thousand = Array.from({ length: 1000 }, (_, i) => `t${i}`).join(',');
    expect((await ctx.request(`/api/job/list?interests=${thousand}`)).status).toBe(400);
  });

  test('a new or closed job shows in or leaves the list at once (cache invalidated)', async () => {
    expect((await list('title=Quixotic')).length).toBe(0);
    const id = await createJob(ctx.db, {
      orgId: 1,
      cityId: 1,
      minLevel: 'x',
      roleType: 'Casual',
      categories: 'Coaching',
      salary: '$1',
      description: '<p>x</p>',
      subject: '',
      skills: '',
      desiredSkills: '',
      tagIds: [],
      datePosted: new Date().toISOString(),
      name: 'Quixotic Coach',
    });
    expect((await list('title=Quixotic')).list.map((j) => j.id)).toEqual([id]);
    await setJobOpen(ctx.db, id, false);
    expect((await list('title=Quixotic')).length).toBe(0);
    // closed jobs stay readable by id
    const res = await ctx.request(`/api/job/job_detail/${id}`);
    expect(res.status).toBe(200);
    expect(JobDetailResponseSchema.parse(await res.json()).jobDetails[0].open).toBe(false);
  });
});

describe('GET /api/job/job_detail/{id}', () => {
  test('returns the job and counts each view', async () => {
    const id = literal["O'Brien Cup Mentor"];
    const first = JobDetailResponseSchema.parse(
      await (await ctx.request(`/api/job/job_detail/${id}`)).json(),
    );
    const second = JobDetailResponseSchema.parse(
      await (await ctx.request(`/api/job/job_detail/${id}`)).json(),
    );
    expect(second.jobDetails[0].views).toBe(first.jobDetails[0].views + 1);
    const job = first.jobDetails[0];
    expect(job.name).toBe("O'Brien Cup Mentor");
    expect(Object.keys(job).sort()).toEqual(
      [
        'categories',
        'closedReason',
        'closingDate',
        'datePosted',
        'description',
        'desiredSkills',
        'id',
        'location',
        'minLevel',
        'name',
        'open',
        'org_id',
        'organisation',
        'payMax',
        'payMin',
        'payPeriod',
        'plusSuper',
        'requirements',
        'respondBy',
        'role_type',
        'salary',
        'skills',
        'subject',
        'tags',
        'views',
        // the coaching context (issue 29)
        'sportType',
        'ageGroups',
        'gender',
        'level',
        'pay',
        'days',
        'times',
        // the organisation's Verified badge (issue 32)
        'verified',
      ].sort(),
    );
  });

  test('unknown id 404, non-numeric 400, with the failure body', async () => {
    const missing = await ctx.request('/api/job/job_detail/9999999');
    expect(missing.status).toBe(404);
    // the largest id the parser takes is a 404 on both engines, never an out-of-range error
    expect((await ctx.request('/api/job/job_detail/999999999999999')).status).toBe(404);
    expect(ApiFailureSchema.parse(await missing.json()).message).toBe('Error');
    for (const bad of ['abc', '1abc', '-1', '0', '1.5']) {
      const res = await ctx.request(`/api/job/job_detail/${bad}`);
      expect(res.status).toBe(400);
      expect(ApiFailureSchema.parse(await res.json()).message).toBe('Error');
    }
  });

  test('job writes sanitize rich text', async () => {
    const id = await createJob(ctx.db, {
      orgId: 1,
      cityId: 1,
      minLevel: 'x',
      roleType: 'Casual',
      categories: 'Coaching',
      salary: '$1',
      description: '<p>Hi<img src=x onerror=alert(1)></p><script>alert(1)</script>',
      subject: '<a href="javascript:alert(1)">x</a>',
      skills: '<svg><script>alert(1)</script></svg>',
      desiredSkills: '<iframe srcdoc="x"></iframe>ok',
      tagIds: [],
      datePosted: new Date().toISOString(),
      name: 'XSS Probe',
    });
    const row = await ctx.db.q
      .selectFrom('jobs')
      .select(['description', 'subject', 'skills', 'desired_skills'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Object.values(row).join(' ')).not.toMatch(/script|onerror|javascript|iframe|svg|img/);
  });
});

describe('view counts', () => {
  const stored = async (id: number) =>
    (
      await ctx.db.q
        .selectFrom('job_views')
        .select('views')
        .where('job_id', '=', id)
        .executeTakeFirst()
    )?.views ?? 0;
  const storedAll = (ids: number[]) => Promise.all(ids.map(stored));
  const view = async (id: number) =>
    JobDetailResponseSchema.parse(await (await ctx.request(`/api/job/job_detail/${id}`)).json())
      .jobDetails[0].views;

  test('every view is counted in the answer and reaches the database in one later write', async () => {
    const id = literal["O'Brien Cup Mentor"];
    await flushViews(ctx.db);
    const before = await stored(id);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await view(id)).toBe(before + 1);
      expect(await view(id)).toBe(before + 2);
      expect(await view(id)).toBe(before + 3);
      expect(await stored(id)).toBe(before); // not written yet
      vi.setSystemTime(Date.now() + VIEW_FLUSH_MS);
      // the first view once the oldest pending one is old enough writes them all, itself included
      expect(await view(id)).toBe(before + 4);
      expect(await stored(id)).toBe(before + 4);
      expect(await view(id)).toBe(before + 5);
    } finally {
      vi.useRealTimers();
    }
    await flushViews(ctx.db);
    expect(await stored(id)).toBe(before + 5);
  });

  test('views of many jobs are written once VIEW_FLUSH_JOBS jobs have counts pending', async () => {
    const ids = (
      await ctx.db.q
        .selectFrom('jobs')
        .select('id')
        .where('is_open', '=', 1)
        .orderBy('id')
        .limit(VIEW_FLUSH_JOBS)
        .execute()
    ).map((r) => r.id);
    while (ids.length < VIEW_FLUSH_JOBS) {
      ids.push(
        await createJob(ctx.db, {
          orgId: 1,
          cityId: 1,
          minLevel: 'Level 1 Accredited Coach',
          roleType: 'Casual',
          categories: 'Coaching',
          salary: '$30 per hour',
          description: '<p>Many views.</p>',
          subject: '<p>x</p>',
          skills: '<p>x</p>',
          desiredSkills: '<p>x</p>',
          tagIds: [],
          datePosted: new Date().toISOString(),
          name: `Popular Role ${ids.length}`,
        }),
      );
    }
    await flushViews(ctx.db);
    const before = await storedAll(ids);
    vi.useFakeTimers({ toFake: ['Date'] }); // no time passes: only the count can trigger it
    try {
      for (const id of ids.slice(0, -1)) await view(id);
      expect(await storedAll(ids)).toEqual(before); // VIEW_FLUSH_JOBS - 1 jobs pending: not yet
      await view(ids[ids.length - 1]);
      expect(await storedAll(ids)).toEqual(before.map((n) => n + 1));
    } finally {
      vi.useRealTimers();
    }
  });
});
