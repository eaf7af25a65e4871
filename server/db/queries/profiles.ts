/**
 * A coach's profile (address, state, city) and interests (tags).
 */
import { sql } from 'kysely';
import type { Db } from '../connect';

export interface Profile {
  address1: string;
  address2: string;
  state: string;
  city: string;
  zipcode: string;
}

export function findProfile(db: Db, userId: number): Promise<Profile | undefined> {
  return db.q
    .selectFrom('profiles')
    .select(['address1', 'address2', 'state', 'city', 'zipcode'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Creates or replaces the user's profile fields (the picture stays). */
export async function saveProfile(db: Db, userId: number, p: Profile): Promise<void> {
  await db.q
    .insertInto('profiles')
    .values({ user_id: userId, ...p })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        address1: eb.ref('excluded.address1'),
        address2: eb.ref('excluded.address2'),
        state: eb.ref('excluded.state'),
        city: eb.ref('excluded.city'),
        zipcode: eb.ref('excluded.zipcode'),
      })),
    )
    .execute();
}

/**
 * Which of a profile's place names is not in the lists: the state (by its exact name), or the
 * city (by its exact name, among that state's cities); null when both are.
 */
export async function unknownPlace(
  db: Db,
  state: string,
  city: string,
): Promise<'state' | 'city' | null> {
  const s = await db.q
    .selectFrom('states')
    .select('id')
    .where('name', '=', state)
    .executeTakeFirst();
  if (!s) return 'state';
  const c = await db.q
    .selectFrom('cities')
    .select('id')
    .where('name', '=', city)
    .where('state_id', '=', s.id)
    .executeTakeFirst();
  return c ? null : 'city';
}

/**
 * The user's interests by name. Tag names sort without regard to ASCII case, as SQLite's NOCASE
 * column did (PostgreSQL's "C" collation alone would put capitals first).
 */
export function listInterests(db: Db, userId: number): Promise<{ tagName: string }[]> {
  return db.q
    .selectFrom('user_interests as ui')
    .innerJoin('tags as t', 't.id', 'ui.tag_id')
    .select('t.name as tagName')
    .where('ui.user_id', '=', userId)
    .orderBy(sql`lower(t.name)`)
    .orderBy('t.name')
    .execute();
}

/** Replaces the user's interests with `tagIds` (distinct ids). Call inside a transaction. */
export async function replaceInterests(
  db: Db,
  userId: number,
  tagIds: readonly number[],
): Promise<void> {
  await db.q.deleteFrom('user_interests').where('user_id', '=', userId).execute();
  if (tagIds.length === 0) return;
  await db.q
    .insertInto('user_interests')
    .values(tagIds.map((tagId) => ({ user_id: userId, tag_id: tagId })))
    .execute();
}
