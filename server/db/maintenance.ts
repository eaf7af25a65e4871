/**
 * Maintenance around bulk loads (the seed script, the bench): PostgreSQL schemas for a script's
 * own data, planner statistics after a load, and writing a load out to disk before measuring.
 * Each differs by engine; nothing here runs while the server serves.
 */
import { sql } from 'kysely';
import type { Database, Db } from './connect';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL: drops `schema` (and everything in it) if it exists, then creates it empty. */
export async function freshSchema(db: Db, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`not a schema name: ${schema}`);
  await db.q.schema.dropSchema(schema).ifExists().cascade().execute();
  await db.q.schema.createSchema(schema).execute();
}

/** PostgreSQL: drops `schema` and everything in it. */
export async function dropSchema(db: Db, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`not a schema name: ${schema}`);
  await db.q.schema.dropSchema(schema).ifExists().cascade().execute();
}

/** The tables a seed fills. */
const SEEDED = [
  'org_types',
  'states',
  'cities',
  'tags',
  'organisations',
  'jobs',
  'job_tags',
  'job_words',
] as const;

/**
 * After a bulk load: the query planner's statistics, so that the first requests after it are
 * planned on the data as it is (SQLite's PRAGMA optimize, PostgreSQL's ANALYZE).
 */
export async function refreshStatistics(db: Db): Promise<void> {
  if (db.engine === 'sqlite') await sql`PRAGMA optimize`.execute(db.q);
  else await sql`ANALYZE ${sql.join(SEEDED.map((t) => sql.table(t)))}`.execute(db.q);
}

/**
 * SQLite: durability relaxed for loading a throwaway database (fsyncs would make a
 * 1,000,000-job seed I/O-bound), until settle(). PostgreSQL: nothing.
 */
export async function fastLoad(db: Db): Promise<void> {
  if (db.engine !== 'sqlite') return;
  await sql`PRAGMA synchronous = OFF`.execute(db.q);
  await sql`PRAGMA cache_size = -262144`.execute(db.q);
}

/**
 * A load written out to the disk, with the planner's statistics, before anything is measured:
 * a server's first write paid for the load's writeback when it was left to the kernel (SQLite:
 * a checkpoint under synchronous=FULL syncs the file), and a PostgreSQL table fresh from a bulk
 * insert has no visibility map for index-only scans yet.
 */
export async function settle(db: Database): Promise<void> {
  if (db.engine === 'sqlite') {
    await sql`PRAGMA synchronous = FULL`.execute(db.q);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.q);
    await refreshStatistics(db);
    return;
  }
  await sql`VACUUM (ANALYZE) jobs, job_tags, job_words, organisations`.execute(db.q);
  await refreshStatistics(db);
  // Needs superuser or pg_checkpoint; without it the checkpointer writes the load out later.
  await sql`CHECKPOINT`.execute(db.q).catch(() => {});
}
