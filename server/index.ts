import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { createApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { type Database, DatabaseOpenError, openDb } from './db/connect';
import { JWT_SECRET_KEY, sharedSecret } from './db/queries/meta';
import { flushViews } from './db/queries/views';
import { createAppServer } from './http/app-server';
import { ReadyAnswers } from './http/ready-answers';
import { randomToken } from './lib/crypto';
import { consoleLog } from './lib/log';
import { createMailer } from './lib/mail';
import { SearchThread } from './lib/search-thread';
import type { AppDeps } from './types';
import { flushOwnViews, JOBS, SWEEPS } from './work/jobs';
import { WorkRunner } from './work/runner';

/** How often the server runs its background work (server/work/runner.ts). */
const WORK_TICK_MS = 1000;

/** The most of the database file the server reads through a memory map (1 GiB). */
const MMAP_BYTES = 1024 ** 3;

/** Seeds an empty database with server-data's demo seed (skipped if that module is absent). */
async function seedIfEmpty(db: Database): Promise<void> {
  let mod: { seedIfEmpty?: (db: Database) => unknown };
  try {
    mod = await import('./db/seed');
  } catch (e) {
    consoleLog(`seed module unavailable: ${e instanceof Error ? e.message : 'unknown'}`);
    return;
  }
  await mod.seedIfEmpty?.(db);
}

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

/**
 * WEB_CONCURRENCY: how many server processes share the port and the database file (WAL), 1 by
 * default, `auto` for one per core. Each process keeps its own caches, keyed on SQLite's
 * data_version, which moves when another connection (another process) commits, so no process
 * serves an answer computed before another's write.
 */
function workerCount(): number {
  const raw = process.env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return availableParallelism();
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) {
    process.stderr.write(
      `Invalid configuration: WEB_CONCURRENCY must be auto or a whole number from 1 to 64 (got "${raw}")\n`,
    );
    process.exit(1);
  }
  return Number(raw);
}

/**
 * SEARCH_THREAD: whether job list searches run in a second thread (server/lib/search-thread.ts):
 * `auto` (the default) when the machine has two cores or more and the server is one process,
 * `on`, or `off`. With several processes (WEB_CONCURRENCY) every core is already serving.
 */
function searchThreadWanted(): boolean {
  const raw = (process.env.SEARCH_THREAD?.trim() || 'auto').toLowerCase();
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  if (raw !== 'auto') {
    process.stderr.write(
      `Invalid configuration: SEARCH_THREAD must be auto, on or off (got "${process.env.SEARCH_THREAD}")\n`,
    );
    process.exit(1);
  }
  return cluster.isPrimary && availableParallelism() > 1;
}

/** Opens the configured database; a DATABASE_URL that cannot be used stops start-up. */
async function openConfigured(config: ServerConfig, mmapBytes?: number): Promise<Database> {
  try {
    return await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, mmapBytes });
  } catch (e) {
    if (e instanceof DatabaseOpenError) {
      process.stderr.write(`Cannot start the server: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

/** The primary of WEB_CONCURRENCY > 1: prepares the database, runs the workers, restarts them. */
async function primary(workers: number): Promise<void> {
  const config = readConfig(); // creates DATA_DIR/jwt-secret once, before the workers read it
  const db = await openConfigured(config);
  await seedIfEmpty(db);
  await db.close();
  let stopping = false;
  const listening = new Set<number>();
  cluster.on('listening', (w) => listening.add(w.id));
  cluster.on('exit', (w, code, signal) => {
    const live = Object.values(cluster.workers ?? {}).filter(Boolean).length;
    if (stopping) {
      if (live === 0) process.exit(0);
      return;
    }
    if (!listening.has(w.id)) {
      // It could not start (port in use, bad database): so will the others.
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(1);
    }
    consoleLog(`worker ${w.process.pid} exited (${signal ?? code}): starting another`);
    cluster.fork();
  });
  for (let i = 0; i < workers; i++) cluster.fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    consoleLog(`${signal} received: stopping ${workers} workers`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  const config = readConfig();
  // SQLite reads through a memory map instead of a read() per page outside its small page
  // cache: a job list's 25 summaries cost about half as much on a 100,000-job database.
  const db = await openConfigured(config, MMAP_BYTES);
  if (cluster.isPrimary) await seedIfEmpty(db);
  // PostgreSQL without JWT_SECRET: one secret for every server, kept in the database.
  if (!config.jwtSecret)
    config.jwtSecret = await sharedSecret(db, JWT_SECRET_KEY, () => randomToken(32));
  const mailer = createMailer({ ...config, log: consoleLog });
  const clock = { now: () => Date.now() };
  // Background work (server/work/runner.ts): this server's own view counts every tick; with
  // WORKER=on (the default) also every due item; mail a request queued, right after its commit.
  const work = new WorkRunner(
    {
      db,
      mailer,
      clock,
      log: consoleLog,
      publicUrl: config.publicUrl,
      alertTimeZone: config.alertTimeZone,
      retentionDays: config.retentionDays,
    },
    JOBS,
    config.worker ? [flushOwnViews, ...SWEEPS] : [flushOwnViews],
    config.worker,
  );
  work.start(WORK_TICK_MS);
  const deps: AppDeps = {
    db,
    mailer,
    clock,
    config,
    log: consoleLog,
    work,
    ready: new ReadyAnswers(),
    searchThread: searchThreadWanted()
      ? new SearchThread({
          dataDir: config.dataDir,
          databaseUrl: db.url,
          mmapBytes: MMAP_BYTES,
          log: consoleLog,
        })
      : undefined,
  };
  const app = createApp(deps);
  const server = createAppServer(app, deps);
  server.listen(config.port, () => {
    const info = server.address() as AddressInfo;
    consoleLog(`Touchline is running at ${config.publicUrl} (listening on port ${info.port})`);
  });
  server.on('error', (e: NodeJS.ErrnoException) => {
    process.stderr.write(
      `Cannot start the server: ${e.code === 'EADDRINUSE' ? `port ${config.port} is in use` : e.message}\n`,
    );
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLog(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      consoleLog('in-flight requests did not finish in 10 s: closing anyway');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(async () => {
      await work.stop();
      await deps.searchThread?.close();
      // View counts are kept in memory for up to a second: write them before closing.
      await flushViews(db).catch(() => {});
      await db.close();
      consoleLog('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

const workers = cluster.isPrimary ? workerCount() : 1;
(workers > 1 ? primary(workers) : main()).catch((e: unknown) => {
  process.stderr.write(`Cannot start the server: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
