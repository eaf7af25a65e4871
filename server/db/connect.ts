/**
 * Opening the database: SQLite in DATA_DIR (the default) or PostgreSQL 15+ (DATABASE_URL), both
 * behind one Kysely handle (`Db`) that every query module takes. Migrations run here
 * (migrate.ts), before anything else reads.
 *
 * - SQLite (better-sqlite3): WAL, synchronous=FULL, foreign keys, a busy timeout; one connection
 *   (Kysely queues its queries); every transaction is BEGIN IMMEDIATE (API.md); statements are
 *   prepared once per SQL text.
 * - PostgreSQL (pg): a pool; BIGINT and NUMERIC read back as numbers (ids, counts and epoch
 *   milliseconds are all below 2^53); statements time out after 10 s and a connection attempt
 *   after 5 s, so a database that went away answers 500s instead of hanging requests.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Database, Db } from './handle';
import { migrate } from './migrate';
import type { Schema } from './schema';
import { guarded } from './tx';

export type { Database, Db, Engine, TxState } from './handle';

export interface OpenOptions {
  dataDir: string;
  /** postgres://... (DATABASE_URL); unset or empty: SQLite in dataDir. */
  databaseUrl?: string | null;
  /** The SQLite file in dataDir (default touchline.db). */
  file?: string;
  /** A read-only handle (the search thread): no migrations, no writes. */
  readonly?: boolean;
  /** PostgreSQL: run in this schema, created when missing (tests). */
  schema?: string;
  /** PostgreSQL: the pool's most connections (default 10). */
  poolSize?: number;
  /** SQLite: bytes read through a memory map (PRAGMA mmap_size). */
  mmapBytes?: number;
  /** PostgreSQL: a statement's longest run (default 4 s; scripts that load much data pass more). */
  timeoutMs?: number;
}

/** A DATABASE_URL that cannot be used: start-up stops with this one-line reason. */
export class DatabaseOpenError extends Error {}

export const SQLITE_FILE = 'touchline.db';
/**
 * PostgreSQL waits, for requests: no request statement needs seconds, and a database that went
 * away (or a network that drops packets) must answer a call within 10 s even when a search is
 * tried twice (the search thread, then the main thread: 2 x 4.5 s). Scripts that load or copy
 * much data pass longer ones (OpenOptions.timeoutMs).
 */
const STATEMENT_TIMEOUT_MS = 4_000;
const CONNECT_TIMEOUT_MS = 3_000;
const MIN_POSTGRES = 150000;

export async function openDb(options: OpenOptions): Promise<Database> {
  const url = options.databaseUrl?.trim() || null;
  const db = url ? await openPostgres(url, options) : openSqlite(options);
  if (!options.readonly) {
    try {
      await migrate(db);
    } catch (e) {
      await db.close();
      throw e;
    }
  }
  return db;
}

// ---- SQLite ----

function openSqlite(options: OpenOptions): Database {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const path = join(options.dataDir, options.file ?? SQLITE_FILE);
  let sqlite: Sqlite.Database;
  if (options.readonly) {
    sqlite = new Sqlite(path, { readonly: true, fileMustExist: true });
  } else {
    ownerOnly(path);
    sqlite = new Sqlite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (options.mmapBytes) sqlite.pragma(`mmap_size = ${Math.floor(options.mmapBytes)}`);
  const dialect = guarded(new SqliteDialect({ database: preparedOnce(sqlite) }), 'begin immediate');
  const q = new Kysely<Schema>({ dialect });
  let closed = false;
  const hooks: (() => Promise<void>)[] = [];
  const db: Database = {
    engine: 'sqlite',
    q,
    get base() {
      return db;
    },
    txState: null,
    sqlite,
    pool: null,
    dataDir: options.dataDir,
    schema: null,
    url: null,
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const h of hooks.splice(0)) await h().catch(() => {});
      await q.destroy();
    },
    onClose(fn) {
      hooks.push(fn);
    },
  };
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

/**
 * Kysely prepares each SQL text on every call; preparing costs more than running most of our
 * statements, so each text is prepared once (the texts are few: a bounded map all the same).
 */
function preparedOnce(sqlite: Sqlite.Database): SqliteDatabase {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      let st = statements.get(text);
      if (!st) {
        st = sqlite.prepare(text);
        if (statements.size >= 2000) statements.delete(statements.keys().next().value as string);
        statements.set(text, st);
      }
      return st as unknown as SqliteStatement;
    },
  };
}

// ---- PostgreSQL ----

