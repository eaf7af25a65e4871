// Database helpers for the checks: a digest of every row (to prove a failed request changed
// nothing) and direct reads of a DATA_DIR's database.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { DB } from '../../../server/db/open';

/**
 * Tables left out of the digest: rate-limit counters change on purpose when a request fails
 * (a failed login is counted; that is the point of the limiter).
 */
export const DIGEST_EXCLUDED = new Set(['rate_limits']);

/** SHA-256 over every row of every table (sorted by rowid / primary key), minus the above. */
export function digest(db: DB): string {
  const h = createHash('sha256');
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  for (const t of tables) {
    if (DIGEST_EXCLUDED.has(t)) continue;
    h.update(`#${t}\n`);
    for (const row of db.prepare(`SELECT * FROM "${t}"`).raw().iterate()) {
      h.update(JSON.stringify(row));
    }
  }
  return h.digest('hex');
}

/** Opens DATA_DIR/touchline.db read-only (safe beside a running server: WAL). */
export function openReadOnly(dataDir: string): DB {
  const db = new Database(join(dataDir, 'touchline.db'), { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
