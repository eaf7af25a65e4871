// `npm run backup` while a real server is writing, then `npm run restore` (refused while the
// server runs, done after it stops) and the restored data served again. SQLite only: with
// DATABASE_URL the scripts point to PostgreSQL's own tools (docs/deploy.md).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../../server/test-utils';
import { Client } from './lib/http';
import { type Acked, coachJourney, openJobIds } from './lib/load';
import { HIGH_LIMITS, type RealServer, ROOT, removeDir, startServer } from './lib/server';

function script(
  name: 'backup' | 'restore',
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
) {
  return new Promise<{ code: number; out: string }>((ok) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `server/scripts/${name}.ts`, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => ok({ code: code ?? 1, out }));
  });
}

const dirs: string[] = [];
let server: RealServer | undefined;
afterAll(async () => {
  await server?.stop();
  for (const d of dirs) await removeDir(d);
});

describe.runIf(TEST_ENGINE === 'postgres')('backups with DATABASE_URL', () => {
  it('the SQLite scripts refuse and name the PostgreSQL tools, changing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'touchline-backup-'));
    dirs.push(dir);
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
    const b = await script('backup', [join(dir, 'x.db')], dir, env);
    expect(b.code).toBe(2);
    expect(b.out.trim()).toBe(
      'npm run backup copies a SQLite DATA_DIR; with DATABASE_URL use pg_dump -Fc (docs/deploy.md)',
    );
    const r = await script('restore', [join(dir, 'x.db')], dir, env);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/pg_restore/);
  });
});

describe.runIf(TEST_ENGINE === 'sqlite')('backups', () => {
  it('backs up online under writes, refuses to restore under a running server, restores after it stops', async () => {
    server = await startServer({ env: HIGH_LIMITS });
    const dataDir = server.dataDir;
    dirs.push(dataDir);
    const out = mkdtempSync(join(tmpdir(), 'touchline-backup-'));
    dirs.push(out);
    const c = await new Client(server.baseUrl).init();
    const before = await c.registerCoach('kept@example.com');
    const jobIds = await openJobIds(c);
    // writes keep going during the backup
    const acked: Acked = { users: [], files: [], applications: [] };
    let writing = true;
    const writer = (async () => {
      while (writing) await coachJourney(c, jobIds, acked, 'during-backup');
    })();
    await new Promise((r) => setTimeout(r, 300));
    const file = join(out, 'touchline-backup.db');
    const b = await script('backup', [file], dataDir);
    writing = false;
    await writer;
    expect(b.code, b.out).toBe(0);
    expect(b.out).toMatch(/integrity ok/);
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(
        backup
          .prepare("SELECT count(*) FROM users WHERE email_key = 'kept@example.com'")
          .pluck()
          .get(),
      ).toBe(1);
    } finally {
      backup.close();
    }
    // a user added after the backup
    await c.registerCoach('after-backup@example.com');
    // restore refuses while the server has the database open
    const refused = await script('restore', [file], dataDir);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/in use by a running server/);
    await server.stop();
    const restored = await script('restore', [file], dataDir);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/previous database is kept/);
    const db = new Database(join(dataDir, 'touchline.db'), { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(
        db.prepare("SELECT count(*) FROM users WHERE email_key = 'kept@example.com'").pluck().get(),
      ).toBe(1);
      expect(
        db
          .prepare("SELECT count(*) FROM users WHERE email_key = 'after-backup@example.com'")
          .pluck()
          .get(),
      ).toBe(0);
    } finally {
      db.close();
    }
    // the restored data is served
    server = await startServer({ env: HIGH_LIMITS, dataDir });
    const c2 = await new Client(server.baseUrl).init();
    const { token } = await c2.login(before.email);
    const me = await c2.json<{ userDetails: { email: string }[] }>('/api/user/get_logged_in_user', {
      token,
    });
    expect(me.body.userDetails[0].email).toBe('kept@example.com');
    expect(
      (
        await c2.json('/api/login', {
          json: { username: 'after-backup@example.com', password: before.password },
        })
      ).status,
    ).toBe(401);
  }, 180_000);
});
