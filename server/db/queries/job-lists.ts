/**
 * Job lists: the summaries a list shows (by search key, for server/lib/search.ts) and the sets of
 * open jobs the search index is built from (server/lib/search-bitset.ts). Writing jobs and
 * reading one are in jobs.ts.
 */
import { sql } from 'kysely';
import { GENDERS, LEVELS, PAY_KINDS } from '../../../src/shared/facets';
import type { Db } from '../connect';
import { arg, precompiled } from '../precompiled';
import {
  CONTEXT_COLUMNS,
  type CoachingContextOut,
  type ContextRead,
  withContext,
} from './coaching-context';
import { LOCATION } from './jobs';
import {
  LIFECYCLE_COLUMNS,
  type Lifecycle,
  type LifecycleColumns,
  withLifecycle,
} from './lifecycle';

export interface JobSummaryRow extends Lifecycle, CoachingContextOut {
  id: number;
  name: string;
  org_id: number;
  organisation: string;
  location: string;
  role_type: string;
  salary: string;
  datePosted: string;
  /** An admin verified its organisation (issue 32: the Verified badge). */
  verified: boolean;
}

/** A job summary's columns (API.md's lists), its lifecycle's included: read with summaryOf. */
export const SUMMARY_COLUMNS = [
  'j.id',
  'j.name',
  'j.org_id',
  'o.name as organisation',
  LOCATION.as('location'),
  'j.role_type',
  'j.salary',
  'j.date_posted as datePosted',
  ...LIFECYCLE_COLUMNS,
  // The coaching context (issue 29): the cards' context line.
  ...CONTEXT_COLUMNS,
  'o.verified_at',
] as const;

/** The summary of a row read with SUMMARY_COLUMNS (and more), judged open at `cut`. */
export function summaryOf<
  R extends LifecycleColumns & ContextRead & { verified_at: string | null },
>({ verified_at, ...row }: R, cut: string) {
  return { ...withContext(withLifecycle(row, cut)), verified: verified_at != null };
}

/** The summaries query for n keys (a page has 10, 25 or 50), precompiled per n up to 64. */
const summaryQueries = new Map<number, ReturnType<typeof summariesOf>>();
function summariesOf(n: number) {
  return precompiled((q) =>
    q
      .selectFrom('jobs as j')
      .innerJoin('organisations as o', 'o.id', 'j.org_id')
      .innerJoin('cities as c', 'c.id', 'j.city_id')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['j.search_key as k', ...SUMMARY_COLUMNS])
      .where(
        'j.search_key',
        'in',
        Array.from({ length: n }, (_, i) => arg<number>(i)),
      ),
  );
}

/** Job summaries by search key (keys of no job are absent), judged open at `cut`. */
export async function summaryMap(
  db: Db,
  keys: readonly number[],
  cut: string,
): Promise<Map<number, JobSummaryRow>> {
  const byKey = new Map<number, JobSummaryRow>();
  if (keys.length === 0) return byKey;
  let query = summaryQueries.get(keys.length);
  if (!query) {
    query = summariesOf(keys.length);
    if (keys.length <= 64) summaryQueries.set(keys.length, query);
  }
  const rows = await query(db, ...keys);
  for (const { k, ...row } of rows) if (k != null) byKey.set(k, summaryOf(row, cut));
  return byKey;
}

/**
 * The search keys of every listed job open at `cut` (changes.ts closingCut), newest first: the search
 * index's positions (other sets are intersected with them).
 */
export async function openJobKeys(db: Db, cut: string): Promise<number[]> {
  const rows = await db.q
    .selectFrom('jobs')
    .select('search_key')
    .where('is_open', '=', 1)
    // Listed roles only (issue 32, moderation.ts): every other set is intersected with these.
    .where('visibility', '=', 0)
    .where('closes_at', '>', cut)
    .where('search_key', 'is not', null)
    .orderBy('search_key', 'desc')
    .execute();
  return rows.map((r) => r.search_key as number);
}

/**
 * A filter of the search: organisation type, organisation, city, state or tag, by id; or
 * `minPay`, whose "id" is whole dollars a year (the role's pay_year_max is at least it); or a
 * facet of the coaching context (issue 29, migration 011): `sportType` by its tag's id, and the
 * fixed facets by the value's position in src/shared/facets.ts's list (its bit in the bitmask
 * columns age_groups, days and times; GENDERS, LEVELS, PAY_KINDS for gender, level, pay_kind).
 */
export type Facet =
  | 'orgType'
  | 'org'
  | 'city'
  | 'state'
  | 'tag'
  | 'minPay'
  | 'sportType'
  | 'ageGroup'
  | 'gender'
  | 'level'
  | 'pay'
  | 'days'
  | 'times';

/** A bitmask column holds bit `bit` (`(col & mask) <> 0` means the same on both engines). */
const hasBit = (column: 'j.age_groups' | 'j.days' | 'j.times', bit: number) =>
  sql<boolean>`(${sql.ref(column)} & ${sql.lit(2 ** Math.trunc(bit))}) <> 0`;

