/**
 * Versioned migrations per engine: migrations/sqlite/NNN-name.sql and migrations/postgres/
 * NNN-name.sql, the same numbers on both, applied in order, each once, each in a transaction,
 * at start-up. On PostgreSQL an advisory lock makes servers that start together take turns:
 * the first applies, the others find nothing left to do. A migration must leave a schema that
 * the code before it still runs on (docs/deploy.md: deploys without downtime).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Engine } from './handle';
import { ensureClosingDates } from './queries/lifecycle';
import { ensureSearchWords } from './queries/search-words';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
/** pg_advisory_lock key of the migrations ("TOUCHLIN" as digits; any fixed number). */
const MIGRATION_LOCK = 8682448454;
/** The client-side wait of a migration's statements (the pool's is a request's: connect.ts). */
const LONG_WAIT_MS = 60 * 60_000;
/** pg takes `query_timeout` per query; its types do not list it. */
const long = (q: { text: string; values?: unknown[] }) =>
  ({ ...q, query_timeout: LONG_WAIT_MS }) as { text: string; values?: unknown[] };

/** The first line of a SQLite migration that runs with foreign keys off (013: files rebuilt). */
const FOREIGN_KEYS_OFF = '-- sqlite: foreign keys off';

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

export function migrationFiles(engine: Engine): { version: number; name: string; sql: string }[] {
  const dir = join(MIGRATIONS_DIR, engine);
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({
      version: Number.parseInt(name.slice(0, 3), 10),
      name,
      sql: readFileSync(join(dir, name), 'utf8'),
    }));
}

/** Applies the pending migrations of `db`'s engine; returns the names applied. */
export async function migrate(db: Database): Promise<string[]> {
  const applied = db.sqlite ? migrateSqlite(db) : await migratePostgres(db);
  await ensureSearchWords(db);
  await ensureClosingDates(db);
  return applied;
}

function migrateSqlite(db: Database): string[] {
  const sqlite = db.sqlite!;
  sqlite.exec(CREATE_TABLE);
  const done = new Set(
    sqlite.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const applied: string[] = [];
  for (const m of migrationFiles('sqlite')) {
    if (done.has(m.version)) continue;
    // A migration that rebuilds a table others reference (SQLite's documented way to change a
    // CHECK: new table, copy, drop, rename) runs with foreign keys off, as that procedure says;
    // the pragma is a no-op inside a transaction, so it is set around it, and the references
    // are checked before the commit.
    const keysOff = m.sql.startsWith(FOREIGN_KEYS_OFF);
    if (keysOff) sqlite.pragma('foreign_keys = OFF');
    try {
      sqlite
        .transaction(() => {
          sqlite.exec(m.sql);
          if (keysOff && sqlite.prepare('PRAGMA foreign_key_check').all().length) {
            throw new Error(`migration ${m.name} left broken references`);
          }
          sqlite
            .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
            .run(m.version, m.name, new Date().toISOString());
        })
        .immediate();
    } finally {
      if (keysOff) sqlite.pragma('foreign_keys = ON');
    }
    applied.push(m.name);
  }
  return applied;
}

async function migratePostgres(db: Database): Promise<string[]> {
  const client = await db.pool!.connect();
  const applied: string[] = [];
  try {
    // A migration may take longer than a request's statement (an index on a large table), and
    // a server may wait that long for another's migration (the lock).
    await client.query('SET statement_timeout = 0');
    await client.query(long({ text: 'SELECT pg_advisory_lock($1)', values: [MIGRATION_LOCK] }));
    await client.query(CREATE_TABLE);
    const done = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    for (const m of migrationFiles('postgres')) {
      if (done.has(m.version)) continue;
      await client.query('BEGIN');
      try {
        // No parameters: the simple protocol runs the file's statements in turn.
        await client.query(long({ text: m.sql }));
        await client.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [m.version, m.name, new Date().toISOString()],
        );
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      }
      applied.push(m.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
  return applied;
}
