import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobListVersion, listening } from '../db/changes';
import type { Database } from '../db/connect';
import { createJob } from '../db/queries/jobs';
import { keywordTerms } from '../db/queries/search-words';
import { referenceSearch } from '../db/testing/reference-search';
import {
  openAgain,
  type SeededDatabase,
  seededDatabase,
  TEST_ENGINE,
  testJob,
  testSearch,
  waitFor,
} from '../test-utils';
import { type JobSearch, jobListText, searchJobs } from './search';

let db: Database;
let seeded: SeededDatabase;
beforeAll(async () => {
  seeded = await seededDatabase(300);
  ({ db } = seeded);
  await listening(db);
});
afterAll(() => seeded.close());

const q = testSearch;
/** GET /api/job/list's body for a search, parsed (the cached path the route answers with). */
const listed = async (s: JobSearch) =>
  JSON.parse(await jobListText(db, s, jobListVersion(db), 'Success'));

describe('keywordTerms', () => {
  test('punctuation separates words and is never query syntax', () => {
    expect(keywordTerms(`O'Brien "head" coach*`)).toEqual(['o', 'brien', 'head', 'coach']);
    expect(keywordTerms('100% _x_ {name}: NOT (a OR b)')).toEqual([
      '100',
      'x',
      'name',
      'not',
      'a',
      'or',
      'b',
    ]);
    expect(keywordTerms('%_\'"')).toEqual([]);
  });

  test('case and diacritics do not matter', () => {
    expect(keywordTerms('Réunion ÉQUIPE Über')).toEqual(['reunion', 'equipe', 'uber']);
  });
});

describe('searchJobs', () => {
  test('the cached answer equals the reference answer, first, second and later', async () => {
    for (const s of [
      q({ keyword: 'coach' }),
      q({ location: 'QLD', page: 2 }),
      q({ interests: ['Netball'] }),
    ]) {
      const reference = await referenceSearch(db, s);
      expect(await searchJobs(db, s)).toEqual(reference);
      for (let i = 0; i < 3; i++)
        expect(await listed(s)).toEqual({ message: 'Success', ...reference });
    }
  });

  test('a location may also be given as a job summary shows it ("Sydney, NSW")', async () => {
    const bySummary = await searchJobs(db, q({ location: 'Sydney, NSW' }));
    expect(bySummary.length).toBe((await searchJobs(db, q({ location: 'Sydney' }))).length);
    expect(bySummary.length).toBeGreaterThan(0);
    expect((await searchJobs(db, q({ location: 'Sydney, VIC' }))).length).toBe(0);
  });

  // SQLite sees any other connection's commit (data_version); on PostgreSQL every write of the
  // query modules notifies (the next test).
  test.runIf(TEST_ENGINE === 'sqlite')(
    "another process's commit is seen from the next turn",
    async () => {
      const firstName = async () => (await listed(q())).list[0]?.name;
      const [job] = (await searchJobs(db, q())).list;
      // asked three times: kept in the caches
      for (let i = 0; i < 3; i++) expect(await firstName()).toBe(job.name);
      // Another process renames the newest job through its own connection, without telling this
      // handle: only the database itself (data_version, or the notification) tells.
      const other = await openAgain(seeded);
      try {
        await other.q
          .updateTable('jobs')
          .set({ name: 'Renamed Elsewhere' })
          .where('id', '=', job.id)
          .execute();
      } finally {
        await other.close();
      }
      await new Promise((r) => setImmediate(r));
      expect(await firstName()).toBe('Renamed Elsewhere');
    },
  );

  test("another process's job write is seen (no stale cache)", async () => {
    for (let i = 0; i < 3; i++) expect((await listed(q({ keyword: 'Zanzibar' }))).length).toBe(0);
    const other = await openAgain(seeded);
    try {
      await createJob(other, testJob('Zanzibar Coach', { datePosted: new Date().toISOString() }));
    } finally {
      await other.close();
    }
    // SQLite: from the next event-loop turn; PostgreSQL: once the notification arrives.
    await waitFor(async () => (await listed(q({ keyword: 'Zanzibar' }))).length === 1);
    expect(
      (await listed(q({ keyword: 'Zanzibar' }))).list.map((j: { name: string }) => j.name),
    ).toEqual(['Zanzibar Coach']);
  });
});

describe('jobListText', () => {
  test('is the JSON.stringify text of {message, list, length}, escaping included, every time', async () => {
    await createJob(
      db,
      testJob('Quokka "Head" Coach \\ </script> \u2028 ünïcødé', { orgId: 2, salary: '$1\t000' }),
    );
    for (const s of [q({ keyword: 'quokka' }), q({ keyword: 'coach', page: 3 }), q({ page: 99 })]) {
      const result = await searchJobs(db, s);
      const expected = JSON.stringify({
        message: 'Success',
        list: result.list,
        length: result.length,
      });
      // the first answer, the kept one, and one from the cache
      for (let i = 0; i < 3; i++) {
        expect(await jobListText(db, s, jobListVersion(db), 'Success')).toBe(expected);
      }
    }
    expect((await listed(q({ keyword: 'quokka' }))).list[0].name).toBe(
      'Quokka "Head" Coach \\ </script> \u2028 ünïcødé',
    );
    // diacritics in the title match a keyword without them, and the other way round
    expect((await listed(q({ keyword: 'unic' }))).length).toBe(1);
  });
});
