/**
 * Precompiled queries for the hot paths (a job's page, a list's summaries). Building a Kysely
 * query and compiling it to SQL costs more than SQLite takes to run it, so a hot query is
 * built once per engine with numbered placeholders (`arg(0)`, `arg(1)`) and each call only
 * puts its values in place. The SQL text stays the same, so SQLite reuses its prepared
 * statement and PostgreSQL runs it as a named prepared statement (both in connect.ts).
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { type Db, type Engine, prepareOnServer } from './connect';
import type { Schema } from './schema';

const ARG = Symbol('precompiled argument');
interface Arg {
  readonly [ARG]: number;
}
const isArg = (v: unknown): v is Arg => typeof v === 'object' && v !== null && ARG in v;

/** The `i`-th argument of a precompiled query, typed as the value it stands for. */
export function arg<T>(i: number): T {
  return { [ARG]: i } as unknown as T;
}

/**
 * A query built once per engine by `build` (with `arg(i)` where the i-th argument goes) and run
 * with `args`. Returns the rows.
 */
export function precompiled<A extends unknown[], R>(
  build: (q: Kysely<Schema>) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new Map<Engine, CompiledQuery<R>>();
  return async (db, ...args) => {
    let c = compiled.get(db.engine);
    if (!c) {
      c = build(db.q).compile();
      compiled.set(db.engine, c);
      if (db.engine === 'postgres') prepareOnServer(c.sql);
    }
    const parameters = c.parameters.map((p) => (isArg(p) ? args[p[ARG]] : p));
    const result = await db.q.executeQuery<R>({ ...c, parameters });
    return result.rows;
  };
}
