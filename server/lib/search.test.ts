import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DB, openDatabase } from '../db/open';
import { createJob } from '../db/queries/jobs';
import { type SeededDatabase, seededDatabase, testJob, testSearch } from '../test-utils';
import {
  type JobSearch,
  jobListText,
  jobListVersion,
  keywordTerms,
  searchJobs,
  searchJobsUncached,
} from './search';

let dir: string;
let db: DB;
let seeded: SeededDatabase;
beforeAll(async () => {
  seeded = await seededDatabase(300);
  ({ dir, db } = seeded);
});
afterAll(() => seeded.close());

const q = testSearch;
/** GET /api/job/list's body for a search, parsed (the cached path the route answers with). */
const listed = (s: JobSearch) => JSON.parse(jobListText(db, s, jobListVersion(db), 'Success'));

describe('keywordTerms', () => {
  test('punctuation separates words and is never FTS syntax', () => {
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
});

describe('searchJobs', () => {
  test('the cached answer equals the uncached SQL answer, first, second and later', () => {
    for (const s of [
      q({ keyword: 'coach' }),
      q({ location: 'QLD', page: 2 }),
      q({ interests: ['Netball'] }),
    ]) {
      const expected = { message: 'Success', ...searchJobsUncached(db, s) };
      expect(searchJobs(db, s)).toEqual(searchJobsUncached(db, s));
      for (let i = 0; i < 3; i++) expect(listed(s)).toEqual(expected);
    }
  });

  test('a location may also be given as a job summary shows it ("Sydney, NSW")', () => {
    const bySummary = searchJobs(db, q({ location: 'Sydney, NSW' }));
    expect(bySummary.length).toBe(searchJobs(db, q({ location: 'Sydney' })).length);
    expect(bySummary.length).toBeGreaterThan(0);
    expect(searchJobs(db, q({ location: 'Sydney, VIC' })).length).toBe(0);
  });

  test("a commit by another process's connection is seen from the next event-loop turn", async () => {
    const firstName = () => listed(q()).list[0]?.name;
    const [job] = searchJobs(db, q()).list;
    // asked three times: kept in the caches
    for (let i = 0; i < 3; i++) expect(firstName()).toBe(job.name);
    // Another process renames the newest job on its own connection: no invalidation in this
    // process, only SQLite's data_version tells.
    const other = openDatabase(dir);
    try {
      other.prepare('UPDATE jobs SET name = ? WHERE id = ?').run('Renamed Elsewhere', job.id);
    } finally {
      other.close();
    }
    await new Promise((r) => setImmediate(r));
    expect(firstName()).toBe('Renamed Elsewhere');
  });

  test("another connection's job write is seen at once (no stale cache)", () => {
    for (let i = 0; i < 3; i++) expect(listed(q({ keyword: 'Zanzibar' })).length).toBe(0);
    const other = openDatabase(dir);
    try {
      createJob(other, {
        orgId: 1,
        cityId: 1,
        name: 'Zanzibar Coach',
        minLevel: 'x',
        roleType: 'Casual',
        categories: 'Coaching',
        salary: '$1',
        description: '<p>x</p>',
        subject: '',
        skills: '',
        desiredSkills: '',
        tagIds: [],
        datePosted: new Date().toISOString(),
      });
    } finally {
      other.close();
    }
    expect(listed(q({ keyword: 'Zanzibar' })).list.map((j: { name: string }) => j.name)).toEqual([
      'Zanzibar Coach',
    ]);
  });
});

describe('jobListText', () => {
  test('is the JSON.stringify text of {message, list, length}, escaping included, every time', () => {
    createJob(
      db,
      testJob('Quokka "Head" Coach \\ </script> \u2028 ünïcødé', { orgId: 2, salary: '$1\t000' }),
    );
    for (const s of [q({ keyword: 'quokka' }), q({ keyword: 'coach', page: 3 }), q({ page: 99 })]) {
      const result = searchJobs(db, s);
      const expected = JSON.stringify({
        message: 'Success',
        list: result.list,
        length: result.length,
      });
      // the first answer, the kept one, and one from the cache
      for (let i = 0; i < 3; i++) {
        expect(jobListText(db, s, jobListVersion(db), 'Success')).toBe(expected);
      }
    }
    expect(listed(q({ keyword: 'quokka' })).list[0].name).toBe(
      'Quokka "Head" Coach \\ </script> \u2028 ünïcødé',
    );
  });
});
