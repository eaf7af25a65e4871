import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

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

  it('prints the URL, serves, and on SIGTERM finishes the in-flight request, closes the DB and exits 0', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const s = start({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
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
    // the database was closed cleanly: WAL checkpointed and removed
    expect(existsSync(join(dataDir, 'touchline.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'touchline.db-wal'))).toBe(false);
  }, 60_000);
});
