// Alerts by the coaching context (issue 29): for random queries with facets, the roles an alert
// matches forward (RoleWindow) and backward (a role's keys against the alert's stored keys, then
// its words, minimum pay and context) are exactly the roles /api/job/list lists; the query's
// 400s, signature, summary and search link. Both engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXED_FACET_VALUES } from '../../src/shared/facets';
import { FACET_SEARCH_ERRORS } from '../../src/shared/texts/facet-search';
import { publishedRoles, type RoleMatchData } from '../db/queries/alert-runs';
import { allLookups } from '../db/queries/lookups';
import { mulberry32 } from '../db/seed';
import { giveRolesContext } from '../db/testing/role-context';
import { type SeededDatabase, seededDatabase, TEST_START, testSearch } from '../test-utils';
import {
  alertAnchorKeys,
  alertFacetKeys,
  fitsContext,
  matchSig,
  paysEnough,
  RoleWindow,
  roleKeys,
  wordMatcher,
} from './alert-match';
import { querySummary, resolveAlertQuery, type StoredQuery, searchPath } from './alert-query';
import { searchJobs } from './search';
import type { SearchContext } from './search-context';

let seeded: SeededDatabase;
let roles: RoleMatchData[];
let sports: string[];
beforeAll(async () => {
  seeded = await seededDatabase(300);
  const { db } = seeded;
  await giveRolesContext(db, 14);
  const open = await db.q.selectFrom('jobs').select('id').where('is_open', '=', 1).execute();
  await db.q
    .insertInto('job_publications')
    .values(open.map((j) => ({ seq: j.id, job_id: j.id, public_at: 0, matched_at: 0 })))
    .execute();
  roles = await publishedRoles(
    db,
    0,
    Number.MAX_SAFE_INTEGER,
    100_000,
    new Date(TEST_START).toISOString(),
  );
  sports = (await db.q.selectFrom('tags').select('name').where('kind', '=', 'sport').execute()).map(
    (r) => r.name,
  );
});
afterAll(() => seeded.close());

type Query = { title: string; location: string; interests: string[] } & SearchContext;

async function searched(q: Query): Promise<number[]> {
  const { title, location, interests, ...context } = q;
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const r = await searchJobs(
      seeded.db,
      testSearch({ keyword: title, location, interests, context, page, pageSize: 50 }),
    );
    out.push(...r.list.map((j) => j.id));
    if (out.length >= r.length || r.list.length === 0) break;
  }
  return out.sort((a, b) => a - b);
}

describe('alert matching by the coaching context is the search', () => {
  test('forward and reverse matching list exactly the roles /api/job/list does', async () => {
    const l = await allLookups(seeded.db);
    const random = mulberry32(29);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const some = (xs: readonly string[], most: number) => {
      const out = xs.filter(() => random() < most / xs.length);
      return out.length ? out : [pick(xs)];
    };
    const window = new RoleWindow(roles);
    const allKeys = roles.map((r) => new Set(roleKeys(r)));
    let nonEmpty = 0;
    for (let i = 0; i < 150; i++) {
      const q: Query = {
        title: random() < 0.3 ? pick(['coach', 'head', 'junior', 's']) : '',
        location: random() < 0.25 ? pick(l.states).code : '',
        interests: random() < 0.2 ? [pick(l.tags).name] : [],
      };
      for (const p of ['ageGroup', 'gender', 'level', 'pay', 'days', 'times'] as const) {
        if (random() < 0.3) q[p] = some(FIXED_FACET_VALUES[p], 2);
      }
      if (random() < 0.4) q.sportType = some(sports, 3);
      if (random() < 0.2) q.state = some(['NSW', 'VIC', 'QLD'], 1.5);
      const resolved = await resolveAlertQuery(seeded.db, q);
      const expected = await searched(q);
      const forward = window
        .match(
          alertFacetKeys(resolved.plan),
          resolved.terms,
          0,
          Number.MAX_SAFE_INTEGER,
          resolved.plan.minPay,
          resolved.plan.context,
        )
        .newest.map((r) => r.jobId)
        .sort((a, b) => a - b);
      const anchors = alertAnchorKeys(resolved.plan, resolved.terms);
      const reverse = roles
        .filter(
          (r, n) =>
            anchors.some((k) => allKeys[n].has(k)) &&
            wordMatcher(r.words)(resolved.terms) &&
            paysEnough(resolved.plan.minPay, r.payYearMax) &&
            fitsContext(resolved.plan.context, r),
        )
        .map((r) => r.jobId)
        .sort((a, b) => a - b);
      expect(forward, JSON.stringify(q)).toEqual(expected);
      expect(reverse, JSON.stringify(q)).toEqual(expected);
      if (expected.length) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(40);
  });

  test('the facets are part of the search: kept in the query, signed, summarised, linked', async () => {
    const plain = await resolveAlertQuery(seeded.db, { title: 'coach' });
    const netball = await resolveAlertQuery(seeded.db, {
      title: 'coach',
      sportType: 'netball',
      times: ['evenings', 'Mornings'],
      state: 'nsw',
    });
    expect(plain.plan.context).toBeUndefined();
    expect(matchSig(plain.plan, plain.terms)).toBe(
      matchSig({ orgType: null, locations: [], tags: [] }, ['coach']),
    );
    expect(matchSig(netball.plan, netball.terms)).not.toBe(matchSig(plain.plan, plain.terms));
    const q: StoredQuery = netball.query;
    expect(q).toEqual({
      title: 'coach',
      orgtype: '',
      location: '',
      interests: [],
      sportType: ['Netball'],
      times: ['Mornings', 'Evenings'],
      state: ['NSW'],
    });
    expect(querySummary(q)).toBe('"coach" · Netball · Mornings or Evenings · NSW');
    expect(searchPath(q)).toBe(
      '/jobsearch?jobtitle=coach&sportType=Netball&times=Mornings,Evenings&state=NSW',
    );
  });

  test('400 naming the query field: an unknown value, more than 30 values', async () => {
    const refused = async (query: Record<string, unknown>) => {
      try {
        await resolveAlertQuery(seeded.db, query);
      } catch (e) {
        return (e as { fields?: Record<string, string> }).fields;
      }
      throw new Error(`accepted ${JSON.stringify(query)}`);
    };
    expect(await refused({ ageGroup: ['Under 99'] })).toEqual({
      'query.ageGroup': FACET_SEARCH_ERRORS.unknownValue,
    });
    expect(await refused({ sportType: 'Quidditch', state: 'XYZ' })).toEqual({
      'query.sportType': FACET_SEARCH_ERRORS.unknownValue,
      'query.state': FACET_SEARCH_ERRORS.unknownValue,
    });
    expect(await refused({ days: Array.from({ length: 31 }, () => 'Mon') })).toEqual({
      'query.days': FACET_SEARCH_ERRORS.tooManyValues(30),
    });
  });
});
