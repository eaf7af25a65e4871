/**
 * Small facts the servers of one database share (server_meta): the signing secret of tokens and
 * XSRF cookies when JWT_SECRET is not set (PostgreSQL), so a token or cookie from one server
 * works on every other; and the search words' version (search-words.ts).
 */
import type { Db } from '../connect';

/** The key of the shared signing secret (PostgreSQL without JWT_SECRET). */
export const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The value kept under `key`, made by `make` and kept by the first server that asks: servers
 * starting together each offer theirs, one is kept, and all read that one.
 */
export async function sharedSecret(db: Db, key: string, make: () => string): Promise<string> {
  await db.q
    .insertInto('server_meta')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.q
    .selectFrom('server_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
