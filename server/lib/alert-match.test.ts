// Alert matching gives /api/job/list's answer: for a few hundred queries drawn from the demo
// board's own words and lookups, the roles an alert matches forward (RoleWindow) and backward
// (a role's keys against the alert's stored keys, then its words and minimum pay) are exactly the
// roles the search lists. Both engines (the roles and lookups are read through the engine under test).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishedRoles, type RoleMatchData } from '../db/queries/alert-runs';
import { allLookups } from '../db/queries/lookups';
import { mulberry32 } from '../db/seed';
import { type SeededDatabase, seededDatabase, TEST_START, testSearch } from '../test-utils';
import {
  alertAnchorKeys,
  alertFacetKeys,
  matchSig,
  paysEnough,
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

type Query = {
  title: string;
  orgtype: string;
  location: string;
  interests: string[];
  minPay?: number;
};

/** Every open role the search lists for a query (all pages). */
async function searched(q: Query): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const s = testSearch({
      keyword: q.title,
      orgType: q.orgtype,
      location: q.location,
      interests: q.interests,
      minPay: q.minPay,
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
    const pays = roles.flatMap((r) => (r.payYearMax === null ? [] : [r.payYearMax]));
    expect(pays.length).toBeGreaterThan(50);
    expect(pays.length).toBeLessThan(roles.length); // some roles have no structured pay
    const random = mulberry32(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const window = new RoleWindow(roles);
    const allKeys = roles.map((r) => new Set(roleKeys(r)));
    let nonEmpty = 0;
    let paidNonEmpty = 0;
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
        // A role's own figure (equal matches), one dollar either side, 0, or past any pay.
        ...(random() < 0.4 && {
          minPay: pick([pick(pays), pick(pays) + 1, pick(pays) - 1, 0, 50_000, 999_999_999_999]),
        }),
      };
      let resolved: Awaited<ReturnType<typeof resolveAlertQuery>>;
      try {
        resolved = await resolveAlertQuery(seeded.db, q);
      } catch {
        continue; // "City, ST" of a city in another state: no such place, a 400
      }
      const expected = await searched(q);
      const forward = window
        .match(
          alertFacetKeys(resolved.plan),
          resolved.terms,
          0,
          Number.MAX_SAFE_INTEGER,
          resolved.plan.minPay,
        )
        .newest.map((r) => r.jobId)
        .sort((a, b) => a - b);
      const anchors = alertAnchorKeys(resolved.plan, resolved.terms);
      const reverse = roles
        .filter(
          (r, n) =>
            anchors.some((k) => allKeys[n].has(k)) &&
            wordMatcher(r.words)(resolved.terms) &&
            paysEnough(resolved.plan.minPay, r.payYearMax),
        )
        .map((r) => r.jobId)
        .sort((a, b) => a - b);
      expect(forward, JSON.stringify(q)).toEqual(expected);
      expect(reverse, JSON.stringify(q)).toEqual(expected);
      if (expected.length) nonEmpty += 1;
      if (expected.length && q.minPay !== undefined) paidNonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(50);
    expect(paidNonEmpty).toBeGreaterThan(15);
  });

  test('a minimum pay is part of the search: its own signature, none keeps the old one', async () => {
    const plain = await resolveAlertQuery(seeded.db, { title: 'coach' });
    const paid = await resolveAlertQuery(seeded.db, { title: 'coach', minPay: 60_000 });
    const more = await resolveAlertQuery(seeded.db, { title: 'coach', minPay: '70000' });
    expect(plain.plan.minPay).toBeUndefined();
    expect(paid.plan.minPay).toBe(60_000);
    expect(more.query.minPay).toBe(70_000);
    const sigs = [plain, paid, more].map((r) => matchSig(r.plan, r.terms));
    expect(new Set(sigs).size).toBe(3);
    // The digest of an alert stored before minPay existed (decision 015's canonical form).
    expect(sigs[0]).toBe(matchSig({ orgType: null, locations: [], tags: [] }, ['coach']));
    // Past any role's pay a year: compared as just above it (a 32-bit column), stored as asked.
    const huge = await resolveAlertQuery(seeded.db, { minPay: 999_999_999_999 });
    expect(huge.query.minPay).toBe(999_999_999_999);
    expect(huge.plan.minPay).toBeLessThan(2 ** 31);
    expect(paysEnough(undefined, null)).toBe(true);
    expect(paysEnough(0, null)).toBe(false);
    expect(paysEnough(60_000, 60_000)).toBe(true);
    expect(paysEnough(60_001, 60_000)).toBe(false);
  });

  test('a role has each filter combination once; an alert one key per combination', () => {
    const keys = roleFacetKeys({
      orgType: 3,
      city: 12,
      state: 1,
      tags: [5, 9],
      words: [],
      payYearMax: null,
    });
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
