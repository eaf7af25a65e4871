// Alert matching gives /api/job/list's answer: for a few hundred queries drawn from the demo
// board's own words and lookups, the roles an alert matches forward (RoleWindow) and backward
// (a role's keys against the alert's stored keys, then its words) are exactly the roles the
// search lists. Both engines (the roles and lookups are read through the engine under test).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishedRoles, type RoleMatchData } from '../db/queries/alert-runs';
import { allLookups } from '../db/queries/lookups';
import { mulberry32 } from '../db/seed';
import { type SeededDatabase, seededDatabase, TEST_START, testSearch } from '../test-utils';
import {
  alertAnchorKeys,
  alertFacetKeys,
  RoleWindow,
  roleFacetKeys,
  roleKeys,
  wordMatcher,
} from './alert-match';
import { resolveAlertQuery } from './alert-query';
import { searchJobs } from './search';

let seeded: SeededDatabase;
let roles: RoleMatchData[];
beforeAll(async () => {
  seeded = await seededDatabase(300);
  const { db } = seeded;
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
});
afterAll(() => seeded.close());

type Query = { title: string; orgtype: string; location: string; interests: string[] };

/** Every open role the search lists for a query (all pages). */
async function searched(q: Query): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const s = testSearch({
      keyword: q.title,
      orgType: q.orgtype,
      location: q.location,
      interests: q.interests,
      page,
      pageSize: 50,
    });
    const r = await searchJobs(seeded.db, s);
    out.push(...r.list.map((j) => j.id));
    if (out.length >= r.length || r.list.length === 0) break;
  }
  return out.sort((a, b) => a - b);
}

describe('alert matching is the search', () => {
  test('forward and reverse matching list exactly the roles /api/job/list does', async () => {
    const l = await allLookups(seeded.db);
    const states = l.states.map((s) => s.code);
    const cities = l.cities.map((c) => c.name);
    const words = [...new Set(roles.flatMap((r) => r.words))].sort();
    const random = mulberry32(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const window = new RoleWindow(roles);
    const allKeys = roles.map((r) => new Set(roleKeys(r)));
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const keyword = () => {
        const w = pick(words);
        const cut = random() < 0.5 ? w : w.slice(0, 1 + Math.floor(random() * w.length));
        return random() < 0.1 ? cut.toUpperCase() : cut;
      };
      const state = l.states[Math.floor(random() * l.states.length)];
      const q: Query = {
        title: random() < 0.6 ? [keyword(), ...(random() < 0.3 ? [keyword()] : [])].join(' ') : '',
        orgtype: random() < 0.3 ? pick(l.orgTypes).type : '',
        location:
          random() < 0.5
            ? pick([
                pick(states),
                state.name,
                pick(cities),
                `${pick(cities)}, ${pick(states)}`,
                pick(cities).toLowerCase(),
              ])
            : '',
        interests:
          random() < 0.4
            ? [...new Set([pick(l.tags).name, ...(random() < 0.5 ? [pick(l.tags).name] : [])])]
            : [],
      };
      let resolved: Awaited<ReturnType<typeof resolveAlertQuery>>;
      try {
        resolved = await resolveAlertQuery(seeded.db, q);
      } catch {
        continue; // "City, ST" of a city in another state: no such place, a 400
      }
      const expected = await searched(q);
      const forward = window
        .match(alertFacetKeys(resolved.plan), resolved.terms, 0, Number.MAX_SAFE_INTEGER)
        .newest.map((r) => r.jobId)
        .sort((a, b) => a - b);
      const anchors = alertAnchorKeys(resolved.plan, resolved.terms);
      const reverse = roles
        .filter(
          (r, n) => anchors.some((k) => allKeys[n].has(k)) && wordMatcher(r.words)(resolved.terms),
        )
        .map((r) => r.jobId)
        .sort((a, b) => a - b);
      expect(forward, JSON.stringify(q)).toEqual(expected);
      expect(reverse, JSON.stringify(q)).toEqual(expected);
      if (expected.length) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(50);
  });

  test('a role has each filter combination once; an alert one key per combination', () => {
    const keys = roleFacetKeys({ orgType: 3, city: 12, state: 1, tags: [5, 9], words: [] });
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('c12|o3|s1|t9');
    expect(keys).toContain('o3');
    expect(keys).toHaveLength(2 * 4 * 3 - 1);
    expect(
      alertFacetKeys({ orgType: 3, locations: [['c12'], ['s1']], tags: [5, 9] }).sort(),
    ).toEqual(['c12|o3|t5', 'c12|o3|t9', 'o3|s1|t5', 'o3|s1|t9']);
    expect(alertAnchorKeys({ orgType: null, locations: [], tags: [] }, [])).toEqual(['*']);
    expect(
      alertAnchorKeys({ orgType: null, locations: [], tags: [] }, ['a', 'goalkeeping']),
    ).toEqual(['w:goal']);
    expect(alertAnchorKeys({ orgType: null, locations: [], tags: [] }, ['u'])).toEqual(['x:u']);
  });

  test('the window counts only roles after a position, newest first, and at most `take`', () => {
    const w = new RoleWindow(roles);
    const all = w.match([], [], 0, 5);
    expect(all.count).toBe(roles.length);
    expect(all.newest.map((r) => r.seq)).toEqual(
      roles
        .map((r) => r.seq)
        .slice(-5)
        .reverse(),
    );
    const start = w.startAfter(roles[roles.length - 3].seq);
    expect(w.match([], [], start, 10).count).toBe(2);
  });
});
