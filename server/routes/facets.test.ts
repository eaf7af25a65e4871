// GET /api/job/list's coaching-context filters and GET /api/job/facets (issue 29; API.md part 2
// "Coaching-context facets"), through the app with a search thread (as two cores run it; the
// main thread's answers are search-facets.test.ts's): answers against the SQL reference, the
// 400s (an unknown value, 31 values, on the list, the counts and the feed alike), a repeated
// parameter, and the Atom feed filtered by a facet. Both engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_FACET_VALUES } from '../../src/shared/facets';
import { ApiFailureSchema, JobListResponseSchema } from '../../src/shared/schemas';
import { JobFacetsResponseSchema } from '../../src/shared/schemas/facets';
import { FACET_SEARCH_ERRORS } from '../../src/shared/texts/facet-search';
import { createJob } from '../db/queries/jobs';
import { referenceFacetCounts, referenceSearch } from '../db/testing/reference-search';
import { giveRolesContext, setRoleContext } from '../db/testing/role-context';
import { createTestContext, type TestContext, testJob, testSearch } from '../test-utils';
import { all, one, parseXml } from '../testing/xml';

let ctx: TestContext;
let netball: number;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, searchThread: true });
  await giveRolesContext(ctx.db, 17);
  netball = (
    await ctx.db.q
      .selectFrom('tags')
      .select('id')
      .where('name', '=', 'Netball')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => ctx.close());

const get = async (path: string) => {
  const res = await ctx.request(path);
  return { status: res.status, body: await res.json() };
};
const list = async (query: string) => {
  const { status, body } = await get(`/api/job/list?${query}`);
  expect(status, query).toBe(200);
  return JobListResponseSchema.parse(body);
};
const facets = async (query: string) => {
  const { status, body } = await get(`/api/job/facets?${query}`);
  expect(status, query).toBe(200);
  return JobFacetsResponseSchema.parse(body).facets;
};

describe('GET /api/job/list with the coaching context', () => {
  test('filters as the reference does (comma lists, any case, with the other filters)', async () => {
    const cases: [string, Parameters<typeof testSearch>[0]][] = [
      ['sportType=Netball', { context: { sportType: ['Netball'] } }],
      [
        'ageGroup=under%2012,Under%2013&times=evenings',
        { context: { ageGroup: ['Under 12', 'Under 13'], times: ['Evenings'] } },
      ],
      [
        'level=Community&pay=Volunteer,Honorarium&state=NSW,VIC&title=coach',
        {
          keyword: 'coach',
          context: {
            level: ['Community'],
            pay: ['Volunteer', 'Honorarium'],
            state: ['NSW', 'VIC'],
          },
        },
      ],
      [
        'gender=Girls%20%2F%20Women&days=Tue,Thu&page=2&postPerPage=5',
        { page: 2, pageSize: 5, context: { gender: ['Girls / Women'], days: ['Tue', 'Thu'] } },
      ],
    ];
    for (const [query, search] of cases) {
      const reference = await referenceSearch(ctx.db, testSearch({ pageSize: 10, ...search }));
      const full = query.includes('postPerPage') ? query : `${query}&postPerPage=10`;
      expect(await list(full), query).toEqual({ message: 'Success', ...reference });
      expect(await list(full), query).toEqual({ message: 'Success', ...reference });
    }
  });

  test('400 naming the field: an unknown value, more than 30 values; a repeated parameter takes its first', async () => {
    const many = Array.from({ length: MAX_FACET_VALUES + 1 }, (_, i) => `v${i}`).join(',');
    const thirty = Array.from({ length: MAX_FACET_VALUES }, () => 'Evenings').join(',');
    for (const [query, field, message] of [
      ['ageGroup=Under%2099', 'ageGroup', FACET_SEARCH_ERRORS.unknownValue],
      ['days=Mon,Someday', 'days', FACET_SEARCH_ERRORS.unknownValue],
      ['sportType=Quidditch', 'sportType', FACET_SEARCH_ERRORS.unknownValue],
      ['state=XYZ', 'state', FACET_SEARCH_ERRORS.unknownValue],
      [`level=${many}`, 'level', FACET_SEARCH_ERRORS.tooManyValues(MAX_FACET_VALUES)],
      [`sportType=${many}`, 'sportType', FACET_SEARCH_ERRORS.tooManyValues(MAX_FACET_VALUES)],
    ] as const) {
      for (const path of ['/api/job/list', '/api/job/facets', '/feeds/jobs.xml']) {
        const { status, body } = await get(`${path}?${query}`);
        expect(status, `${path}?${query}`).toBe(400);
        expect(ApiFailureSchema.parse(body)).toEqual({
          message: 'Error',
          detail: expect.any(String),
          fields: { [field]: message },
        });
      }
    }
    // 30 values are fine (here one, repeated)
    expect((await list(`times=${thirty}`)).length).toBeGreaterThan(0);
    expect((await get(`/api/job/list?times=${thirty},Evenings`)).status).toBe(400);
    const first = await list('times=Mornings&times=Not%20a%20time');
    expect(first).toEqual(await list('times=Mornings'));
    expect(first.length).toBeLessThan((await list('')).length);
    const refused = await get('/api/job/list?times=Not%20a%20time&times=Mornings');
    expect(refused.status).toBe(400);
  });
});

