// minPay (issue 28) in the bitset search against the SQL reference, with each period's
// annualisation, on a seeded board (its roles have structured pay: server/db/seed.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Pay } from '../../src/shared/pay';
import { jobListVersion, listening } from '../db/changes';
import type { Database } from '../db/connect';
import { createJob } from '../db/queries/jobs';
import { referenceSearch } from '../db/testing/reference-search';
import { type SeededDatabase, seededDatabase, testJob, testSearch } from '../test-utils';
import { type JobSearch, jobListText, searchJobs } from './search';

let db: Database;
let seeded: SeededDatabase;
/** One role per period, each with a top of range a year a little under 100,000. */
const ROLES: [string, Pay, number][] = [
  ['Xylo hourly', { payMin: 40, payMax: 50, payPeriod: 'HOUR', plusSuper: false }, 50 * 1976],
  ['Xylo daily', { payMin: 380, payMax: null, payPeriod: 'DAY', plusSuper: false }, 380 * 260],
  ['Xylo weekly', { payMin: null, payMax: 1900, payPeriod: 'WEEK', plusSuper: true }, 1900 * 52],
  ['Xylo monthly', { payMin: 8000, payMax: 8250, payPeriod: 'MONTH', plusSuper: true }, 99000],
  ['Xylo yearly', { payMin: 90000, payMax: 99500, payPeriod: 'YEAR', plusSuper: true }, 99500],
];
const ids = new Map<string, number>();

beforeAll(async () => {
  seeded = await seededDatabase(300);
  ({ db } = seeded);
  await listening(db);
  for (const [name, pay] of ROLES) ids.set(name, await createJob(db, testJob(name, { pay })));
  await createJob(db, testJob('Xylo unstated', { salary: '$500,000' }));
});
afterAll(() => seeded.close());

const q = testSearch;
const listed = async (s: JobSearch) =>
  JSON.parse(await jobListText(db, s, jobListVersion(db), 'Success'));

describe('minPay', () => {
  test('each period is annualised: 38 x 52 hours, 5 x 52 days, 52 weeks, 12 months', async () => {
    for (const [name, , year] of ROLES) {
      const names = async (minPay: number) =>
        (await searchJobs(db, q({ keyword: 'xylo', minPay, pageSize: 50 }))).list.map(
          (j) => j.name,
        );
      expect(await names(year)).toContain(name);
      expect(await names(year + 1)).not.toContain(name);
    }
  });

  test('roles without structured pay never match, even minPay=0', async () => {
    const all = await searchJobs(db, q({ keyword: 'xylo', minPay: 0 }));
    expect(all.list.map((j) => j.name)).not.toContain('Xylo unstated');
    expect(all.length).toBe(ROLES.length);
  });

  test('the index, the cached text and the reference agree', async () => {
    const searches = [
      q({ minPay: 0 }),
      q({ minPay: 60000 }),
      q({ minPay: 75000, page: 2, pageSize: 10 }),
      q({ minPay: 90000, location: 'NSW' }),
      q({ minPay: 70000, keyword: 'coach' }),
      q({ minPay: 50000, interests: ['Netball', 'Cricket'] }),
      q({ minPay: 100000 }),
      q({ minPay: 99_999_999_999 }),
    ];
    let nonEmpty = 0;
    for (const s of searches) {
      const reference = await referenceSearch(db, s);
      if (reference.length > 0 && reference.length < (await referenceSearch(db, q())).length) {
        nonEmpty += 1;
      }
      expect(await searchJobs(db, s)).toEqual(reference);
      for (let i = 0; i < 2; i++) {
        expect(await listed(s)).toEqual({ message: 'Success', ...reference });
      }
    }
    // the seeded board has roles on both sides of most of these amounts
    expect(nonEmpty).toBeGreaterThanOrEqual(4);
  });

  test('a list cached without minPay is not the answer with it', async () => {
    const without = await listed(q({ keyword: 'xylo' }));
    const withPay = await listed(q({ keyword: 'xylo', minPay: 99000 }));
    expect(without.length).toBe(ROLES.length + 1);
    // 98,800 a year for the hour, day and week; 99,000 for the month; 99,500 for the year
    expect(withPay.length).toBe(2);
  });
});
