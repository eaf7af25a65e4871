import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobListVersion } from '../db/changes';
import type { Database } from '../db/connect';
import { createJob } from '../db/queries/jobs';
import {
  createTestContext,
  type SeededDatabase,
  seededDatabase,
  testJob,
  testSearch,
} from '../test-utils';
import { jobListJson, searchJobs } from './search';
import { SearchThread, type SearchThreadOptions } from './search-thread';

let dir: string;
let db: Database;
let thread: SearchThread;
let seeded: SeededDatabase;
/** The thread's options for the test database (SQLite in its DATA_DIR, or its PostgreSQL schema). */
let where: SearchThreadOptions;
beforeAll(async () => {
  seeded = await seededDatabase(300, 11);
  ({ dir, db } = seeded);
  where = { dataDir: dir, databaseUrl: db.url, schema: db.schema };
  thread = new SearchThread(where);
});
afterAll(async () => {
  await thread.close();
  await seeded.close();
});

const q = testSearch;

describe('the search thread', () => {
  test('answers what the main thread would, for every kind of search', async () => {
    for (const s of [
      q(),
      q({ keyword: 'coach', page: 2 }),
      q({ keyword: 'head coach', orgType: 'School', location: 'NSW' }),
      q({ interests: ['Netball', 'Cricket'], pageSize: 10, page: 3 }),
      q({ location: 'Sydney, NSW' }),
      q({ orgId: 2 }),
      q({ minPay: 60000, location: 'NSW' }),
      q({ keyword: '%_"' }),
      q({ orgType: 'No such type' }),
      q({ page: 999 }),
    ]) {
      const text = await thread.listJson(s, jobListVersion(db), 'Success');
      expect(text).toBe(jobListJson('Success', await searchJobs(db, s)));
    }
  });

  test('sees a job the main thread wrote, with the version read after the write', async () => {
    const s = q({ keyword: 'wombat' });
    const before = await thread.listJson(s, jobListVersion(db), 'Success');
    expect(JSON.parse(before ?? '').length).toBe(0);
    await createJob(db, testJob('Wombat Wrangler Coach'));
    const after = JSON.parse((await thread.listJson(s, jobListVersion(db), 'Success')) ?? '');
    expect(after.length).toBe(1);
    expect(after.list[0].name).toBe('Wombat Wrangler Coach');
  });

  test('a search that fails in the thread is logged by name and answered null', async () => {
    const logged: string[] = [];
    const t = new SearchThread({ ...where, log: (line) => logged.push(line) });
    try {
      const bad = { ...q(), interests: 5 as unknown as string[] };
      expect(await t.listJson(bad, jobListVersion(db), 'Success')).toBeNull();
      expect(logged).toEqual(['search thread: a search failed (TypeError); searched again here']);
      // and the thread goes on answering
      expect(await t.listJson(q(), jobListVersion(db), 'Success')).toBe(
        jobListJson('Success', await searchJobs(db, q())),
      );
    } finally {
      await t.close();
    }
  });

  test('answers null when it cannot search, and after it is closed', async () => {
    const logged: string[] = [];
    const broken = new SearchThread({
      ...where,
      dataDir: join(dir, 'no-such-dir'),
      // PostgreSQL: a server that does not answer (a closed port).
      ...(db.url ? { databaseUrl: 'postgres://postgres@127.0.0.1:9/none' } : {}),
      log: (line) => logged.push(line),
    });
    // The thread fails to open its database: the caller is told to search itself.
    expect(await broken.listJson(q(), jobListVersion(db), 'Success')).toBeNull();
    await broken.close();
    expect(broken.running).toBe(false);
    expect(await broken.listJson(q(), jobListVersion(db), 'Success')).toBeNull();
    expect(logged.join('\n')).toMatch(/search thread/);
    expect(logged.join('\n')).not.toMatch(/at .*\.ts:\d+/); // no stack traces in the log
  });
});

describe('GET /api/job/list through the search thread', () => {
  test('compressed, plain and conditional answers agree with the main thread', async () => {
    const ctx = await createTestContext({ seed: true, searchThread: true });
    try {
      const url = '/api/job/list?title=coach&orgtype=School&page=2&postPerPage=10';
      const br = await ctx.request(url, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      const etag = br.headers.get('etag') ?? '';
      const text = brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString('utf8');
      const expected = jobListJson(
        'Success',
        await searchJobs(ctx.db, q({ keyword: 'coach', orgType: 'School', page: 2, pageSize: 10 })),
      );
      expect(text).toBe(expected);
      expect(etag).toMatch(/^W\/"/);

      const plain = await ctx.request(url);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('etag')).toBe(etag);
      expect(await plain.text()).toBe(expected);

      const again = await ctx.request(url, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    } finally {
      await ctx.close();
    }
  });
});
