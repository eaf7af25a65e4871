/**
 * The roles of an Atom feed (issue 28: GET /feeds/jobs.xml), by search key: what an entry shows
 * (title, organisation, location, pay text) and its dates. Which roles match is the search's
 * (server/lib/search.ts); their order is the caller's.
 */
import type { Db } from '../connect';
import { LOCATION } from './jobs';

export interface FeedRow {
  k: number;
  id: number;
  name: string;
  organisation: string;
  location: string;
  salary: string;
  roleType: string;
  datePosted: string;
  updatedAt: string;
}

/** The feed rows of these search keys (keys of no role are absent), in no particular order. */
export async function feedRows(db: Db, keys: readonly number[]): Promise<FeedRow[]> {
  if (keys.length === 0) return [];
  const rows = await db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select([
      'j.search_key as k',
      'j.id',
      'j.name',
      'o.name as organisation',
      LOCATION.as('location'),
      'j.salary',
      'j.role_type as roleType',
      'j.date_posted as datePosted',
      'j.updated_at as updatedAt',
    ])
    .where('j.search_key', 'in', [...keys])
    .execute();
  return rows.map((r) => ({ ...r, k: Number(r.k) }));
}
