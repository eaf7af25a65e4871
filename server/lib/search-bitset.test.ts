import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobListVersion } from '../db/changes';
import type { Database } from '../db/connect';
import { createJob, setJobOpen } from '../db/queries/jobs';
import { referenceSearch } from '../db/testing/reference-search';
import { type SeededDatabase, seededDatabase, testSearch } from '../test-utils';
import { type JobSearch, jobListText, searchJobs } from './search';
import { countBits, matchTerms, pickBits } from './search-bitset';

let db: Database;
let seeded: SeededDatabase;
beforeAll(async () => {
  seeded = await seededDatabase(400, 7);
  ({ db } = seeded);
});
afterAll(() => seeded.close());

const q = testSearch;

describe('bit helpers', () => {
  test('count and pick set bits in position order', () => {
    const b = new Uint32Array(3);
    for (const p of [0, 5, 31, 32, 63, 64, 70]) b[p >>> 5] |= 1 << (p & 31);
    expect(countBits(b)).toBe(7);
    expect(pickBits(b, 0, 3)).toEqual([0, 5, 31]);
    expect(pickBits(b, 3, 10)).toEqual([32, 63, 64, 70]);
    expect(pickBits(b, 6, 1)).toEqual([70]);
    expect(pickBits(b, 7, 5)).toEqual([]);
  });
});

describe('matching keyword terms in one pass', () => {
  const bit = (b: Uint32Array, p: number) => (b[p >>> 5] >>> (p & 31)) & 1;
  /** Bit by bit: every term anywhere within the filter; of those, every term in the title. */
  const reference = (filter: Uint32Array, terms: { title: Uint32Array; any: Uint32Array }[]) => {
    const title: number[] = [];
    const rest: number[] = [];
    for (let p = 0; p < filter.length * 32; p++) {
      if (!bit(filter, p) || !terms.every((t) => bit(t.any, p))) continue;
      (terms.every((t) => bit(t.title, p)) ? title : rest).push(p);
    }
    return { title, rest };
  };
  const positions = (b: Uint32Array) => pickBits(b, 0, b.length * 32);

  test('gives the bit-by-bit answer for one, two and more terms (bit 31 included)', () => {
    // Words biased towards 0, all ones and the sign bit, where word-wise code goes wrong.
    const word = fc.oneof(
      fc.constant(0),
      fc.constant(0xffffffff),
      fc.constant(0x80000000),
      fc.integer({ min: 0, max: 0xffffffff }),
    );
    const arb = fc.integer({ min: 1, max: 6 }).chain((words) => {
      const bits = fc
        .array(word, { minLength: words, maxLength: words })
        .map((a) => Uint32Array.from(a));
      return fc.record({
        filter: bits,
        terms: fc.array(fc.record({ title: bits, any: bits }), { minLength: 1, maxLength: 4 }),
      });
    });
    fc.assert(
      fc.property(arb, ({ filter, terms }) => {
        // Stale values in the outputs must not leak into the answer.
        const title = new Uint32Array(filter.length).fill(0xffffffff);
        const rest = new Uint32Array(filter.length).fill(0xffffffff);
        const [titleCount, restCount] = matchTerms(filter, terms, title, rest);
        const expected = reference(filter, terms);
        expect(positions(title)).toEqual(expected.title);
        expect(positions(rest)).toEqual(expected.rest);
        expect([titleCount, restCount]).toEqual([expected.title.length, expected.rest.length]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the indexed search gives the reference (SQL only) answer', () => {
  const keywords = ['', 'coach', 'head coach', 'netball', 'co', 's', 'performance analyst', '%_'];
  const filters: Partial<JobSearch>[] = [
    {},
    { orgType: 'School' },
    { location: 'NSW' },
    { location: 'Sydney, NSW' },
    { location: 'Melbourne' },
    { interests: ['Netball', 'Cricket'] },
    { orgType: 'Community club', location: 'Queensland', interests: ['AFL', 'Nutrition'] },
    { orgId: 3 },
    { orgType: 'No such type' },
  ];
  test.each(keywords)('keyword %j with every filter and several pages', async (keyword) => {
    for (const f of filters) {
      for (const page of [1, 2, 7, 40]) {
        for (const pageSize of [10, 25]) {
          const s = q({ keyword, ...f, page, pageSize });
          const expected = await referenceSearch(db, s);
          expect(await searchJobs(db, s)).toEqual(expected);
          // the route's answer (cached text) is the same list
          const text = await jobListText(db, s, jobListVersion(db), 'Success');
          expect(JSON.parse(text)).toEqual({
            message: 'Success',
            ...expected,
          });
        }
      }
    }
  });

  test('a new job and a closed job are seen at once', async () => {
    const s = q({ keyword: 'Quidditch' });
    expect((await searchJobs(db, s)).length).toBe(0);
    const id = await createJob(db, {
      orgId: 1,
      name: 'Quidditch Coach',
      cityId: 1,
      minLevel: 'Level 1 Accredited Coach',
      roleType: 'Casual',
      categories: 'Coaching',
      salary: '$30 per hour',
      description: '<p>Brooms.</p>',
      subject: '<p>x</p>',
      skills: '<p>x</p>',
      desiredSkills: '<p>x</p>',
      tagIds: [1],
      datePosted: '2026-01-01T00:00:00.000Z',
    });
    expect((await searchJobs(db, s)).list.map((j) => j.id)).toEqual([id]);
    expect((await searchJobs(db, q())).length).toBe((await referenceSearch(db, q())).length);
    await setJobOpen(db, id, false);
    expect((await searchJobs(db, s)).length).toBe(0);
    expect(await searchJobs(db, q())).toEqual(await referenceSearch(db, q()));
  });
});
