// Crash safety: a write load (registrations, uploads, applications) against a real server that
// is SIGKILLed several times mid-load and restarted on the same DATA_DIR. Every write the server
// acknowledged with 2xx must survive, the database must pass integrity_check, and every file a
// row references must have its bytes (on disk with SQLite, in file_blobs with PostgreSQL). Plus:
// WAL and synchronous=FULL (SQLite).
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/connect';
import { TEST_ENGINE } from '../../server/test-utils';
import { openReadOnly } from './lib/db';
import { Client } from './lib/http';
import { type Acked, coachJourney, openJobIds } from './lib/load';
import { HIGH_LIMITS, type RealServer, removeDir, startServer } from './lib/server';

/** How many times the server is SIGKILLed mid-load (CRASH_KILLS, default 3). */
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
let server: RealServer | undefined;
let dataDir = '';
afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDir(dataDir);
});

describe('crash safety', () => {
  it.runIf(TEST_ENGINE === 'sqlite')(
    'the SQLite database runs in WAL mode with synchronous=FULL',
    async () => {
      const dir = join(tmpdir(), `touchline-pragma-${process.pid}`);
      const db = await openDb({ dataDir: dir });
      const pragma = (name: string) => db.sqlite?.pragma(name, { simple: true });
      try {
        expect(pragma('journal_mode')).toBe('wal');
        expect(pragma('synchronous')).toBe(2); // FULL
        expect(pragma('foreign_keys')).toBe(1);
        expect(Number(pragma('busy_timeout'))).toBeGreaterThan(0);
      } finally {
        await db.close();
        await removeDir(dir);
      }
    },
  );

  it(`every acknowledged write survives ${KILLS} SIGKILLs mid-load`, async () => {
    server = await startServer({ env: HIGH_LIMITS });
    dataDir = server.dataDir;
    const port = server.port;
    const acked: Acked = { users: [], files: [], applications: [] };
    let jobIds = await openJobIds(await new Client(server.baseUrl).init());
    let running = true;
    const errors: string[] = [];
    // writers keep going across restarts; connection errors while the server is down are expected
    const writer = async (tag: string) => {
      while (running) {
        try {
          const c = await new Client(`http://127.0.0.1:${port}`).init();
          await coachJourney(c, jobIds, acked, tag);
        } catch (e) {
          const msg =
            e instanceof Error
              ? `${e.message} ${String((e as { cause?: unknown }).cause ?? '')}`
              : String(e);
          if (/\b5\d\d\b/.test(msg) && !/fetch failed|ECONNRE|socket|other side closed/i.test(msg))
            errors.push(msg);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, i) => writer(`crash${i}`));
    for (let k = 0; k < KILLS; k++) {
      const target = acked.applications.length + 3;
      const deadline = Date.now() + 30_000;
      while (acked.applications.length < target && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
      await server.kill();
      expect(server.child.signalCode).toBe('SIGKILL');
      server = await startServer({ env: HIGH_LIMITS, dataDir, port });
      jobIds = await openJobIds(await new Client(server.baseUrl).init());
    }
    const target = acked.applications.length + 2;
    const deadline = Date.now() + 30_000;
    while (acked.applications.length < target && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    running = false;
    await Promise.all(writers);
    expect(errors).toEqual([]);
    expect(acked.users.length).toBeGreaterThan(KILLS * 3);
    expect(acked.applications.length).toBeGreaterThan(KILLS * 3);

    await server.kill(); // one last crash, then check the files as they are on disk
    const db = await openReadOnly(dataDir);
    try {
      if (db.sqlite) {
        expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.sqlite.pragma('foreign_key_check')).toEqual([]);
      }
      for (const email of acked.users) {
        const user = await db.q
          .selectFrom('users')
          .select('id')
          .where('email_key', '=', email)
          .executeTakeFirst();
        expect(user, email).toBeDefined();
      }
      for (const id of acked.files) {
        const file = await db.q
          .selectFrom('files')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        expect(file, `file ${id}`).toBeDefined();
      }
      for (const a of acked.applications) {
        const n = await db.q
          .selectFrom('applications as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('u.email_key', '=', a.email)
          .where('a.job_id', '=', a.jobId)
          .executeTakeFirstOrThrow();
        expect(n.n, `${a.email} ${a.jobId}`).toBe(1);
      }
      // every file a row references has its bytes: on disk (SQLite) or in file_blobs (PostgreSQL)
      const rows = await db.q.selectFrom('files').select(['id', 'stored_name', 'size']).execute();
      expect(rows.length).toBeGreaterThanOrEqual(acked.files.length);
      if (db.engine === 'sqlite') {
        for (const r of rows) {
          const p = join(dataDir, 'uploads', r.stored_name);
          expect(existsSync(p), p).toBe(true);
          expect(readFileSync(p).length).toBe(r.size);
        }
        // WAL is a persistent mode: the file header says so (bytes 18 and 19 = 2)
        const header = readFileSync(join(dataDir, 'touchline.db')).subarray(18, 20);
        expect([...header]).toEqual([2, 2]);
      } else {
        const blobs = await sql<{ id: number; size: number; stored: number | null }>`
          SELECT f.id, f.size, octet_length(b.bytes) AS stored
            FROM files f LEFT JOIN file_blobs b ON b.file_id = f.id`.execute(db.q);
        for (const r of blobs.rows) expect(r.stored, `file ${r.id}`).toBe(r.size);
      }
    } finally {
      await db.close();
    }
  }, 240_000);
});
