/**
 * Writing many rows at once (the seed, db:copy): one statement per engine's fastest way, in the
 * caller's transaction. SQLite runs one prepared INSERT per row on the transaction's own
 * connection (no statement to build per batch); PostgreSQL sends each column as one array
 * (INSERT ... SELECT FROM unnest(...)), a few statements for thousands of rows.
 */
import { sql } from 'kysely';
import type { Db } from './connect';
import type { Schema } from './schema';

/** A column and its PostgreSQL type (for the unnest arrays). */
export type Column<T extends keyof Schema> = [
  keyof Schema[T] & string,
  'int' | 'bigint' | 'text' | 'bytea',
];

const PG_BATCH = 5000;

export async function bulkInsert<T extends keyof Schema>(
  t: Db,
  table: T,
  columns: readonly Column<T>[],
  rows: readonly unknown[][],
  /** SQLite: INSERT OR IGNORE; PostgreSQL: ON CONFLICT DO NOTHING. */
  ignoreConflicts = false,
): Promise<void> {
  if (rows.length === 0) return;
  if (!t.txState) throw new Error('bulkInsert runs inside a transaction');
  const names = columns.map(([c]) => c);
  const sqlite = t.base.sqlite;
  if (sqlite) {
    // The transaction holds SQLite's one connection, so these run inside it.
    const st = sqlite.prepare(
      `INSERT ${ignoreConflicts ? 'OR IGNORE ' : ''}INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    );
    for (const r of rows) st.run(r);
    return;
  }
  for (let i = 0; i < rows.length; i += PG_BATCH) {
    const batch = rows.slice(i, i + PG_BATCH);
    const arrays = columns.map(([, type], c) => sql`${batch.map((r) => r[c])}::${sql.raw(type)}[]`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
      SELECT * FROM unnest(${sql.join(arrays)})${sql.raw(ignoreConflicts ? ' ON CONFLICT DO NOTHING' : '')}`.execute(
      t.q,
    );
  }
}

/**
 * PostgreSQL: moves each table's id sequence past its largest id, after rows were written with
 * ids of their own (the seed, db:copy). SQLite needs nothing: its next id is max(id) + 1.
 */
export async function syncIdSequences(t: Db, tables: readonly (keyof Schema)[]): Promise<void> {
  if (t.engine !== 'postgres') return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
      COALESCE((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(t.q);
  }
}
