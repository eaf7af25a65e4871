// Crash safety: a write load (registrations, uploads, applications) against a real server that
// is SIGKILLed several times mid-load and restarted on the same DATA_DIR. Every write the server
// acknowledged with 2xx must survive, the database must pass integrity_check, and every file a
// row references must be on disk. Plus: WAL and synchronous=FULL.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';
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
  if (dataDir) removeDir(dataDir);
});

describe('crash safety', () => {
  it('the database runs in WAL mode with synchronous=FULL', () => {
    const dir = join(tmpdir(), `touchline-pragma-${process.pid}`);
    const db = openDatabase(dir);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(Number(db.pragma('busy_timeout', { simple: true }))).toBeGreaterThan(0);
    } finally {
      db.close();
      removeDir(dir);
    }
  });

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
    const db = openReadOnly(dataDir);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const userIn = db.prepare('SELECT id FROM users WHERE email_key = ?').pluck();
      for (const email of acked.users) expect(userIn.get(email), email).toBeDefined();
      const fileIn = db.prepare('SELECT stored_name FROM files WHERE id = ?').pluck();
      for (const id of acked.files) expect(fileIn.get(id), `file ${id}`).toBeDefined();
      const appIn = db
        .prepare(
          'SELECT count(*) FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email_key = ? AND a.job_id = ?',
        )
        .pluck();
      for (const a of acked.applications)
        expect(appIn.get(a.email, a.jobId), `${a.email} ${a.jobId}`).toBe(1);
      // every file a row references is on disk with its bytes
      const rows = db.prepare('SELECT stored_name, size FROM files').all() as {
        stored_name: string;
        size: number;
      }[];
      expect(rows.length).toBeGreaterThanOrEqual(acked.files.length);
      for (const r of rows) {
        const p = join(dataDir, 'uploads', r.stored_name);
        expect(existsSync(p), p).toBe(true);
        expect(readFileSync(p).length).toBe(r.size);
      }
      // WAL is a persistent mode: the file header says so (bytes 18 and 19 = 2)
      const header = readFileSync(join(dataDir, 'touchline.db')).subarray(18, 20);
      expect([...header]).toEqual([2, 2]);
    } finally {
      db.close();
    }
  }, 240_000);
});
