/**
 * Moving up (npm run db:copy): a SQLite board into an empty PostgreSQL database, every table with
 * its ids, each upload's bytes (DATA_DIR/uploads on SQLite, file_blobs on PostgreSQL) and the
 * signing secret (DATA_DIR/jwt-secret into server_meta), so sessions, tokens and XSRF cookies
 * issued before the move keep working.
 *
 * It all happens in one PostgreSQL transaction, verified before the commit (row counts per table,
 * every file's byte length): any failure leaves the target as empty as it was. The source is read
 * in batches by primary key, inside SQLite's write transaction (BEGIN IMMEDIATE): a consistent
 * view, and a server still running on it cannot acknowledge a write the copy would miss. A long
 * transaction with file reads in it is fine here: nothing else uses the target yet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { bulkInsert, type Column, syncIdSequences } from './bulk';
import { jobsChanged } from './changes';
import { type Database, type Db, tx } from './connect';
import { migrationFiles } from './migrate';
import { readFileBytes } from './queries/files';
import { JWT_SECRET_KEY } from './queries/meta';
import type { Schema, TableName } from './schema';

/** A reason the copy did not happen or was rolled back (one line for the operator). */
export class CopyError extends Error {}

interface TableSpec {
  table: TableName;
  /** The primary key: the order of the batches (one or two columns). */
  key: readonly string[];
}
const spec = <N extends TableName>(table: N, ...key: (keyof Schema[N] & string)[]): TableSpec => ({
  table,
  key,
});

/**
 * Every table, parents before children (organisations.logo_file_id has no foreign key, so
 * organisations come before the users and files they hold). file_blobs is filled with files.
 * The columns are the target's (both engines' migrations make the same ones: checked).
 */
export const COPY_ORDER: readonly TableSpec[] = [
  spec('org_types', 'id'),
  spec('states', 'id'),
  spec('cities', 'id'),
  spec('tags', 'id'),
  spec('organisations', 'id'),
  spec('users', 'id'),
  spec('files', 'id'),
  spec('profiles', 'user_id'),
  spec('user_interests', 'user_id', 'tag_id'),
  spec('jobs', 'id'),
  spec('job_tags', 'job_id', 'tag_id'),
  spec('job_views', 'job_id'),
  spec('job_words', 'word', 'search_key'),
  spec('applications', 'id'),
  spec('application_status_history', 'id'),
  spec('credentials', 'id'),
  spec('credential_reminders', 'credential_id', 'expires_on', 'days'),
  spec('application_credentials', 'id'),
  spec('refresh_tokens', 'id'),
  spec('user_tokens', 'id'),
  spec('user_sessions', 'family_id'),
  spec('email_changes', 'id'),
  spec('saved_jobs', 'user_id', 'job_id'),
  spec('job_publications', 'seq'),
  spec('job_alerts', 'id'),
  spec('alert_keys', 'key', 'sig'),
  spec('alert_tokens', 'token_hash'),
  spec('rate_limits', 'key'),
  // Trust and safety (migration 017). audit_log's triggers refuse UPDATE and DELETE, not
  // INSERT, and the copy only inserts into an empty target: its rows come as they are.
  spec('user_totp', 'user_id'),
  spec('recovery_codes', 'id'),
  spec('login_challenges', 'challenge_hash'),
  spec('reports', 'id'),
  spec('audit_log', 'id'),
  spec('work', 'id'),
  spec('server_meta', 'key'),
];

/** Rows read from the source per query (each batch is one INSERT on the target). */
const BATCH = 1000;
/**
 * Tables of the database that are not board data. file_removals: SQLite's queue of bytes to
 * remove from DATA_DIR/uploads (issue 31); their rows are gone or removed, so no bytes are copied.
 */
const NOT_COPIED = new Set(['schema_migrations', 'file_blobs', 'file_removals']);
/** PostgreSQL's column types as bulkInsert's arrays name them. */
const ARRAY_TYPES: Record<string, Column<TableName>[1]> = {
  bigint: 'bigint',
  integer: 'int',
  text: 'text',
  bytea: 'bytea',
};

/** Where the rows of every table are read without the builder's per-table types. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Db) => db.q as unknown as Loose;
/** A table's columns with their PostgreSQL array types, as bulkInsert takes them. */
type Columns = readonly (readonly [string, Column<TableName>[1]])[];

export interface CopyReport {
  tables: { table: TableName; rows: number }[];
  files: number;
  bytes: number;
  /** Whether DATA_DIR/jwt-secret was copied into server_meta. */
  secret: boolean;
}

