// A role's coaching context written and read (issue 29; API.md "Coaching-context facets";
// decision 021): POST /api/org/jobs requires sport, level and pay, refuses unknown values and
// times without days naming the field, and writes nothing when it refuses; PUT keeps what it
// leaves out, so roles stored before the context keep working; every role output (details, the
// served /jobdetails data block, the organisation's GET, the lists' summaries) carries it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import {
  ApiFailureSchema,
  JobDetailResponseSchema,
  JobListResponseSchema,
  JobPostedResponseSchema,
  JobSummariesResponseSchema,
  OrgJobResponseSchema,
} from '../../src/shared/schemas';
import { COACHING_ERRORS as CE } from '../../src/shared/texts/coaching-errors';
import { createJob } from '../db/queries/jobs';
import { roleDates } from '../db/queries/lifecycle';
import { createTestContext, type TestContext, testJob } from '../test-utils';

let ctx: TestContext;
let org: string;
let orgId: number;
let dist: string;

const FULL = {
  sportType: 'Netball',
  ageGroups: ['Under 12', 'Under 13', 'Under 14'],
  gender: 'Girls / Women',
  level: 'Community',
  pay: 'Volunteer',
  days: ['Tue', 'Thu'],
  times: ['Evenings'],
};
const NONE = {
  sportType: null,
  ageGroups: [],
  gender: null,
  level: null,
  pay: null,
  days: [],
  times: [],
};

const role = (overrides: Record<string, unknown> = {}) => ({
  name: 'Under 14 Girls Netball Coach',
  city: 'Sydney',
  minLevel: 'Level 1',
  role_type: 'Volunteer',
  categories: 'Netball, Coaching',
  salary: 'Volunteer role',
  tags: ['Netball'],
  description: '<p>Coach our under 14 girls on Tuesday and Thursday evenings.</p>',
  subject: '<p>Netball</p>',
  skills: '<p>Working With Children Check</p>',
  desiredSkills: '',
  // Within today..180 days of the tests' clock (TEST_START, 2026-03-01).
  closingDate: '2026-03-31',
  ...FULL,
  ...overrides,
});

const post = (json: unknown) => ctx.request('/api/org/jobs', { method: 'POST', json, token: org });
const put = (id: number, json: unknown) =>
  ctx.request(`/api/org/jobs/${id}`, { method: 'PUT', json, token: org });

async function posted(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await post(role(overrides));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return JobPostedResponseSchema.parse(await res.json()).id;
}

async function refused(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  return ApiFailureSchema.parse(await res.json()).fields ?? {};
}

/** The context fields of an answer's role. */
const contextOf = (job: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(FULL).map((k) => [k, job[k]]));

const detail = async (id: number) => {
  const res = await ctx.request(`/api/job/job_detail/${id}`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).not.toContain('undefined');
  return JobDetailResponseSchema.parse(JSON.parse(text)).jobDetails[0];
};
const orgJob = async (id: number) =>
  OrgJobResponseSchema.parse(
    await (await ctx.request(`/api/org/jobs/${id}`, { token: org })).json(),
  ).job;
