import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type DB = Database.Database;

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/**
 * Opens (creating if needed) DATA_DIR/touchline.db with the pragmas of API.md:
 * WAL, synchronous=FULL, foreign keys on, a busy timeout. Then applies pending migrations.
 */
export function openDatabase(dataDir: string, file = 'touchline.db'): DB {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, file);
  ownerOnly(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Password hashes and token hashes live in the database: it is created readable and writable by
 * the server's user only (mode 0600; SQLite gives its -wal and -shm files the database file's
 * mode), and an existing one is tightened to that. A file the server does not own is left as
 * it is (the operator's choice).
 */
function ownerOnly(path: string): void {
  try {
    closeSync(openSync(path, 'a', 0o600));
    for (const f of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  } catch {
    // Not ours to change (or a read-only location): SQLite reports what it cannot open.
  }
}

/** Versioned SQL migrations (NNN-name.sql), applied in order, each once, each in a transaction. */
export function migrate(db: DB): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const f of files) {
    const version = Number.parseInt(f.slice(0, 3), 10);
    if (done.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, f), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        f,
        new Date().toISOString(),
      );
    }).immediate();
    applied.push(f);
  }
  return applied;
}

/** Runs `fn` in one BEGIN IMMEDIATE transaction (API.md: every mutation). */
export function tx<T>(db: DB, fn: () => T): T {
  return db.transaction(fn).immediate();
}
