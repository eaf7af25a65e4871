// Online backup and restore of DATA_DIR/touchline.db (SQLite) with SQLite's backup API (through
// better-sqlite3), never a file copy: the copy is consistent even while the server writes.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

export const DB_FILE = 'touchline.db';

export class BackupError extends Error {}

export function databasePath(dataDir: string): string {
  return join(resolve(dataDir), DB_FILE);
}

/** Checks that `file` is a readable SQLite database of this app that passes integrity_check. */
export function verifyDatabaseFile(file: string): { tables: number; users: number; jobs: number } {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new BackupError(
      `${file} is not a SQLite database (${e instanceof Error ? e.message : e})`,
    );
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} fails integrity_check: ${String(check)}`);
    const tables = db
      .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .get() as number;
    const has = (t: string) =>
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(t) !==
      undefined;
    if (!has('schema_migrations') || !has('users') || !has('jobs')) {
      throw new BackupError(`${file} is not a Touchline database`);
    }
    const users = db.prepare('SELECT count(*) FROM users').pluck().get() as number;
    const jobs = db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
    return { tables, users, jobs };
  } catch (e) {
    if (e instanceof BackupError) throw e;
    throw new BackupError(`${file} cannot be read (${e instanceof Error ? e.message : e})`);
  } finally {
    db.close();
  }
}

/**
 * Copies the live database of `dataDir` to `dest` with the backup API (safe while the server
 * runs: pages written meanwhile restart the affected steps). Writes to a temporary file beside
 * `dest`, verifies it, then renames it into place.
 */
export async function backupDatabase(dataDir: string, dest: string) {
  const source = databasePath(dataDir);
  if (!existsSync(source)) throw new BackupError(`no database at ${source}`);
  const target = resolve(dest);
  if (target === source) throw new BackupError('the backup file cannot be the live database');
  mkdirSync(dirname(target), { recursive: true });
  const tmp = `${target}.partial-${process.pid}`;
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    await db.backup(tmp);
  } finally {
    db.close();
  }
  try {
    // a backup is a standalone file: rollback journal, no -wal beside it
    const copy = new Database(tmp);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const summary = verifyDatabaseFile(tmp);
    renameSync(tmp, target);
    return { file: target, bytes: statSync(target).size, ...summary };
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** True when another connection (a running server) has the database open. */
export function databaseInUse(dataDir: string): boolean {
  const file = databasePath(dataDir);
  if (!existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    // In WAL mode every open connection holds a shared lock: an exclusive one is refused.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (e) {
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw e;
  } finally {
    db.close();
  }
}

/**
 * Replaces the database of `dataDir` with the backup `src`, through the backup API. Refuses when
 * a server has the database open unless `force` (stop the server first: a running server keeps
 * serving from its own connection and would mix old sessions with restored data). The current
 * database is first saved as touchline.db.before-restore-<time>.
 */
export async function restoreDatabase(
  dataDir: string,
  src: string,
  opts: { force?: boolean; now?: number } = {},
) {
  const from = resolve(src);
  const summary = verifyDatabaseFile(from);
  const target = databasePath(dataDir);
  if (!opts.force && databaseInUse(dataDir)) {
    throw new BackupError(
      `the database in ${resolve(dataDir)} is in use by a running server: stop it first (or pass --force)`,
    );
  }
  mkdirSync(dirname(target), { recursive: true });
  let saved: string | null = null;
  if (existsSync(target)) {
    saved = `${target}.before-restore-${new Date(opts.now ?? Date.now()).toISOString().replace(/[:.]/g, '-')}`;
    const current = new Database(target, { fileMustExist: true });
    try {
      current.pragma('busy_timeout = 10000');
      await current.backup(saved);
    } finally {
      current.close();
    }
  }
  const backup = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(target);
  } finally {
    backup.close();
  }
  const restored = new Database(target);
  try {
    restored.pragma('journal_mode = WAL');
    const check = restored.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(`the restored database fails integrity_check: ${String(check)}`);
  } finally {
    restored.close();
  }
  return { file: target, saved, ...summary };
}