const listed = async (id: number) => {
  const res = await ctx.request(`/api/job/list?orgId=${orgId}&postPerPage=50`);
  const row = JobListResponseSchema.parse(await res.json()).list.find((j) => j.id === id);
  expect(row, `role ${id} in the list`).toBeTruthy();
  return row as Record<string, unknown>;
};
const summary = async (id: number) => {
  const res = await ctx.request(`/api/job/summaries?ids=${id}`);
  expect(res.status).toBe(200);
  return JobSummariesResponseSchema.parse(await res.json()).list[0] as Record<string, unknown>;
};
/** The stored context columns of a role (or of all of the organisation's roles). */
const stored = (id: number) =>
  ctx.db.q
    .selectFrom('jobs')
    .select(['sport_type_id', 'age_groups', 'gender', 'level', 'pay_kind', 'days', 'times', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const jobCount = async () =>
  (
    await ctx.db.q
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  // A built app's minimum, so that /jobdetails is served with its data block.
  dist = mkdtempSync(join(tmpdir(), 'touchline-context-'));
  mkdirSync(join(dist, 'static/js'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Touchline</title>' +
      '<script type="module" crossorigin src="/static/js/app-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'static/js/app-abc.js'), '');
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'static/js/app-abc.js', isEntry: true } }),
  );
  writeFileSync(join(dist, 'prerender.json'), JSON.stringify({ '/jobdetails': '<main></main>' }));
  ctx = await createTestContext({ seed: true, config: { distDir: dist } });
  const a = await ctx.registerOrg({ orgName: 'Wattle Park Netball Club' });
  org = (await ctx.loginAs(a.email, a.password)).token;
  const user = await ctx.db.q
    .selectFrom('users')
    .select('org_id')
    .where('id', '=', a.id)
    .executeTakeFirstOrThrow();
  orgId = user.org_id as number;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('posting a role', () => {
  test('sport, level and pay are required: 400 naming each, nothing written', async () => {
    const before = await jobCount();
    const fields = await refused(
      await post(role({ sportType: undefined, level: undefined, pay: undefined })),
    );
    expect(fields).toMatchObject({
      sportType: MESSAGES.required,
      level: MESSAGES.required,
      pay: MESSAGES.required,
    });
    // '' and null are not given either.
    const blank = await refused(await post(role({ sportType: '', level: null, pay: '' })));
    expect(blank).toMatchObject({
      sportType: MESSAGES.required,
      level: MESSAGES.required,
      pay: MESSAGES.required,
    });
    // Only sport, level and pay: the others may be left out.
    const id = await posted({
      ageGroups: undefined,
      gender: undefined,
      days: undefined,
      times: undefined,
    });
    expect(contextOf(await detail(id))).toEqual({
      ...NONE,
      sportType: 'Netball',
      level: 'Community',
      pay: 'Volunteer',
    });
    expect(await jobCount()).toBe(before + 1);
  });

  test('unknown values: 400 naming the field, nothing written', async () => {
    const before = await jobCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sportType: 'Quidditch' }, 'sportType', CE.unknownSport],
      // A tag that is a specialism, not a sport of /api/sportstype/list.
      [{ sportType: 'Junior Development' }, 'sportType', CE.unknownSport],
      [{ ageGroups: ['Under 12', 'Under 99'] }, 'ageGroups', CE.unknownAgeGroup],
      [{ ageGroups: 'Under 12' }, 'ageGroups', CE.unknownAgeGroup],
      [{ gender: 'Anyone' }, 'gender', CE.unknownGender],
      [{ level: 'Elite' }, 'level', CE.unknownLevel],
      [{ pay: 'Free' }, 'pay', CE.unknownPay],
      [{ days: ['Tue', 'Funday'] }, 'days', CE.unknownDay],
      [{ times: ['Midnight'] }, 'times', CE.unknownTime],
      [{ days: [1] }, 'days', CE.unknownDay],
      // More than 30 values in one field.
      [{ days: Array.from({ length: 31 }, () => 'Tue') }, 'days', CE.tooMany(30)],
      [{ ageGroups: Array.from({ length: 31 }, () => 'Open') }, 'ageGroups', CE.tooMany(30)],
    ];
    for (const [overrides, field, message] of cases) {
      const fields = await refused(await post(role(overrides)));
      expect(fields[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await jobCount()).toBe(before);
  });

  test('times need days: 400 on times, nothing written', async () => {
    const before = await jobCount();
    for (const days of [[], undefined, null]) {
      const fields = await refused(await post(role({ days, times: ['Evenings'] })));
      expect(fields.times).toBe(CE.timesWithoutDays);
    }
    expect(await jobCount()).toBe(before);
    // Days without times are fine.
    const id = await posted({ days: ['Sat'], times: [] });
    expect(contextOf(await orgJob(id))).toMatchObject({ days: ['Sat'], times: [] });
  });

  test('the sport in any case is stored as listed; values come back in the lists order', async () => {
    const id = await posted({
      sportType: 'netBALL',
      ageGroups: ['Open', 'Under 13', 'Under 12', 'Under 12'],
      days: ['Thu', 'Tue'],
      times: ['Evenings', 'Mornings'],
    });
    expect(contextOf(await detail(id))).toEqual({
      ...FULL,
      ageGroups: ['Under 12', 'Under 13', 'Open'],
      times: ['Mornings', 'Evenings'],
    });
  });
});

