/**
 * For migration tests: a database of the test engine as migrations 001..`version` left it, with
 * `seedSql` run on it, then opened as the server opens it (which applies the later migrations).
 * SQLite: a file in a temporary folder; PostgreSQL: a schema of its own. `drop` removes either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { TEST_DATABASE_URL, TEST_ENGINE, testSchemaName } from '../../test-utils';
import { type Database, openDb } from '../connect';
import { migrationFiles } from '../migrate';

const RECORD =
  'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)';
/** As server/db/migrate.ts: a SQLite migration that rebuilds a referenced table. */
const FOREIGN_KEYS_OFF = '-- sqlite: foreign keys off';

export async function databaseAt(
  version: number,
  seedSql: string,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-migrate-'));
  const older = migrationFiles(TEST_ENGINE).filter((m) => m.version <= version);
  if (TEST_ENGINE === 'sqlite') {
    const raw = new Sqlite(join(dir, 'touchline.db'));
    raw.pragma('foreign_keys = ON');
    raw.exec(RECORD);
    for (const m of older) {
      const keysOff = m.sql.startsWith(FOREIGN_KEYS_OFF);
      if (keysOff) raw.pragma('foreign_keys = OFF');
      raw.exec(m.sql);
      if (keysOff) raw.pragma('foreign_keys = ON');
      raw.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, 'then');
    }
    raw.exec(seedSql);
    raw.close();
    const db = await openDb({ dataDir: dir });
    return {
      db,
      drop: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = testSchemaName();
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`);
    await client.query(RECORD);
    for (const m of older) {
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        'then',
      ]);
    }
    await client.query(seedSql);
  } finally {
    await client.end();
  }
  const db = await openDb({ dataDir: dir, databaseUrl: TEST_DATABASE_URL, schema, poolSize: 2 });
  return {
    db,
    drop: async () => {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(db.q);
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
