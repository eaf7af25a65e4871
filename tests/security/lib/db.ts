// Database helpers for the checks: a digest of every row (to prove a failed request changed
// nothing) and direct reads of a real server's database (SQLite in its DATA_DIR, or its
// PostgreSQL schema in the pg pass).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type Database, openDb } from '../../../server/db/connect';
import type { Schema } from '../../../server/db/schema';
import { TEST_DATABASE_URL } from '../../../server/test-utils';
import { schemaOf } from './server';

/**
 * Tables left out of the digest: rate-limit counters change on purpose when a request fails
 * (a failed login is counted; that is the point of the limiter).
 */
export const DIGEST_EXCLUDED = new Set(['rate_limits']);

/** The tables of the database (its schema on PostgreSQL), by name. */
async function tableNames(db: Database): Promise<string[]> {
  const rows =
    db.engine === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(db.q)
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
          ORDER BY table_name`.execute(db.q);
  return rows.rows.map((r) => r.name);
}

/** SHA-256 over every row of every table (rows in a sorted order), minus the above. */
export async function digest(db: Database): Promise<string> {
  const h = createHash('sha256');
  for (const t of await tableNames(db)) {
    if (DIGEST_EXCLUDED.has(t)) continue;
    h.update(`#${t}\n`);
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(t)}`.execute(db.q);
    const texts = rows.rows.map((r) =>
      JSON.stringify(
        Object.keys(r)
          .sort()
          .map((k) => [k, r[k]]),
      ),
    );
    for (const text of texts.sort()) h.update(text);
  }
  return h.digest('hex');
}

/** Opens a real server's database beside it (SQLite: read-only, WAL; PostgreSQL: its schema). */
export function openReadOnly(dataDir: string): Promise<Database> {
  return openBeside(dataDir, true);
}

/** Opens a real server's database beside it, to write as a bypass of the API would. */
export function openBeside(dataDir: string, readonly = false): Promise<Database> {
  const schema = schemaOf(dataDir);
  return openDb({
    dataDir,
    databaseUrl: schema ? TEST_DATABASE_URL : null,
    schema: schema ?? undefined,
    readonly: readonly && !schema,
    poolSize: 2,
  });
}

/**
 * Something that moves whenever the database may have been written: SQLite's count of this
 * connection's changes (the app writes through it), PostgreSQL's WAL position (it also moves
 * with other tests' writes, so it only ever says "maybe": then the digest decides).
 */
export async function changeMark(db: Database): Promise<string> {
  if (db.sqlite) return String(db.sqlite.prepare('SELECT total_changes()').pluck().get());
  const r = await sql<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(db.q);
  return r.rows[0].lsn;
}

/** The number of rows of a table. */
export async function countRows(db: Database, table: keyof Schema): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db.q);
  return Number(r.rows[0].n);
}