describe('reading a role', () => {
  test('every field round-trips through details, the org GET, the list and summaries', async () => {
    const id = await posted();
    expect(contextOf(await detail(id))).toEqual(FULL);
    expect(contextOf(await orgJob(id))).toEqual(FULL);
    expect(contextOf(await listed(id))).toEqual(FULL);
    expect(contextOf(await summary(id))).toEqual(FULL);
    // A professional full-time role too.
    const pro = {
      sportType: 'Basketball',
      ageGroups: ['Open'],
      gender: 'Boys / Men',
      level: 'Professional',
      pay: 'Paid',
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      times: ['Daytime'],
    };
    const proId = await posted({ name: 'Head Coach', role_type: 'Full-time', ...pro });
    expect(contextOf(await detail(proId))).toEqual(pro);
    expect(contextOf(await listed(proId))).toEqual(pro);
  });

  test('the served /jobdetails page carries the context in its data block', async () => {
    const id = await posted();
    const res = await ctx.request(`/jobdetails?jobId=${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const block = html.match(
      /<script type="application\/json" id="first-data"[^>]*>(.*?)<\/script>/s,
    );
    expect(block).toBeTruthy();
    const data = JSON.parse(block?.[1] ?? '{}') as unknown;
    const job = JobDetailResponseSchema.parse(data).jobDetails[0];
    expect(contextOf(job)).toEqual(FULL);
  });

  test('a role stored before the context: null and [], never "undefined"; PUT without it is 200', async () => {
    const id = await createJob(
      ctx.db,
      testJob('Old Hockey Coach', { orgId, dates: roleDates('NSW', '2026-03-31', null) }),
    );
    expect(contextOf(await detail(id))).toEqual(NONE);
    expect(contextOf(await orgJob(id))).toEqual(NONE);
    expect(contextOf(await listed(id))).toEqual(NONE);
    expect(contextOf(await summary(id))).toEqual(NONE);
    const {
      sportType: _s,
      ageGroups: _a,
      gender: _g,
      level: _l,
      pay: _p,
      days: _d,
      times: _t,
      ...plain
    } = role({ name: 'Old Hockey Coach, edited' });
    const res = await put(id, plain);
    expect(res.status).toBe(200);
    expect(contextOf(await orgJob(id))).toEqual(NONE);
    // The role form of an old role sends '' for what it has not chosen: still 200.
    const blank = await put(id, { ...plain, sportType: '', level: '', pay: '', gender: '' });
    expect(blank.status).toBe(200);
    expect(contextOf(await orgJob(id))).toEqual(NONE);
    // And it can be given its context later.
    expect((await put(id, role())).status).toBe(200);
    expect(contextOf(await detail(id))).toEqual(FULL);
  });
});

describe('updating a role', () => {
  test('fields left out are kept; given ones replace; gender null and [] remove', async () => {
    const id = await posted();
    const { sportType: _s, level: _l, pay: _p, ...withoutRequired } = role();
    expect((await put(id, withoutRequired)).status).toBe(200);
    expect(contextOf(await orgJob(id))).toEqual(FULL);
    expect((await put(id, role({ sportType: null, level: '', pay: null }))).status).toBe(200);
    expect(contextOf(await orgJob(id))).toEqual(FULL);
    const changed = {
      sportType: 'Hockey',
      ageGroups: ['Masters'],
      gender: null,
      level: 'State league',
      pay: 'Honorarium',
      days: [],
      times: [],
    };
    expect((await put(id, role(changed))).status).toBe(200);
    expect(contextOf(await detail(id))).toEqual(changed);
    expect(contextOf(await listed(id))).toEqual(changed);
  });

  test('a refused update writes nothing: unknown sport, times on a role with no days', async () => {
    const id = await posted({ days: [], times: [] });
    const before = await stored(id);
    const sport = await refused(await put(id, role({ name: 'Changed', sportType: 'Quidditch' })));
    expect(sport.sportType).toBe(CE.unknownSport);
    // Days left out (kept: none) and times given.
    const { days: _d, ...noDays } = role({ name: 'Changed', times: ['Evenings'] });
    const times = await refused(await put(id, noDays));
    expect(times.times).toBe(CE.timesWithoutDays);
    const level = await refused(await put(id, role({ name: 'Changed', level: 'Elite' })));
    expect(level.level).toBe(CE.unknownLevel);
    expect(await stored(id)).toEqual(before);
    // Days kept from before, times added: fine.
    const withDays = await posted();
    const { days: _kept, ...keepDays } = role({ times: ['Mornings'] });
    expect((await put(withDays, keepDays)).status).toBe(200);
    expect(contextOf(await orgJob(withDays))).toMatchObject({
      days: ['Tue', 'Thu'],
      times: ['Mornings'],
    });
  });
});
