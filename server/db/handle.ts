/**
 * The database handle's types: `Db`, what every query function takes, and `Database`, an opened
 * one (connect.ts opens it and re-exports these). A module of types only, so that what
 * connect.ts runs at start-up (migrate.ts, tx.ts, the search words) names the handle without
 * importing connect.ts back.
 */
import type Sqlite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Schema } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** What a query function takes: the database, or a transaction of it (tx()). */
export interface Db {
  readonly engine: Engine;
  /** The query builder: the database's, or the open transaction's. */
  readonly q: Kysely<Schema>;
  /** The opened database this handle belongs to (caches and staleness key on it). */
  readonly base: Database;
  /** Set inside tx(): work for after the commit. */
  readonly txState: TxState | null;
}

export interface TxState {
  afterCommit: (() => void)[];
}

/** An opened database. */
export interface Database extends Db {
  /** SQLite: the connection (db/ only: backup, PRAGMA data_version). */
  readonly sqlite: Sqlite.Database | null;
  /** PostgreSQL: the pool (db/ only: LISTEN, migrations). */
  readonly pool: pg.Pool | null;
  /** Where SQLite keeps its file and every engine its uploads' folder and mail. */
  readonly dataDir: string;
  /** The PostgreSQL schema queries run in (tests: one per test file); null for the default. */
  readonly schema: string | null;
  readonly url: string | null;
  close(): Promise<void>;
  readonly closed: boolean;
  /** Runs `fn` when the database closes, before its connections end. */
  onClose(fn: () => Promise<void>): void;
}
