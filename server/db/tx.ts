/**
 * Transactions on the Db handle (handle.ts): tx(), afterCommit(), the constraint errors, and
 * the guard that refuses a query on the database's own handle inside a transaction. In a module
 * of its own so that the query modules connect.ts runs at start-up (the migrations' search
 * words) need not import connect.ts back.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely';
import type { Db, TxState } from './handle';

/**
 * Which transaction the running code is inside (AsyncLocalStorage follows it across awaits).
 * A query on the database's own handle from inside a transaction is a mistake: on SQLite it
 * would wait for the one connection the transaction holds (a deadlock), on PostgreSQL it would
 * run outside the transaction. The guarded driver below refuses it at once.
 */
const GUARD = Boolean(process.env.VITEST || process.env.TOUCHLINE_TX_GUARD === '1');
/**
 * On Node 20, AsyncLocalStorage puts a hook on every promise: a third of a job page's throughput
 * (docs/benchmarks.md). So the guard runs where mistakes are found: in tests (vitest sets VITEST,
 * and the servers tests start inherit it) and with TOUCHLINE_TX_GUARD=1. Without it, SQLite's
 * deadlock ends after DEADLOCK_MS with an error (GuardedDriver) instead of hanging.
 */
const inTransaction = GUARD ? new AsyncLocalStorage<{ holding: boolean }>() : null;
const DEADLOCK_MS = 15_000;

export class NestedQueryError extends Error {
  constructor() {
    super('a query on the database handle inside a transaction: use the transaction handle');
  }
}

/**
 * Runs `fn` in one transaction (BEGIN IMMEDIATE on SQLite) and returns its result; a throw
 * rolls everything back. Inside, every query goes through `t` (the handle passed in); a tx()
 * on a transaction's handle joins it. Work registered with afterCommit runs once committed.
 */
export async function tx<T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> {
  if (db.txState) return fn(db);
  const state: TxState = { afterCommit: [] };
  const mark = { holding: false };
  const run = () =>
    db.q.transaction().execute((trx) => {
      mark.holding = true;
      return fn({ engine: db.engine, q: trx, base: db.base, txState: state });
    });
  let result: T;
  try {
    result = await (inTransaction ? inTransaction.run(mark, run) : run());
  } finally {
    // Work the transaction started and left running (a mail sent after it) may query later.
    mark.holding = false;
  }
  for (const f of state.afterCommit) f();
  return result;
}

/** Runs `fn` after the transaction `db` is in commits (at once outside a transaction). */
export function afterCommit(db: Db, fn: () => void): void {
  if (db.txState) db.txState.afterCommit.push(fn);
  else fn();
}

/** A unique constraint refused the write (one account per e-mail, one application per job...). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A foreign key refused the write (it names a row that does not exist). */
export function isForeignKeyViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** The dialect with the guard's driver (and `begin` as SQLite's BEGIN IMMEDIATE). */
export function guarded(inner: Dialect, begin?: string): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (k) => inner.createIntrospector(k),
    createDriver: () => new GuardedDriver(inner.createDriver(), begin),
  };
}

class GuardedDriver implements Driver {
  /** Connections handed out and not yet released (SQLite has one). */
  private busy = 0;
  constructor(
    private readonly inner: Driver,
    private readonly begin?: string,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    if (inTransaction?.getStore()?.holding) throw new NestedQueryError();
    // SQLite's one connection taken: a wait that never ends would be a query on the database
    // handle inside a transaction (the guard above, in tests). End it with an error.
    if (this.begin && this.busy > 0 && !inTransaction) {
      const waiting = this.inner.acquireConnection();
      let timer: NodeJS.Timeout | undefined;
      const deadlock = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new NestedQueryError()), DEADLOCK_MS);
      });
      try {
        const c = await Promise.race([waiting, deadlock]);
        this.busy += 1;
        return c;
      } catch (e) {
        void waiting.then((c) => this.inner.releaseConnection(c));
        throw e;
      } finally {
        clearTimeout(timer);
      }
    }
    const c = await this.inner.acquireConnection();
    this.busy += 1;
    return c;
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    if (this.begin) await c.executeQuery(CompiledQuery.raw(this.begin));
    else await this.inner.beginTransaction(c, settings);
  }
  commitTransaction(c: DatabaseConnection) {
    return this.inner.commitTransaction(c);
  }
  rollbackTransaction(c: DatabaseConnection) {
    return this.inner.rollbackTransaction(c);
  }
  releaseConnection(c: DatabaseConnection) {
    this.busy -= 1;
    return this.inner.releaseConnection(c);
  }
  destroy() {
    return this.inner.destroy();
  }
}
