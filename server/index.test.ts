import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_ENGINE, testSchemaName } from './test-utils';

const ROOT = join(import.meta.dirname, '..');
let dataDir = '';
let child: ChildProcess | null = null;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  dataDir = mkdtempSync(join(tmpdir(), 'touchline-index-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  let err = '';
  proc.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  proc.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  const output = () => ({ out, err });
  return { proc, exited, output };
}

async function waitFor(check: () => boolean, ms = 45_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server/index.ts', () => {
  it('invalid configuration: exit 1 with a one-line reason', async () => {
    const s = start({ PORT: 'abc' });
    expect(await s.exited).toBe(1);
    const { err } = s.output();
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/^Invalid configuration: PORT/);
  });

  it('a DATABASE_URL that cannot be reached: exit 1 with a one-line reason', async () => {
    const s = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' });
    expect(await s.exited).toBe(1);
    const { err } = s.output();
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/^Cannot start the server: cannot reach the database at DATABASE_URL/);
    expect(err).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a DATABASE_URL of something that is not PostgreSQL: exit 1 with a one-line reason', async () => {
    // A server that answers, but not in PostgreSQL's protocol.
    const other: Server = createServer((socket) =>
      socket.end('220 hello, I am not PostgreSQL\r\n'),
    );
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      const port = (other.address() as { port: number }).port;
      const s = start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x` });
      expect(await s.exited).toBe(1);
      const { err } = s.output();
      expect(err.trim().split('\n')).toHaveLength(1);
      expect(err).toMatch(
        /^Cannot start the server: DATABASE_URL \(127\.0\.0\.1:\d+\/x\) is not a usable PostgreSQL/,
      );
    } finally {
      other.close();
    }
    const bad = start({ DATABASE_URL: 'mysql://root@127.0.0.1/test' });
    expect(await bad.exited).toBe(1);
    expect(bad.output().err).toMatch(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\//,
    );
  });

  it('prints the URL, serves, and on SIGTERM finishes the in-flight request, closes the DB and exits 0', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    // On PostgreSQL: a schema of its own, named in the URL's search_path (libpq's `options`).
    const schema = TEST_ENGINE === 'postgres' ? testSchemaName() : null;
    if (schema) {
      const c = new pg.Client(TEST_DATABASE_URL);
      await c.connect();
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.end();
    }
    const s = start({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(schema
        ? {
            DATABASE_URL: `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
          }
        : {}),
    });
    await waitFor(() => s.output().out.includes('Touchline is running at'));
    expect(s.output().out).toContain(`Touchline is running at http://127.0.0.1:${port}`);
    const base = `http://127.0.0.1:${port}`;
    const first = await fetch(`${base}/api/orgtype/list`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const inflight = fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify({ username: 'nobody@x.test', password: 'Wr0ng!pass' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    s.proc.kill('SIGTERM');
    const res = await inflight;
    expect(res.status).toBe(401);
    expect(await s.exited).toBe(0);
    expect(s.output().out).toMatch(/SIGTERM received[\s\S]*stopped/);
    if (schema) {
      const c = new pg.Client(TEST_DATABASE_URL);
      await c.connect();
      // it migrated and seeded its schema
      const jobs = await c.query(`SELECT count(*)::int AS n FROM ${schema}.jobs`);
      expect(jobs.rows[0].n).toBeGreaterThanOrEqual(200);
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
      expect(existsSync(join(dataDir, 'touchline.db'))).toBe(false);
    } else {
      // the database was closed cleanly: WAL checkpointed and removed
      expect(existsSync(join(dataDir, 'touchline.db'))).toBe(true);
      expect(existsSync(join(dataDir, 'touchline.db-wal'))).toBe(false);
    }
  }, 60_000);
});