/** The tables of `db` (its current schema on PostgreSQL): their columns and types, in order. */
async function columnsOf(db: Db): Promise<Map<string, Map<string, string>>> {
  const { rows } =
    db.engine === 'sqlite'
      ? await sql<{ t: string; c: string; type: string }>`SELECT m.name AS t, p.name AS c,
            p.type AS type
          FROM sqlite_master m, pragma_table_info(m.name) p
          WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
          ORDER BY m.name, p.cid`.execute(db.q)
      : await sql<{ t: string; c: string; type: string }>`SELECT table_name AS t,
            column_name AS c, data_type AS type
          FROM information_schema.columns WHERE table_schema = current_schema()
          ORDER BY table_name, ordinal_position`.execute(db.q);
  const out = new Map<string, Map<string, string>>();
  for (const r of rows) out.set(r.t, (out.get(r.t) ?? new Map()).set(r.c, r.type));
  return out;
}

/** The board tables of `db` that hold any row (server_meta aside: migrations write to it). */
export async function tablesWithRows(db: Db): Promise<TableName[]> {
  const existing = await columnsOf(db);
  const found: TableName[] = [];
  for (const { table } of COPY_ORDER) {
    if (table === 'server_meta' || !existing.has(table)) continue;
    const row = await loose(db)
      .selectFrom(table)
      .select(sql`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) found.push(table);
  }
  return found;
}

/** Why `db`'s applied migrations are not exactly this code's (null when they are). */
export async function migrationMismatch(db: Database): Promise<string | null> {
  const known = migrationFiles(db.engine).map((m) => m.version);
  const rows = await db.q.selectFrom('schema_migrations').select('version').execute();
  const applied = rows.map((r) => Number(r.version));
  const newer = applied.filter((v) => !known.includes(v));
  if (newer.length > 0) {
    return `it has migration ${Math.max(...newer)}, which this code does not know: update this checkout first`;
  }
  const missing = known.filter((v) => !applied.includes(v));
  if (missing.length > 0) return `its migrations are behind this code's (${missing[0]} is missing)`;
  return null;
}

/**
 * The columns of each table, after checking that both ends have the same ones and the source no
 * table the copy would miss (a migration db:copy does not know yet).
 */
async function columnsToCopy(source: Db, target: Db): Promise<Map<TableName, Columns>> {
  const [from, to] = [await columnsOf(source), await columnsOf(target)];
  for (const name of from.keys()) {
    if (!NOT_COPIED.has(name) && !COPY_ORDER.some((s) => s.table === name)) {
      throw new CopyError(`db:copy does not know the table ${name} (server/db/copy.ts)`);
    }
  }
  const out = new Map<TableName, Columns>();
  for (const { table } of COPY_ORDER) {
    const [a, b] = [from.get(table), to.get(table)];
    if (!a || !b || a.size !== b.size || [...b.keys()].some((c) => !a.has(c))) {
      throw new CopyError(`the table ${table} has other columns in SQLite than in PostgreSQL`);
    }
    out.set(
      table,
      [...b].map(([c, type]) => {
        const array = ARRAY_TYPES[type];
        if (!array) throw new CopyError(`db:copy cannot copy ${table}.${c} (${type})`);
        return [c, array] as const;
      }),
    );
  }
  return out;
}

/** The source's signing secret (DATA_DIR/jwt-secret, as server/config.ts reads it), or null. */
function signingSecret(dataDir: string): string | null {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret, 'utf8') < 32) {
    throw new CopyError(`${file} holds a secret shorter than 32 bytes`);
  }
  return secret;
}

/** The rows of `spec`'s table after `last` (its key values), in key order. */
async function readBatch(
  s: Db,
  { table, key }: TableSpec,
  names: string[],
  last: unknown[] | null,
) {
  let q = loose(s).selectFrom(table).select(names).limit(BATCH);
  for (const k of key) q = q.orderBy(k);
  if (last) {
    q =
      key.length === 1
        ? q.where(key[0], '>', last[0])
        : q.where((eb) => eb(eb.refTuple(key[0], key[1]), '>', eb.tuple(last[0], last[1])));
  }
  return q.execute();
}

