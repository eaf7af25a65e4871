// npm run backup -- FILE [--data-dir DIR]
// A consistent online copy of DATA_DIR/touchline.db (SQLite's backup API), safe while the server
// runs. Uploaded files (DATA_DIR/uploads) are plain write-once files: copy that folder after the
// database backup (e.g. rsync -a DATA_DIR/uploads/ BACKUP/uploads/) so every file a row names is there.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase } from '../db/backup';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run backup -- FILE [--data-dir DIR]   (DATA_DIR defaults to ./data)');
  process.exit(2);
}
if (process.env.DATABASE_URL?.trim()) {
  // PostgreSQL keeps its own backups: pg_dump, and point-in-time recovery (docs/deploy.md).
  console.error(
    'npm run backup copies a SQLite DATA_DIR; with DATABASE_URL use pg_dump -Fc (docs/deploy.md)',
  );
  process.exit(2);
}
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
try {
  const started = performance.now();
  const r = await backupDatabase(dataDir, file);
  console.log(
    `Backed up ${dataDir} to ${r.file}: ${r.bytes} bytes, ${r.users} users, ${r.jobs} jobs, integrity ok, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (e) {
  console.error(
    `Backup failed: ${e instanceof BackupError || e instanceof Error ? e.message : String(e)}`,
  );
  process.exit(1);
}
