// The coaching-context facets (issue 29) in the bitset search and its facet counts, against the
// SQL reference (server/db/testing/reference-search.ts), on a seeded board whose roles are given
// random contexts (server/db/testing/role-context.ts). Both engines (server, server-pg).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FACET_PARAMS, type FacetParam, FIXED_FACET_VALUES } from '../../src/shared/facets';
import { JobFacetsResponseSchema } from '../../src/shared/schemas/facets';
import { jobListVersion, listening } from '../db/changes';
import type { Database } from '../db/connect';
import { mulberry32 } from '../db/seed';
import { referenceFacetCounts, referenceSearch } from '../db/testing/reference-search';
import { giveRolesContext, setRoleContext } from '../db/testing/role-context';
import { type SeededDatabase, seededDatabase, testSearch } from '../test-utils';
import {
  type FacetCounts,
  facetCounts,
  type JobSearch,
  jobFacetsText,
  jobListText,
  searchJobs,
  searchKeys,
} from './search';
import type { SearchContext } from './search-context';

let db: Database;
let seeded: SeededDatabase;
let sports: string[];
beforeAll(async () => {
  seeded = await seededDatabase(300);
  ({ db } = seeded);
  await listening(db);
  await giveRolesContext(db, 29);
  sports = (
    await db.q
      .selectFrom('tags')
      .select('name')
      .where('kind', '=', 'sport')
      .orderBy('name')
      .execute()
  ).map((r) => r.name);
});
afterAll(() => seeded.close());

const q = testSearch;
const ctx = (context: SearchContext, over: Partial<JobSearch> = {}) => q({ context, ...over });
const version = () => jobListVersion(db);
const listed = async (s: JobSearch) => JSON.parse(await jobListText(db, s, version(), 'Success'));
const total = async () => (await referenceSearch(db, q())).length;

/** The index's list and its cached text both equal the reference; returns the total. */
async function agrees(s: JobSearch): Promise<number> {
  const reference = await referenceSearch(db, s);
  expect(await searchJobs(db, s), JSON.stringify(s)).toEqual(reference);
  expect(await listed(s)).toEqual({ message: 'Success', ...reference });
  return reference.length;
}

describe('each facet filter against the reference', () => {
  test('every value of every fixed facet alone, and sports', async () => {
    const all = await total();
    let partial = 0;
    for (const [param, values] of Object.entries(FIXED_FACET_VALUES)) {
      for (const v of values) {
        const n = await agrees(ctx({ [param]: [v] }));
        if (n > 0 && n < all) partial += 1;
      }
    }
    for (const sport of sports.slice(0, 8)) await agrees(ctx({ sportType: [sport] }));
    // the random contexts split the board for nearly every value
    expect(partial).toBeGreaterThan(30);
  });

  test('values within a facet are OR, facets AND, with the other filters and paging', async () => {
    const searches = [
      ctx({ ageGroup: ['Under 12', 'Under 13', 'Under 14'] }),
      ctx({ days: ['Tue', 'Thu'], times: ['Evenings'] }),
      ctx({ sportType: [sports[0], sports[3]], level: ['Community', 'School'] }),
      ctx({ gender: ['Girls / Women'], pay: ['Volunteer', 'Honorarium'] }),
      ctx({ state: ['NSW', 'VIC'] }),
      ctx({ state: ['NSW'] }, { location: 'Sydney' }),
      ctx({ state: ['QLD'] }, { location: 'NSW' }),
      ctx({ pay: ['Paid'] }, { keyword: 'coach', page: 2, pageSize: 10 }),
      ctx({ level: ['Professional', 'National league'] }, { minPay: 60000 }),
      ctx({ sportType: [sports[1]], days: ['Sat', 'Sun'] }, { interests: ['Netball', 'Cricket'] }),
      ctx({ times: ['Mornings'] }, { orgType: 'School' }),
      ctx(
        {
          sportType: sports.slice(0, 10),
          ageGroup: ['Open', 'Masters', 'Under 18'],
          gender: ['Mixed', 'Boys / Men'],
          level: ['Community'],
          pay: ['Paid', 'Volunteer'],
          days: ['Mon', 'Wed', 'Fri'],
          times: ['Evenings', 'Daytime'],
          state: ['NSW', 'QLD', 'VIC', 'WA'],
        },
        { keyword: 'c' },
      ),
    ];
    let nonEmpty = 0;
    for (const s of searches) if ((await agrees(s)) > 0) nonEmpty += 1;
    expect(nonEmpty).toBeGreaterThanOrEqual(9);
  });

  test('a role with no context matches no facet filter, and any search without one', async () => {
    const [{ id }] = await db.q.selectFrom('jobs').select('id').orderBy('id').limit(1).execute();
    await setRoleContext(db, [id], {
      sport_type_id: null,
      age_groups: 0,
      gender: null,
      level: null,
      pay_kind: null,
      days: 0,
      times: 0,
    });
    const unfiltered = await searchJobs(db, q({ pageSize: 50 }));
    expect(unfiltered.length).toBe(await total());
    for (const param of Object.keys(FIXED_FACET_VALUES)) {
      const values = FIXED_FACET_VALUES[param as keyof typeof FIXED_FACET_VALUES];
      const s = ctx({ [param]: [...values] }, { pageSize: 50 });
      await agrees(s);
    }
  });

  test('a list cached without a facet is not the answer with it', async () => {
    const without = await listed(q());
    const withOne = await listed(ctx({ times: ['Mornings'] }));
    expect(withOne.length).toBeLessThan(without.length);
  });
});