const asNumber = (v: string) => Number(v);
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    // int8 (count(*), BIGINT columns) and numeric (sum of BIGINT) as numbers: all below 2^53.
    if (oid === 20 || oid === 1700) return asNumber;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'the given address';
  }
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseOpenError('DATABASE_URL is not a URL');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new DatabaseOpenError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const where = describeUrl(url);
  let schema = options.schema ?? null;
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new DatabaseOpenError(`not a schema name: ${schema}`);
  }
  const base: pg.PoolConfig = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: options.timeoutMs ?? STATEMENT_TIMEOUT_MS,
    // The client's own wait: a server that stopped answering (no error, no packet) is given up.
    query_timeout: (options.timeoutMs ?? STATEMENT_TIMEOUT_MS) + 500,
    application_name: 'touchline',
    types,
  };
  // Is it there, and is it PostgreSQL 15 or later? One client, before the pool.
  const probe = new pg.Client(base);
  probe.on('error', () => {});
  try {
    await probe.connect();
    const version = await probe.query<{ v: string; n: string; s: string | null }>(
      "SELECT version() AS v, current_setting('server_version_num') AS n, current_schema() AS s",
    );
    const row = version.rows[0];
    if (!row?.v?.startsWith('PostgreSQL')) {
      throw new DatabaseOpenError(`DATABASE_URL (${where}) is not a PostgreSQL server`);
    }
    if (Number(row.n) < MIN_POSTGRES) {
      throw new DatabaseOpenError(
        `DATABASE_URL (${where}) is PostgreSQL ${row.v.split(' ')[1]}: Touchline needs 15 or later`,
      );
    }
    // A schema named by the URL (libpq's options=-c search_path=...) is this handle's too: the
    // change notifications of server/db/changes.ts are per schema.
    const named = version.rows[0]?.s;
    if (schema === null && named && named !== 'public' && /^[a-z_][a-z0-9_]{0,62}$/.test(named)) {
      schema = named;
    }
    // Servers starting together may race to create it: the loser's duplicate is no error.
    if (schema) {
      await probe.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((e: { code?: string }) => {
        if (e.code !== '23505' && e.code !== '42P06') throw e;
      });
    }
  } catch (e) {
    if (e instanceof DatabaseOpenError) throw e;
    const reason = e instanceof Error && e.message ? e.message.split('\n')[0] : 'no answer';
    const code = (e as { code?: string }).code ?? '';
    const unreachable = ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN'];
    if (unreachable.includes(code) || /timeout/i.test(reason)) {
      throw new DatabaseOpenError(
        `cannot reach the database at DATABASE_URL (${where}): ${reason}`,
      );
    }
    // It answered, but not as a PostgreSQL server we can use (another protocol, a refused
    // login, a missing database).
    throw new DatabaseOpenError(`DATABASE_URL (${where}) is not a usable PostgreSQL: ${reason}`);
  } finally {
    await probe.end().catch(() => {});
  }

  const pool = new pg.Pool({
    ...base,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection that breaks (the server restarted) is dropped by the pool; the next
  // query opens a new one. Without a listener the error would end the process.
  pool.on('error', () => {});
  // The pool listens to a client only while it is idle. A connection that breaks while a
  // request holds it (under a query, or between two statements of a transaction) emits 'error'
  // on the client as well as failing the query: that query's request answers 500 and the pool
  // drops the client when it comes back. Unheard, the error would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const q = new Kysely<Schema>({
    dialect: guarded(new PostgresDialect({ pool: namingPool(pool) as unknown as pg.Pool })),
  });
  let closed = false;
  const hooks: (() => Promise<void>)[] = [];
  const db: Database = {
    engine: 'postgres',
    q,
    get base() {
      return db;
    },
    txState: null,
    sqlite: null,
    pool,
    dataDir: options.dataDir,
    schema,
    url,
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const h of hooks.splice(0)) await h().catch(() => {});
      await q.destroy();
    },
    onClose(fn) {
      hooks.push(fn);
    },
  };
  return db;
}

/**
 * SQL texts run as named prepared statements on PostgreSQL (precompiled.ts registers its
 * queries): each connection parses and plans them once, not on every call. Only fixed texts
 * with explicit columns are registered, so a later migration cannot change a kept plan's rows.
 */
const statementNames = new Map<string, string>();
export function prepareOnServer(text: string): void {
  if (!statementNames.has(text)) statementNames.set(text, `touchline_${statementNames.size + 1}`);
}

/** The pool as Kysely sees it: its clients run registered texts by name. */
function namingPool(pool: pg.Pool) {
  const wrapped = new WeakMap<pg.PoolClient, object>();
  return {
    async connect() {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) {
        w = {
          query: (text: string, values?: unknown[]) => {
            const name = statementNames.get(text);
            return name ? client.query({ name, text, values }) : client.query(text, values);
          },
          release: (err?: Error | boolean) => client.release(err),
        };
        wrapped.set(client, w);
      }
      return w;
    },
    end: () => pool.end(),
  };
}

// ---- transactions (tx.ts) ----

export {
  afterCommit,
  isForeignKeyViolation,
  isUniqueViolation,
  NestedQueryError,
  tx,
} from './tx';

/** Whether the database answers a trivial query within `timeoutMs` (GET /api/health). */
export async function databaseAnswers(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = sql`SELECT 1`.execute(db.q).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
