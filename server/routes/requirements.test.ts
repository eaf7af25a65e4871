// A role's requirements written and read (issue 30 = API.md "Credentials (issue 18)":
// `requirements`): POST /api/org/jobs stores them (none when left out), refuses an unknown
// level or a start date that is not a date naming the field and writing nothing; PUT replaces
// them when given and keeps them when left out; job details and the organisation's role carry
// them, and a role stored without any reads as none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NO_REQUIREMENTS } from '../../src/shared/credentials';
import {
  ApiFailureSchema,
  JobDetailResponseSchema,
  JobPostedResponseSchema,
  OrgJobResponseSchema,
} from '../../src/shared/schemas';
import { CREDENTIAL_ERRORS as CE } from '../../src/shared/texts/credentials';
import { createJob } from '../db/queries/jobs';
import { accreditationNamedIn } from '../db/queries/requirements';
import { createTestContext, TEST_ROLE_CONTEXT, type TestContext, testJob } from '../test-utils';

let ctx: TestContext;
let org: string;
let dist: string;

const REQUIRED = {
  wwcc: true,
  policeCheck: false,
  firstAid: true,
  cpr: true,
  accreditation: 'Development',
  startDate: '2026-04-20',
};

const role = (overrides: Record<string, unknown> = {}) => ({
  name: 'Under 14 Girls Netball Coach',
  city: 'Sydney',
  minLevel: 'Level 1',
  role_type: 'Volunteer',
  categories: 'Netball, Coaching',
  salary: 'Volunteer role',
  tags: ['Netball'],
  description: '<p>Coach our under 14 girls.</p>',
  subject: '<p>Netball</p>',
  skills: '<p>Working With Children Check</p>',
  desiredSkills: '',
  closingDate: '2026-03-31',
  ...TEST_ROLE_CONTEXT,
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
const detail = async (id: number) => {
  const res = await ctx.request(`/api/job/job_detail/${id}`);
  expect(res.status).toBe(200);
  return JobDetailResponseSchema.parse(await res.json()).jobDetails[0];
};
const orgJob = async (id: number) =>
  OrgJobResponseSchema.parse(
    await (await ctx.request(`/api/org/jobs/${id}`, { token: org })).json(),
  ).job;
const jobCount = async () =>
  Number(
    (
      await ctx.db.q
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // A built app's minimum, so that /jobdetails is served with its data block.
  dist = mkdtempSync(join(tmpdir(), 'touchline-requirements-'));
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
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('requirements on a role', () => {
  test('posted, they come back on details and on the organisation role', async () => {
    const id = await posted({ requirements: REQUIRED });
    expect((await detail(id)).requirements).toEqual(REQUIRED);
    expect((await orgJob(id)).requirements).toEqual(REQUIRED);
  });

  test('left out of a post, the role requires nothing; partial ones default the rest', async () => {
    const none = await posted();
    expect((await detail(none)).requirements).toEqual(NO_REQUIREMENTS);
    const some = await posted({ requirements: { cpr: true, accreditation: '', startDate: null } });
    expect((await orgJob(some)).requirements).toEqual({ ...NO_REQUIREMENTS, cpr: true });
  });

  test('an unknown level or a start date that is no date: 400 naming it, nothing written', async () => {
    const before = await jobCount();
    for (const [requirements, field, message] of [
      [{ accreditation: 'Level 2' }, 'requirements.accreditation', CE.unknownLevel],
      [{ startDate: '2026-02-30' }, 'requirements.startDate', CE.invalidDate],
      [{ startDate: 'next week' }, 'requirements.startDate', CE.invalidDate],
    ] as const) {
      const res = await post(role({ requirements }));
      expect(res.status).toBe(400);
      const fields = ApiFailureSchema.parse(await res.json()).fields ?? {};
      expect(fields[field]).toBe(message);
    }
    expect(await jobCount()).toBe(before);
  });

  test('PUT replaces them when given, keeps them when left out; a bad one writes nothing', async () => {
    const id = await posted({ requirements: REQUIRED });
    expect((await put(id, role({ name: 'Renamed' }))).status).toBe(200);
    expect((await orgJob(id)).requirements).toEqual(REQUIRED);
    expect((await detail(id)).name).toBe('Renamed');
    const res = await put(id, role({ requirements: { accreditation: 'Expert' } }));
    expect(res.status).toBe(400);
    expect((await orgJob(id)).requirements).toEqual(REQUIRED);
    expect((await put(id, role({ requirements: { policeCheck: true } }))).status).toBe(200);
    expect((await detail(id)).requirements).toEqual({ ...NO_REQUIREMENTS, policeCheck: true });
  });

  test('the served /jobdetails page carries them in its data block', async () => {
    const id = await posted({ requirements: REQUIRED });
    const res = await ctx.request(`/jobdetails?jobId=${id}`);
    expect(res.status).toBe(200);
    const block = (await res.text()).match(
      /<script type="application\/json" id="first-data"[^>]*>(.*?)<\/script>/s,
    );
    expect(block).toBeTruthy();
    const job = JobDetailResponseSchema.parse(JSON.parse(block?.[1] ?? '{}')).jobDetails[0];
    expect(job.requirements).toEqual(REQUIRED);
  });

  test('the demo seed gives its roles requirements from what they are', async () => {
    const rows = await ctx.db.q
      .selectFrom('jobs')
      .select(['age_groups', 'requires_wwcc', 'requires_accreditation', 'min_level'])
      .where('org_id', '<', 1000)
      .where('name', 'not like', '%Netball Coach')
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.requires_wwcc).toBe((r.age_groups & 0x1fff) !== 0 ? 1 : 0);
      expect(r.requires_accreditation).toBe(accreditationNamedIn(r.min_level));
    }
    expect(rows.some((r) => r.requires_accreditation !== null)).toBe(true);
  });

  test('a role stored without requirements reads as none', async () => {
    const id = await createJob(ctx.db, testJob('Older role'));
    expect((await detail(id)).requirements).toEqual(NO_REQUIREMENTS);
  });
});