describe('GET /api/job/facets', () => {
  test('the counts of the reference, first and cached', async () => {
    for (const query of [
      '',
      'title=coach',
      'sportType=Netball&times=Evenings',
      'location=NSW&level=Community,School',
    ]) {
      const params = new URLSearchParams(query);
      const search = testSearch({
        keyword: params.get('title') ?? '',
        location: params.get('location') ?? '',
        context: {
          ...(params.get('sportType') ? { sportType: params.get('sportType')!.split(',') } : {}),
          ...(params.get('times') ? { times: params.get('times')!.split(',') } : {}),
          ...(params.get('level') ? { level: params.get('level')!.split(',') } : {}),
        },
      });
      const reference = await referenceFacetCounts(ctx.db, search);
      for (let i = 0; i < 3; i++) expect(await facets(query), query).toEqual(reference);
    }
  });

  test('a new role moves the counts (the cache follows the job lists)', async () => {
    const before = await facets('sportType=Netball');
    const count = (f: typeof before) => f.times.find((t) => t.value === 'Mornings')?.count ?? 0;
    const id = await createJob(ctx.db, testJob('Dawn netball coach'));
    await setRoleContext(ctx.db, [id], { sport_type_id: netball, days: 1, times: 1 });
    const after = await facets('sportType=Netball');
    expect(count(after)).toBe(count(before) + 1);
  });
});

describe('GET /feeds/jobs.xml with the coaching context', () => {
  test("only the roles with the facet's values, newest first", async () => {
    const res = await ctx.request('/feeds/jobs.xml?sportType=Netball&times=Mornings');
    expect(res.status).toBe(200);
    const doc = parseXml(await res.text());
    const ids = all(doc, 'entry').map((e) => Number(one(e, 'id').text.split('jobId=')[1]));
    const reference = await referenceSearch(
      ctx.db,
      testSearch({ context: { sportType: ['Netball'], times: ['Mornings'] }, pageSize: 50 }),
    );
    expect(ids.length).toBe(Math.min(50, reference.length));
    expect(new Set(ids)).toEqual(new Set(reference.list.map((j) => j.id)));
    expect(ids.length).toBeGreaterThan(0);
    // its title names the values, its page link keeps them
    expect(one(doc, 'title').text).toBe('Touchline roles: All roles, Netball, Mornings');
    expect(all(doc, 'link').find((l) => l.attrs.rel === 'alternate')?.attrs.href).toBe(
      'http://localhost:3000/jobsearch?sportType=Netball&times=Mornings',
    );
  });
});
