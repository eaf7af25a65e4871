/**
 * What the sitemaps list (issue 28, API.md "Discoverability"): every open role and every
 * organisation page, read in id order a page at a time (keyset: `id > after`), so that a sitemap
 * of a million roles is written without holding it (server/lib/sitemap.ts). "Open" is the job
 * lists' rule (job-lists.ts openJobKeys): is_open, listed (visibility 0, issue 32), closes_at later
 * than the lists' closing cut, and a search key.
 */
import { sql } from 'kysely';
import type { Db } from '../connect';

/** One <url> of a sitemap: the page's id and its last change (an ISO instant). */
export interface SitemapRow {
  id: number;
  lastmod: string;
}

/** Where each part of a list begins (the id of its first row) and a fingerprint of the rows. */
export interface SitemapPlanRows {
  roleStarts: number[];
  orgStarts: number[];
  roles: number;
  orgs: number;
  /** Changes whenever any listed URL or its lastmod can have changed (for the ETags). */
  fingerprint: string;
}

const openAt = (cut: string) =>
  sql<boolean>`is_open = 1 AND visibility = 0 AND closes_at > ${cut} AND search_key IS NOT NULL`;

/**
 * The first id of each run of `size` rows (in id order) of the open roles and of the
 * organisations, and their counts: one pass of a window function per list, whatever its size.
 */
export async function sitemapPlanRows(db: Db, cut: string, size: number): Promise<SitemapPlanRows> {
  const roleStarts = await sql<{ id: number }>`
    SELECT id FROM (
      SELECT id, row_number() OVER (ORDER BY id) AS rn FROM jobs WHERE ${openAt(cut)}
    ) AS r WHERE (rn - 1) % ${size} = 0 ORDER BY id`.execute(db.q);
  const orgStarts = await sql<{ id: number }>`
    SELECT id FROM (
      SELECT id, row_number() OVER (ORDER BY id) AS rn FROM organisations WHERE deleted_at IS NULL
    ) AS o WHERE (rn - 1) % ${size} = 0 ORDER BY id`.execute(db.q);
  const roles = await db.q
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('id').as('ids'),
      eb.fn.max('updated_at').as('latest'),
    ])
    .where(openAt(cut))
    .executeTakeFirstOrThrow();
  // An organisation's lastmod counts its closed roles' changes too (its page lists its roles).
  const anyRole = await db.q
    .selectFrom('jobs')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirstOrThrow();
  const orgs = await db.q
    .selectFrom('organisations')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.max('id').as('maxId'),
      eb.fn.max('created_at').as('latest'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    roleStarts: roleStarts.rows.map((r) => Number(r.id)),
    orgStarts: orgStarts.rows.map((r) => Number(r.id)),
    roles: Number(roles.n),
    orgs: Number(orgs.n),
    fingerprint: JSON.stringify([
      roles.n,
      String(roles.ids ?? 0),
      roles.latest,
      anyRole.latest,
      orgs.n,
      orgs.maxId,
      orgs.latest,
    ]),
  };
}

/** Up to `limit` open roles with `from <= id < to` and id > `after`, in id order. */
export async function openRoleRows(
  db: Db,
  cut: string,
  range: { after: number; to: number | null },
  limit: number,
): Promise<SitemapRow[]> {
  let q = db.q
    .selectFrom('jobs')
    .select(['id', 'updated_at as lastmod'])
    .where(openAt(cut))
    .where('id', '>', range.after);
  if (range.to !== null) q = q.where('id', '<', range.to);
  return q.orderBy('id').limit(limit).execute();
}

/**
 * Up to `limit` organisations with id > `after` (and below `to`), in id order; lastmod is the
 * later of its creation and its roles' last change.
 */
export async function organisationRows(
  db: Db,
  range: { after: number; to: number | null },
  limit: number,
): Promise<SitemapRow[]> {
  let q = db.q
    .selectFrom('organisations as o')
    .select((eb) => [
      'o.id',
      'o.created_at',
      eb
        .selectFrom('jobs as j')
        .select((e) => e.fn.max('j.updated_at').as('m'))
        .whereRef('j.org_id', '=', 'o.id')
        .as('roles_updated'),
    ])
    .where('o.id', '>', range.after)
    // An organisation whose last user deleted their account has no page (issue 31).
    .where('o.deleted_at', 'is', null);
  if (range.to !== null) q = q.where('o.id', '<', range.to);
  const rows = await q.orderBy('o.id').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    lastmod:
      r.roles_updated && Date.parse(r.roles_updated) > Date.parse(r.created_at)
        ? r.roles_updated
        : r.created_at,
  }));
}
