// npm run db:copy -- --to postgres://user@host:5432/db [--data-dir DIR]
// Moving up: copies the SQLite board of DATA_DIR (default ./data, or the DATA_DIR variable) into
// an empty PostgreSQL database (in the schema its `options=-c search_path=...` names, created
// when missing): every table with its ids, the uploads' bytes and the signing secret, in one
// transaction, verified before it commits (server/db/copy.ts). Stop the SQLite server first:
// while the copy runs it holds SQLite's write lock, so the server's writes would fail.
// Exit 0 with what was copied; exit 1 with a one-line reason, and nothing written.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDb, SQLITE_FILE } from '../db/connect';
import { copyBoard, migrationMismatch, notEmpty, tablesWithRows } from '../db/copy';
import { describeTarget, refreshStatistics, schemaOfUrl } from './db-target';

const USAGE = 'usage: npm run db:copy -- --to postgres://user@host:5432/db [--data-dir DIR]';

class Refusal extends Error {}

function isPostgresUrl(url: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** A message without the URL's password, and naming --to where openDb says DATABASE_URL. */
function safeMessage(e: unknown, url: string): string {
  let text = (e instanceof Error ? e.message : String(e)).split('\n')[0];
  text = text.replaceAll('DATABASE_URL', '--to');
  try {
    const { password } = new URL(url);
    for (const p of new Set([password, decodeURIComponent(password)])) {
      if (p) text = text.replaceAll(p, '***');
    }
  } catch {
    // not a URL: nothing of it to hide
  }
  return text.replaceAll(url, '--to');
}

async function copy(to: string, dataDir: string): Promise<string> {
  const file = join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) {
    throw new Refusal(`no SQLite database at ${file} (give --data-dir DIR or set DATA_DIR)`);
  }
  // Looked at before anything is written: a target holding data is not even migrated.
  const probe = await openDb({ dataDir, databaseUrl: to, readonly: true });
  try {
    const held = await tablesWithRows(probe);
    if (held.length > 0) throw new Refusal(notEmpty(held));
  } finally {
    await probe.close();
  }
  const opened: Database[] = [];
  try {
    const source = await openDb({ dataDir });
    opened.push(source);
    const behind = await migrationMismatch(source);
    if (behind) throw new Refusal(`the SQLite database ${file}: ${behind}`);
    const target = await openDb({
      dataDir,
      databaseUrl: to,
      schema: schemaOfUrl(to) ?? undefined,
      timeoutMs: 600_000, // counting and copying a large board
    });
    opened.push(target);
    const mismatch = await migrationMismatch(target);
    if (mismatch) throw new Refusal(`the target database: ${mismatch}`);

    const started = performance.now();
    let report: Awaited<ReturnType<typeof copyBoard>>;
    try {
      report = await copyBoard(source, target);
    } catch (e) {
      throw new Refusal(`${safeMessage(e, to)} (nothing was copied)`);
    }
    await refreshStatistics(target);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = report.tables.map((t) => `${t.table} ${t.rows}`).join(', ');
    return [
      `Copied ${describeTarget(source)} into ${describeTarget(target)} in ${seconds} s`,
      `  rows: ${rows}`,
      `  files: ${report.files} (${report.bytes} bytes) into file_blobs`,
      report.secret
        ? '  signing secret: DATA_DIR/jwt-secret into server_meta (tokens and cookies stay valid)'
        : '  signing secret: none in DATA_DIR (set the same JWT_SECRET on the PostgreSQL servers)',
    ].join('\n');
  } finally {
    for (const db of opened.reverse()) await db.close();
  }
}

async function main(): Promise<number> {
  let values: { to?: string; 'data-dir'?: string };
  try {
    ({ values } = parseArgs({
      options: { to: { type: 'string' }, 'data-dir': { type: 'string' } },
    }));
  } catch {
    console.error(`db:copy: ${USAGE}`);
    return 1;
  }
  const to = values.to?.trim() ?? '';
  if (!to) {
    console.error(`db:copy: --to is missing (${USAGE})`);
    return 1;
  }
  if (!isPostgresUrl(to)) {
    console.error('db:copy: --to must be a postgres:// or postgresql:// URL');
    return 1;
  }
  const dataDir = resolve(values['data-dir'] ?? (process.env.DATA_DIR?.trim() || './data'));
  try {
    console.log(await copy(to, dataDir));
    return 0;
  } catch (e) {
    console.error(`db:copy: ${safeMessage(e, to)}`);
    return 1;
  }
}

process.exitCode = await main();