/**
 * The search keys of the jobs with facet `facet` = `id` that are not closed by their
 * organisation (any order; those the clock closed are left out by openJobKeys).
 */
export async function openJobKeysWith(db: Db, facet: Facet, id: number): Promise<number[]> {
  let q = db.q
    .selectFrom('jobs as j')
    .select('j.search_key')
    .where('j.is_open', '=', 1)
    .where('j.search_key', 'is not', null);
  if (facet === 'org') q = q.where('j.org_id', '=', id);
  else if (facet === 'minPay') q = q.where('j.pay_year_max', '>=', id);
  else if (facet === 'city') q = q.where('j.city_id', '=', id);
  else if (facet === 'orgType') {
    q = q.innerJoin('organisations as o', 'o.id', 'j.org_id').where('o.org_type_id', '=', id);
  } else if (facet === 'state') {
    q = q.innerJoin('cities as c', 'c.id', 'j.city_id').where('c.state_id', '=', id);
  } else if (facet === 'sportType') q = q.where('j.sport_type_id', '=', id);
  else if (facet === 'ageGroup') q = q.where(hasBit('j.age_groups', id));
  else if (facet === 'days') q = q.where(hasBit('j.days', id));
  else if (facet === 'times') q = q.where(hasBit('j.times', id));
  else if (facet === 'gender') q = q.where('j.gender', '=', GENDERS[id] ?? null);
  else if (facet === 'level') q = q.where('j.level', '=', LEVELS[id] ?? null);
  else if (facet === 'pay') q = q.where('j.pay_kind', '=', PAY_KINDS[id] ?? null);
  else {
    q = q.innerJoin('job_tags as jt', 'jt.job_id', 'j.id').where('jt.tag_id', '=', id);
  }
  const rows = await q.execute();
  return rows.map((r) => r.search_key as number);
}

/**
 * What the facet counts (GET /api/job/facets) need of an open job, by search key, packed into
 * few columns (a read of every open job per version: each column costs the driver per row):
 * `a` is age_groups (bits 0-14) + days (bits 15-21) + times (bits 22-24); `b` is the positions
 * in GENDERS, PAY_KINDS and LEVELS counted from 1 (0: none) as gender + 4 x pay + 16 x level.
 */
export interface JobContextRow {
  k: number;
  sportType: number | null;
  a: number;
  b: number;
  orgType: number;
  state: number;
}
export const CONTEXT_SHIFT = { days: 15, times: 22, pay: 2, level: 4 } as const;

/** A text column's value as its 1-based position in `list` (0: none or another value). */
const positionIn = (column: string, list: readonly string[]) =>
  sql<number>`(CASE ${sql.ref(column)} ${sql.join(
    list.map((v, i) => sql`WHEN ${v} THEN ${sql.lit(i + 1)}`),
    sql` `,
  )} ELSE 0 END)`;

/**
 * The coaching context, organisation type and state of every job not closed by its
 * organisation, in one read (the facet index is built from it once per version; those the clock
 * closed are left out by openJobKeys).
 */
export async function openJobContexts(db: Db): Promise<JobContextRow[]> {
  const { days, times, pay, level } = CONTEXT_SHIFT;
  const rows = await db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .select([
      'j.search_key as k',
      'j.sport_type_id as sportType',
      sql<number>`j.age_groups + ${sql.lit(2 ** days)} * j.days + ${sql.lit(2 ** times)} * j.times`.as(
        'a',
      ),
      sql<number>`${positionIn('j.gender', GENDERS)} + ${sql.lit(2 ** pay)} * ${positionIn('j.pay_kind', PAY_KINDS)} + ${sql.lit(2 ** level)} * ${positionIn('j.level', LEVELS)}`.as(
        'b',
      ),
      'o.org_type_id as orgType',
      'c.state_id as state',
    ])
    .where('j.is_open', '=', 1)
    .where('j.search_key', 'is not', null)
    .execute();
  return rows as JobContextRow[];
}

/**
 * Up to `limit` roles open at `cut` like a closed one (the same organisation type and city),
 * newest first: what its page offers instead of Apply.
 */
export async function similarOpenJobs(
  db: Db,
  like: { id: number; orgTypeId: number; cityId: number },
  cut: string,
  limit: number,
): Promise<JobSummaryRow[]> {
  const rows = await db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select(SUMMARY_COLUMNS)
    .where('j.is_open', '=', 1)
    .where('j.visibility', '=', 0)
    .where('j.closes_at', '>', cut)
    .where('j.city_id', '=', like.cityId)
    .where('o.org_type_id', '=', like.orgTypeId)
    .where('j.id', '!=', like.id)
    .orderBy('j.date_posted', 'desc')
    .orderBy('j.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => summaryOf(r, cut));
}