/** The facets' value lists as the response gives them. */
const valuesOf = (c: FacetCounts, p: FacetParam) => c[p].map((x) => x.value);

describe('facet counts', () => {
  test('equal the reference counts by SQL, every value in its list order, zeros included', async () => {
    const searches = [
      q(),
      q({ keyword: 'coach' }),
      ctx({ sportType: [sports[0]], times: ['Evenings'] }),
      ctx({ ageGroup: ['Under 10', 'Under 11'], pay: ['Volunteer'] }, { location: 'NSW' }),
      ctx({ state: ['VIC', 'QLD'], level: ['Community', 'School'] }, { orgType: 'School' }),
      ctx({ days: ['Sat'] }, { interests: ['Netball'], minPay: 40000 }),
      q({ keyword: '%_' }),
      q({ orgType: 'No such type' }),
    ];
    for (const s of searches) {
      const counts = await facetCounts(db, s, version());
      expect(counts, JSON.stringify(s)).toEqual(await referenceFacetCounts(db, s));
      expect(Object.keys(counts)).toEqual([...FACET_PARAMS]);
      for (const [p, values] of Object.entries(FIXED_FACET_VALUES)) {
        expect(valuesOf(counts, p as FacetParam)).toEqual([...values]);
      }
      expect(valuesOf(counts, 'sportType')).toEqual(sports);
    }
  });

  test('a facet leaves out its own filter only; state leaves out location too', async () => {
    const counts = await facetCounts(
      db,
      ctx({ times: ['Evenings'], state: ['NSW'] }, { location: 'VIC' }),
      version(),
    );
    // times' counts: NSW and VIC both apply (no role is in both): all zero
    expect(counts.times.every((c) => c.count === 0)).toBe(true);
    // state's counts ignore location and state: VIC's count is its evening roles
    const vic = counts.state.find((c) => c.value === 'VIC')?.count;
    expect(vic).toBe(
      (await searchJobs(db, ctx({ times: ['Evenings'] }, { location: 'VIC' }))).length,
    );
    expect(vic).toBeGreaterThan(0);
  });

  test('the cached text is the counts as JSON, before and after a write', async () => {
    const s = ctx({ level: ['Community'] });
    for (let i = 0; i < 3; i++) {
      const body = JobFacetsResponseSchema.parse(JSON.parse(await jobFacetsText(db, s, version())));
      expect(body.facets).toEqual(await referenceFacetCounts(db, s));
    }
    const [{ id }] = await db.q
      .selectFrom('jobs')
      .select('id')
      .where('level', '=', 'School')
      .where('is_open', '=', 1)
      .limit(1)
      .execute();
    await setRoleContext(db, [id], { level: 'Community' });
    const after = JSON.parse(await jobFacetsText(db, s, version()));
    expect(after.facets).toEqual(await referenceFacetCounts(db, s));
  });
});

describe('a list and its counts asked together after a write', () => {
  test('share the one read of the context, with the answers of the reference', async () => {
    const [{ id }] = await db.q
      .selectFrom('jobs')
      .select('id')
      .where('level', '=', 'Community')
      .limit(1)
      .execute();
    await setRoleContext(db, [id], { times: 2, days: 1 });
    const s = ctx({ times: ['Daytime'], level: ['Community'] });
    const [counts, list] = await Promise.all([facetCounts(db, s, version()), searchJobs(db, s)]);
    expect(list).toEqual(await referenceSearch(db, s));
    expect(counts).toEqual(await referenceFacetCounts(db, s));
  });
});

describe('property: a value count is the length of the list with that value chosen', () => {
  test('for random queries, every facet value (seeded)', async () => {
    const random = mulberry32(1729);
    const pickSome = (list: readonly string[], most: number) =>
      list.filter(() => random() < most / list.length);
    const orgTypes = (await db.q.selectFrom('org_types').select('type').execute()).map(
      (r) => r.type,
    );
    const keywords = ['', '', '', 'coach', 'head', 's', 'junior coach'];
    for (let n = 0; n < 25; n++) {
      const context: SearchContext = {};
      for (const p of ['ageGroup', 'gender', 'level', 'pay', 'days', 'times'] as const) {
        if (random() < 0.35) context[p] = pickSome(FIXED_FACET_VALUES[p], 2);
      }
      if (random() < 0.35) context.sportType = pickSome(sports, 3);
      if (random() < 0.25) context.state = pickSome(['NSW', 'VIC', 'QLD', 'WA', 'SA'], 2);
      const s = ctx(context, {
        keyword: keywords[Math.floor(random() * keywords.length)],
        orgType: random() < 0.2 ? orgTypes[Math.floor(random() * orgTypes.length)] : '',
        location: random() < 0.15 ? 'NSW' : '',
        minPay: random() < 0.15 ? 50000 : undefined,
      });
      const counts = await facetCounts(db, s, version());
      for (const p of FACET_PARAMS) {
        for (const { value, count } of counts[p]) {
          const one: JobSearch = { ...s, context: { ...s.context }, pageSize: 1 };
          if (p === 'orgtype') one.orgType = value;
          else {
            if (p === 'state') one.location = '';
            one.context = { ...one.context, [p]: [value] };
          }
          const { length } = await searchKeys(db, one, version());
          expect(count, `${JSON.stringify(s)} ${p}=${value}`).toBe(length);
        }
      }
    }
  });
});
