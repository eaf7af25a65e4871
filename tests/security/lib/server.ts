// A real Touchline server process for the (H) checks: `node --import tsx server/index.ts` on a
// free loopback port with its own DATA_DIR (kept across restarts when given).
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, SERVER_ARGS, spawnNode, waitForHttp } from '../../../scripts/lib/processes.mjs';
import { TEST_DATABASE_URL, TEST_ENGINE, testSchemaName } from '../../../server/test-utils';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Rate limits raised far above what a test sends (for the checks that are not about them). */
export const HIGH_LIMITS: Record<string, string> = {
  RATE_LIMIT_LOGIN_ACCOUNT: '1000000',
  RATE_LIMIT_LOGIN_ADDRESS: '1000000',
  RATE_LIMIT_FORGOT_ACCOUNT: '1000000',
  RATE_LIMIT_FORGOT_ADDRESS: '1000000',
  RATE_LIMIT_REGISTER_ADDRESS: '1000000',
  RATE_LIMIT_RESET_VALIDATE_ADDRESS: '1000000',
};

export interface RealServer {
  baseUrl: string;
  dataDir: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** SIGTERM and wait; the DATA_DIR stays. */
  stop(): Promise<void>;
  /** SIGKILL and wait; the DATA_DIR stays. */
  kill(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  dataDir?: string;
  port?: number;
  timeoutMs?: number;
  /**
   * An explicit DATABASE_URL, for several servers on one database (schemaUrl): no schema of the
   * DATA_DIR's own is made, and the caller drops the one it gave.
   */
  databaseUrl?: string;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => child.once('exit', () => ok()));
}

/**
 * The PostgreSQL schema of a real server's DATA_DIR in the pg pass (kept in the directory, so a
 * restart on the same DATA_DIR finds the same data), or null on SQLite.
 */
export function schemaOf(dataDir: string): string | null {
  const file = join(dataDir, '.test-schema');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** A DATABASE_URL whose connections work in `schema` of the test database. */
export function schemaUrl(schema: string): string {
  return `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** The DATABASE_URL of a real server in the pg pass: the test database, its own schema. */
async function databaseUrlFor(dataDir: string): Promise<string | undefined> {
  if (TEST_ENGINE !== 'postgres') return undefined;
  let schema = schemaOf(dataDir);
  if (!schema) {
    schema = testSchemaName();
    const c = new pg.Client(TEST_DATABASE_URL);
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
    writeFileSync(join(dataDir, '.test-schema'), schema);
  }
  return schemaUrl(schema);
}

/** Starts the server and resolves once GET /api/orgtype/list answers 200. */
export async function startServer(opts: StartOptions = {}): Promise<RealServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'touchline-sec-'));
  const databaseUrl = opts.databaseUrl ?? (await databaseUrlFor(dataDir));
  const port = opts.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnNode(SERVER_ARGS, {
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: '',
      DATABASE_URL: databaseUrl ?? '',
      // Roles posted by these tests' new organisations are public at once (issue 32).
      MODERATION: 'off',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const server: RealServer = {
    baseUrl,
    dataDir,
    port,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(t);
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    },
  };
  try {
    await waitForHttp(`${baseUrl}/api/orgtype/list`, {
      child,
      timeoutMs: opts.timeoutMs ?? 60_000,
      intervalMs: 100,
    });
  } catch (e) {
    await server.kill();
    throw new Error(`${e instanceof Error ? e.message : String(e)}:\n${out}`);
  }
  return server;
}

/** Removes a real server's DATA_DIR (and its PostgreSQL schema). */
export async function removeDir(dir: string): Promise<void> {
  const schema = schemaOf(dir);
  if (schema) {
    const c = new pg.Client(TEST_DATABASE_URL);
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  }
  rmSync(dir, { recursive: true, force: true });
}
