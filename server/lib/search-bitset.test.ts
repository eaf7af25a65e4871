import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DB, openDatabase } from '../db/open';
import { createJob, setJobOpen } from '../db/queries/jobs';
import { seedDatabase } from '../db/seed';
import { type JobSearch, searchJobs, searchJobsIndexed, searchJobsUncached } from './search';
import { countBits, pickBits } from './search-bitset';

let dir: string;
let db: DB;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'touchline-bitset-'));
  db = openDatabase(dir);
  seedDatabase(db, { jobs: 400, randomSeed: 7 });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const q = (over: Partial<JobSearch> = {}): JobSearch => ({
  keyword: '',
  orgType: '',
  location: '',
  interests: [],
  page: 1,
  pageSize: 25,
  ...over,
});

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

describe('the indexed search gives the SQL search answer', () => {
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
  test.each(keywords)('keyword %j with every filter and several pages', (keyword) => {
    for (const f of filters) {
      for (const page of [1, 2, 7, 40]) {
        for (const pageSize of [10, 25]) {
          const s = q({ keyword, ...f, page, pageSize });
          const expected = searchJobsUncached(db, s);
          expect(searchJobsIndexed(db, s)).toEqual(expected);
          expect(searchJobs(db, s)).toEqual(expected);
        }
      }
    }
  });

  test('a new job and a closed job are seen at once', () => {
    const s = q({ keyword: 'Quidditch' });
    expect(searchJobs(db, s).length).toBe(0);
    const id = createJob(db, {
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
    expect(searchJobs(db, s).list.map((j) => j.id)).toEqual([id]);
    expect(searchJobs(db, q()).length).toBe(searchJobsUncached(db, q()).length);
    setJobOpen(db, id, false);
    expect(searchJobs(db, s).length).toBe(0);
    expect(searchJobs(db, q())).toEqual(searchJobsUncached(db, q()));
  });
});