const countRows = async (db: Db, table: TableName) =>
  Number(
    (
      await loose(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Copies the rows of one table: how many were read and how many written. */
async function copyTable(
  s: Db,
  t: Db,
  spec: TableSpec,
  columns: Columns,
  secret: string | null,
): Promise<{ read: number; written: number }> {
  const names = columns.map(([c]) => c);
  let last: unknown[] | null = null;
  let read = 0;
  let written = 0;
  for (;;) {
    const rows = await readBatch(s, spec, names, last);
    if (rows.length === 0) break;
    let values = rows.map((r) => names.map((n) => r[n]));
    if (spec.table === 'server_meta' && secret !== null) {
      values = values.filter(([k]) => k !== JWT_SECRET_KEY);
    }
    // The target's own columns (columnsToCopy), so the per-table type is not needed here.
    await bulkInsert(t, spec.table, columns as never, values);
    read += rows.length;
    written += values.length;
    const end = rows[rows.length - 1];
    last = spec.key.map((k) => end[k]);
  }
  if (spec.table === 'server_meta' && secret !== null) {
    await t.q.insertInto('server_meta').values({ key: JWT_SECRET_KEY, value: secret }).execute();
    written += 1;
  }
  return { read, written };
}

/** Each file's bytes from DATA_DIR/uploads into file_blobs, one file at a time. */
async function copyFileBytes(s: Db, t: Db): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  let after = 0;
  for (;;) {
    const batch = await s.q
      .selectFrom('files')
      .select(['id', 'stored_name'])
      .where('id', '>', after)
      // A removed file (issue 31: account deleted, retention) has a row and no bytes.
      .where('removed_at', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) break;
    for (const file of batch) {
      const data = await readFileBytes(s, file);
      if (!data) {
        throw new CopyError(
          `the bytes of file ${file.id} are missing (uploads/${file.stored_name} in DATA_DIR)`,
        );
      }
      await t.q.insertInto('file_blobs').values({ file_id: file.id, bytes: data }).execute();
      files += 1;
      bytes += data.byteLength;
    }
    after = batch[batch.length - 1].id;
  }
  return { files, bytes };
}

/**
 * Each table's rows counted on both ends: alike (server_meta: plus the secret when the source
 * had none in it); and every file's bytes as long as files.size says.
 */
async function verify(s: Db, t: Db, copied: Map<TableName, { read: number; written: number }>) {
  for (const [table, { read, written }] of copied) {
    const [from, to] = [await countRows(s, table), await countRows(t, table)];
    if (to !== from + (written - read) || to !== written) {
      throw new CopyError(`${table}: ${from} rows in SQLite, ${to} in PostgreSQL after the copy`);
    }
  }
  const bad = await t.q
    .selectFrom('files as f')
    .leftJoin('file_blobs as b', 'b.file_id', 'f.id')
    .select('f.id')
    .where('f.removed_at', 'is', null)
    .where((eb) =>
      eb.or([eb('b.file_id', 'is', null), eb(sql`octet_length(b.bytes)`, '<>', eb.ref('f.size'))]),
    )
    .limit(1)
    .executeTakeFirst();
  if (bad) throw new CopyError(`file ${bad.id}: its bytes in PostgreSQL are not files.size long`);
}

/**
 * Copies the SQLite board `source` into the PostgreSQL database `target` (both opened with
 * openDb, so both are at this code's migrations). Throws CopyError, with nothing written, when
 * the target is not empty or a check fails.
 */
export async function copyBoard(source: Database, target: Database): Promise<CopyReport> {
  if (source.engine !== 'sqlite' || target.engine !== 'postgres') {
    throw new CopyError('db:copy copies a SQLite database into a PostgreSQL one');
  }
  const secret = signingSecret(source.dataDir);
  const columns = await columnsToCopy(source, target);
  return tx(target, (t) =>
    tx(source, async (s) => {
      // Checked again inside the transaction: another copy may have started meanwhile.
      const held = await tablesWithRows(t);
      if (held.length > 0) throw new CopyError(notEmpty(held));
      // What the target's own migrations wrote (the search words' version) comes from the source.
      await t.q.deleteFrom('server_meta').execute();
      const report: CopyReport = { tables: [], files: 0, bytes: 0, secret: secret !== null };
      const copied = new Map<TableName, { read: number; written: number }>();
      for (const spec of COPY_ORDER) {
        const n = await copyTable(s, t, spec, columns.get(spec.table)!, secret);
        copied.set(spec.table, n);
        report.tables.push({ table: spec.table, rows: n.written });
        if (spec.table === 'files') Object.assign(report, await copyFileBytes(s, t));
      }
      await syncIdSequences(
        t,
        COPY_ORDER.filter((x) => x.key.length === 1 && x.key[0] === 'id').map((x) => x.table),
      );
      // Job lists cached by any server already on the target are stale (changes.ts).
      await jobsChanged(t);
      await verify(s, t, copied);
      return report;
    }),
  );
}

/** The refusal for a target that holds data. */
export function notEmpty(tables: readonly string[]): string {
  return `the target database is not empty (it has ${tables.join(', ')}): db:copy fills only an empty one`;
}
