// The two servers the bench drives, as child processes on free loopback ports: the baseline
// (server/scripts/hello.ts, a hono hello-world) and the real server (`node --import tsx
// server/index.ts`, as `npm start` runs it) on the bench database. Every child is stopped at
// the end, and killed if this process exits first.
import type { ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import {
  freePort,
  SERVER_ARGS,
  spawnNode,
  stopProcess,
  waitForHttp,
} from '../../../scripts/lib/processes.mjs';
import type { BenchDb } from './database';
import { OPTIONS } from './options';

export interface Running {
  base: string;
  child: ChildProcess;
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => process.exit(130));
}

async function start(
  args: string[],
  env: (base: string) => Record<string, string | null>,
  ready: string,
  stdout?: string,
): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnNode(args, {
    env: { ...env(base), PORT: String(port) },
    stdio: ['ignore', stdout ? openSync(stdout, 'a') : 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (OPTIONS.nice !== null && child.pid) setPriority(child.pid, OPTIONS.nice);
  await waitForHttp(`${base}${ready}`, { child, timeoutMs: 120_000 });
  return { base, child };
}

export function startHello(): Promise<Running> {
  return start(['--import', 'tsx', 'server/scripts/hello.ts'], () => ({}), '/');
}

/** The real server on `db`, with --profile, --server-args and --server-stdout. */
export function startServer(db: BenchDb): Promise<Running> {
  const profile = OPTIONS.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(OPTIONS.profile)}`]
    : [];
  return start(
    [...profile, ...OPTIONS.serverArgs, ...SERVER_ARGS],
    (base) => ({
      DATA_DIR: db.dataDir,
      // SQLite in DATA_DIR: a DATABASE_URL of the environment must not reach the server.
      DATABASE_URL: db.url,
      PUBLIC_URL: base,
      NODE_ENV: 'production',
    }),
    '/api/orgtype/list',
    OPTIONS.serverStdout,
  );
}

export function stop(r: Running): Promise<void> {
  return stopProcess(r.child);
}

export async function stopAll(): Promise<void> {
  for (const c of [...children]) await stopProcess(c);
}
