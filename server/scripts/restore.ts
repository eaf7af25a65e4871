// npm run restore -- FILE [--data-dir DIR] [--force]
// Replaces DATA_DIR/touchline.db with a backup made by `npm run backup`. Stop the server first:
// the restore refuses while a server has the database open, unless --force. The current database
// is kept as touchline.db.before-restore-<time>. Restore DATA_DIR/uploads from the same backup.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreDatabase } from '../db/backup';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(
    'Usage: npm run restore -- FILE [--data-dir DIR] [--force]   (stop the server first)',
  );
  process.exit(2);
}
if (process.env.DATABASE_URL?.trim()) {
  // PostgreSQL keeps its own backups: pg_dump, and point-in-time recovery (docs/deploy.md).
  console.error(
    'npm run restore fills a SQLite DATA_DIR; with DATABASE_URL use pg_restore (docs/deploy.md)',
  );
  process.exit(2);
}
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
try {
  const r = await restoreDatabase(dataDir, file, { force: values.force });
  console.log(
    `Restored ${resolve(file)} into ${r.file}: ${r.users} users, ${r.jobs} jobs, integrity ok.` +
      (r.saved ? ` The previous database is kept as ${r.saved}.` : ''),
  );
} catch (e) {
  console.error(`Restore failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(e instanceof BackupError ? 1 : 3);
}
