// The bench's databases on either engine: the one the server runs on (seeded anew each run) and
// those of the scaling table (kept between runs with --keep-dbs, and seeded again when a kept
// one is not at this code's last migration or does not hold its number of jobs).
//
// SQLite: a DATA_DIR per database (a temporary folder, or --keep-dbs DIR/jobs-N).
// PostgreSQL: a schema per database in one database (--db postgres: DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test): `bench` for the server, `bench_scale_N` for the
// scaling table, `bench_jobs_N` kept with --keep-dbs (its DIR is not used). The server is
// started with a DATABASE_URL naming the schema (libpq's options=-c search_path=...).
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, openDb, SQLITE_FILE } from '../../db/connect';
import { fastLoad, settle } from '../../db/maintenance';
import { seedDatabase } from '../../db/seed';
import {
  describePgUrl,
  dropSchema,
  type Engine,
  freshSchema,
  isCurrentSeed,
  withSchema,
} from '../db-target';
import { OPTIONS } from './options';

export interface BenchDb {
  engine: Engine;
  /** The server's DATA_DIR (its JWT secret; on SQLite the database as well). */
  dataDir: string;
  /** PostgreSQL: the schema and the server's DATABASE_URL; null on SQLite. */
  schema: string | null;
  url: string | null;
}

/** Where a bench database is, for the output. */
export function describe(b: BenchDb): string {
  return b.engine === 'sqlite'
    ? `SQLite ${join(b.dataDir, SQLITE_FILE)}`
    : `PostgreSQL ${describePgUrl(b.url ?? '')} (schema ${b.schema})`;
}

export function benchDb(dataDir: string, schema: string): BenchDb {
  if (OPTIONS.engine === 'sqlite') return { engine: 'sqlite', dataDir, schema: null, url: null };
  return { engine: 'postgres', dataDir, schema, url: withSchema(OPTIONS.pgUrl, schema) };
}

export function open(b: BenchDb, readonly = false): Promise<Database> {
  return openDb({ dataDir: b.dataDir, databaseUrl: b.url, readonly, timeoutMs: 600_000 });
}

/**
 * Seeds `jobs` jobs into a new database (the demo seed, random seed 42, a fixed reference date);
 * returns the seconds it took. Durability is relaxed while seeding a throwaway SQLite database
 * (fsyncs would make the 1,000,000-job seed I/O-bound).
 */
export async function seedInto(b: BenchDb, jobs: number): Promise<number> {
  const started = performance.now();
  if (b.engine === 'sqlite') rmSync(b.dataDir, { recursive: true, force: true });
  else await freshSchema(OPTIONS.pgUrl, b.schema!);
  const db = await open(b);
  try {
    await fastLoad(db);
    // Today at midnight UTC: the same jobs on any day, all open but the seed's closed few (their
    // closing dates run up to 60 days from the seed's now).
    const today = Date.now() - (Date.now() % 864e5);
    await seedDatabase(db, { jobs, randomSeed: 42, now: today });
    await settle(db);
  } finally {
    await db.close();
  }
  return (performance.now() - started) / 1000;
}

export async function remove(b: BenchDb): Promise<void> {
  if (b.engine === 'sqlite') rmSync(b.dataDir, { recursive: true, force: true });
  else await dropSchema(OPTIONS.pgUrl, b.schema!);
}

/** A database of the scaling table, and the seconds its seed took (NaN: kept from a run before). */
export interface ScaleDb {
  db: BenchDb;
  seedSeconds: number;
  /** Removed after its row (neither kept nor the server's). */
  temporary: boolean;
}

/**
 * The database of `n` jobs for the scaling table: the server's own when it has `n` jobs and
 * nothing is kept, a kept one when it is current, else a new seed.
 */
export async function scaleDatabase(
  n: number,
  main: BenchDb,
  mainSeedSeconds: number,
  tmp: string,
): Promise<ScaleDb> {
  if (!OPTIONS.keepDbs) {
    if (n === OPTIONS.jobs) return { db: main, seedSeconds: mainSeedSeconds, temporary: false };
    const b = benchDb(join(tmp, `scale-${n}`), `bench_scale_${n}`);
    return { db: b, seedSeconds: await seedInto(b, n), temporary: true };
  }
  const b = benchDb(join(resolve(OPTIONS.keepDbs), `jobs-${n}`), `bench_jobs_${n}`);
  if (await isKeptCurrent(b, n)) return { db: b, seedSeconds: Number.NaN, temporary: false };
  return { db: b, seedSeconds: await seedInto(b, n), temporary: false };
}

async function isKeptCurrent(b: BenchDb, n: number): Promise<boolean> {
  if (b.engine === 'sqlite' && !existsSync(join(b.dataDir, SQLITE_FILE))) return false;
  let db: Database;
  try {
    db = await open(b, true);
  } catch {
    return false;
  }
  try {
    return await isCurrentSeed(db, n);
  } finally {
    await db.close();
  }
}
