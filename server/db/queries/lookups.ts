/**
 * The lookup lists (organisation types, states, cities, tags) and turning the names a client
 * sends into ids. Names compare without regard to ASCII case (lower() on both engines).
 */
import { sql } from 'kysely';
import type { Db } from '../connect';

export function listOrgTypes(db: Db): Promise<{ type: string }[]> {
  return db.q.selectFrom('org_types').select('type').orderBy('id').execute();
}

/** Cities by name (all, or one state's). */
export function listCities(db: Db, stateId?: number): Promise<{ id: number; name: string }[]> {
  let q = db.q.selectFrom('cities').select(['id', 'name']);
  if (stateId != null) q = q.where('state_id', '=', stateId);
  return q.orderBy('name').orderBy('id').execute();
}

export function listStates(db: Db): Promise<{ id: number; name: string }[]> {
  return db.q.selectFrom('states').select(['id', 'name']).orderBy('name').execute();
}

export function listSports(db: Db): Promise<{ id: number; name: string }[]> {
  return db.q
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('kind', '=', 'sport')
    .orderBy('name')
    .execute();
}

export function listTags(db: Db): Promise<{ tagName: string }[]> {
  return db.q.selectFrom('tags').select('name as tagName').orderBy('name').execute();
}

/** Every lookup row at once (the search's name -> id maps, server/lib/search.ts). */
export async function allLookups(db: Db): Promise<{
  orgTypes: { id: number; type: string }[];
  cities: { id: number; name: string; state_id: number }[];
  states: { id: number; name: string; code: string }[];
  /** `kind` 'sport': a sport of /api/sportstype/list (the `sportType` facet's values). */
  tags: { id: number; name: string; kind: 'sport' | 'specialism' }[];
}> {
  const [orgTypes, cities, states, tags] = await Promise.all([
    db.q.selectFrom('org_types').select(['id', 'type']).execute(),
    db.q.selectFrom('cities').select(['id', 'name', 'state_id']).execute(),
    db.q.selectFrom('states').select(['id', 'name', 'code']).execute(),
    db.q.selectFrom('tags').select(['id', 'name', 'kind']).execute(),
  ]);
  return { orgTypes, cities, states, tags };
}

/**
 * A name compared without regard to ASCII case, like SQLite's NOCASE: lower() folds ASCII
 * letters only on both engines (PostgreSQL's with the "C" collation of our columns), and so
 * does asciiLower on the value compared with it.
 */
const lowered = (column: string) => sql<string>`lower(${sql.ref(column)})`;
export const asciiLower = (s: string) => s.trim().replace(/[A-Z]+/g, (m) => m.toLowerCase());

/** The cities called `name` (any case), with their state's name and code. */
export function citiesNamed(
  db: Db,
  name: string,
): Promise<{ id: number; state: string; code: string }[]> {
  return db.q
    .selectFrom('cities as c')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select(['c.id', 's.name as state', 's.code'])
    .where(lowered('c.name'), '=', asciiLower(name))
    .orderBy('c.id')
    .execute();
}

/** A tag's id by name (any case), or undefined. */
export async function tagIdNamed(db: Db, name: string): Promise<number | undefined> {
  const row = await db.q
    .selectFrom('tags')
    .select('id')
    .where(lowered('name'), '=', asciiLower(name))
    .executeTakeFirst();
  return row?.id;
}

/** Tag ids by name (any case), in the order given; undefined for a name that is not a tag. */
export async function tagIdsNamed(
  db: Db,
  names: readonly string[],
): Promise<(number | undefined)[]> {
  if (names.length === 0) return [];
  const keys = names.map(asciiLower);
  const rows = await db.q
    .selectFrom('tags')
    .select(['id', lowered('name').as('key')])
    .where(lowered('name'), 'in', keys)
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return keys.map((k) => byKey.get(k));
}

/** An organisation type's id by name (any case), or undefined. */
export async function orgTypeIdNamed(db: Db, type: string): Promise<number | undefined> {
  const row = await db.q
    .selectFrom('org_types')
    .select('id')
    .where(lowered('type'), '=', asciiLower(type))
    .executeTakeFirst();
  return row?.id;
}

/** The first organisation type (tests register organisations with it). */
export async function firstOrgType(db: Db): Promise<string | undefined> {
  const row = await db.q.selectFrom('org_types').select('type').orderBy('id').executeTakeFirst();
  return row?.type;
}
