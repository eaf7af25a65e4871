// Where the scripts (seed, bench, load) put their data: SQLite in a DATA_DIR, or PostgreSQL at a
// URL, in a schema of its own named in the URL (libpq's `options=-c search_path=...`), so that
// a server started with that DATABASE_URL finds the same tables.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type Db, type Engine, openDb, SQLITE_FILE } from '../db/connect';
import * as maintenance from '../db/maintenance';
import { migrationFiles } from '../db/migrate';

export type { Engine };

/** The PostgreSQL of the bench and the load test when DATABASE_URL is unset. */
export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** --db: sqlite or postgres; unset follows DATABASE_URL (postgres when it is set). */
export function engineOption(value: string | undefined): Engine {
  const v = value ?? (process.env.DATABASE_URL?.trim() ? 'postgres' : 'sqlite');
  if (v !== 'sqlite' && v !== 'postgres') throw new Error(`--db must be sqlite or postgres`);
  return v;
}

/** host:port/db of a PostgreSQL URL: never its user or password. */
export function describePgUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The schema a URL's connections work in (its search_path option), or null. */
export function schemaOfUrl(url: string): string | null {
  try {
    const options = new URL(url).searchParams.get('options') ?? '';
    return /search_path\s*=\s*([\w$]+)/.exec(options)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** `url` with every connection in `schema` (any other libpq options of the URL are replaced). */
export function withSchema(url: string, schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const u = new URL(url);
  u.searchParams.delete('options');
  const query = u.searchParams.toString();
  const options = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  u.search = query ? `${query}&${options}` : options;
  return u.href;
}

/** Where a script's data is, for its output: the SQLite file, or host:port/db and schema. */
export function describeTarget(db: Database): string {
  if (db.engine === 'sqlite') return `SQLite ${join(db.dataDir, SQLITE_FILE)}`;
  const schema = db.url ? schemaOfUrl(db.url) : null;
  return `PostgreSQL ${describePgUrl(db.url ?? '')}${schema ? ` (schema ${schema})` : ''}`;
}

/** Runs `fn` on a handle to `url` that runs no migrations (schema management only). */
async function withServer<T>(url: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDb({
    dataDir: tmpdir(),
    databaseUrl: url,
    readonly: true,
    timeoutMs: 600_000,
  });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** Drops `schema` (and everything in it) if it exists, then creates it empty. */
export function freshSchema(url: string, schema: string): Promise<void> {
  return withServer(url, (db) => maintenance.freshSchema(db, schema));
}

export function dropSchema(url: string, schema: string): Promise<void> {
  return withServer(url, (db) => maintenance.dropSchema(db, schema));
}

export { refreshStatistics } from '../db/maintenance';

/** How many jobs there are and the largest id. */
export async function jobStats(db: Db): Promise<{ count: number; maxId: number }> {
  const row = await db.q
    .selectFrom('jobs')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('maxId')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), maxId: Number(row.maxId ?? 0) };
}

/**
 * Whether a database seeded earlier (opened read-only: nothing migrated yet) is at this code's
 * last migration and holds `jobs` jobs; a kept database that is not is seeded again.
 */
export async function isCurrentSeed(db: Database, jobs: number): Promise<boolean> {
  const latest = migrationFiles(db.engine).at(-1)?.version ?? 0;
  try {
    const row = await db.q
      .selectFrom('schema_migrations')
      .select((eb) => eb.fn.max('version').as('version'))
      .executeTakeFirst();
    return Number(row?.version) === latest && (await jobStats(db)).count === jobs;
  } catch {
    // No such table (an empty schema, a file that is not ours): not a seeded database.
    return false;
  }
}
