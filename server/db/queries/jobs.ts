/**
 * Jobs (roles): writing them with their tags and search words, and reading one (a job's page).
 * The summaries a list shows and the sets of open jobs the search index is built from are in
 * job-lists.ts; an organisation's own roles are in roles.ts.
 */
import { type RawBuilder, sql } from 'kysely';
import type { RoleRequirements } from '../../../src/shared/credentials';
import { type Pay, payYearMax } from '../../../src/shared/pay';
import { sanitizeRichText } from '../../lib/rich-text';
import { batched } from '../batch';
import { closingCut, jobListVersion, jobsChanged } from '../changes';
import type { Db, Engine } from '../connect';
import { tx } from '../connect';
import { arg, precompiled } from '../precompiled';
import {
  CONTEXT_COLUMNS,
  type CoachingContextOut,
  type ContextInput,
  contextColumns,
  withContext,
} from './coaching-context';
import {
  LIFECYCLE_COLUMNS,
  type Lifecycle,
  legacyClosingDate,
  roleDates,
  stateCodeOfCity,
  withLifecycle,
} from './lifecycle';
import { publishIfNew } from './publications';
import { REQUIREMENT_COLUMNS, requirementColumns, withRequirements } from './requirements';
import { searchKey, writeJobWords } from './search-words';
import { countView, storedViews } from './views';

export interface JobInput {
  orgId: number;
  name: string;
  cityId: number;
  minLevel: string;
  roleType: string;
  categories: string;
  salary: string;
  description: string;
  subject: string;
  skills: string;
  desiredSkills: string;
  tagIds: readonly number[];
  datePosted: string;
  open?: boolean;
  /** Its closing date and promise (lifecycle.ts roleDates); else the posting date + 60 days. */
  dates?: ReturnType<typeof roleDates>;
  /** Structured pay (issue 28); none when left out. */
  pay?: Pay;
  /** The coaching context (issue 29; coaching-context.ts); none when left out. */
  context?: ContextInput;
  /** What the role requires of a coach (issue 30; requirements.ts); none when left out. */
  requirements?: RoleRequirements;
  /**
   * MODERATION=new-orgs (issue 32): held for review (review 'held', not public) when its
   * organisation is not verified, judged in the posting's transaction.
   */
  holdUnverified?: boolean;
}

/** A role's structured pay as stored (migration 009), pay_year_max included. */
export function payColumns(p: Pay | undefined) {
  const amount = p != null && (p.payMin != null || p.payMax != null);
  return {
    pay_min: amount ? p.payMin : null,
    pay_max: amount ? p.payMax : null,
    pay_period: amount ? p.payPeriod : null,
    plus_super: p?.plusSuper ? 1 : 0,
    pay_year_max: amount ? payYearMax(p) : null,
  };
}

/** Structured pay read back as API.md names it (PAY_COLUMNS then withPay). */
export const PAY_COLUMNS = [
  'j.pay_min as payMin',
  'j.pay_max as payMax',
  'j.pay_period as payPeriod',
  'j.plus_super',
] as const;
export function withPay<R extends { plus_super: number }>({
  plus_super,
  ...row
}: R): Omit<R, 'plus_super'> & { plusSuper: boolean } {
  return { ...row, plusSuper: plus_super === 1 };
}

/**
 * (Re)writes job `id`'s search key and search words from the stored job: an open job's words
 * are indexed, a closed one's removed; an open one is recorded as public (publications.ts).
 * Run inside the transaction that changed the job.
 */
export async function indexJob(t: Db, id: number): Promise<void> {
  const job = await t.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select(['j.id', 'j.name', 'j.description', 'j.date_posted', 'j.is_open', 'j.search_key'])
    .select(['o.name as organisation', 'j.updated_at', 'j.visibility'])
    .where('j.id', '=', id)
    .executeTakeFirst();
  if (!job) return;
  const key = searchKey(job.date_posted, job.id);
  if (key !== job.search_key) {
    await t.q.updateTable('jobs').set({ search_key: key }).where('id', '=', id).execute();
  }
  // Searchable while open and listed (visibility 0: not held, hidden or suspended; moderation.ts).
  const listed = job.is_open === 1 && job.visibility === 0;
  await writeJobWords(t, key, listed ? job : null, job.search_key);
  // The first time it is public, at the time of the write that opened it (alerts: "new"); a role
  // held for review is published when an admin lets it out.
  if (listed) await publishIfNew(t, id, Date.parse(job.updated_at));
  await jobsChanged(t);
}

/** Replaces a job's tags (inside the caller's transaction). */
export async function setJobTags(t: Db, jobId: number, tagIds: readonly number[]): Promise<void> {
  await t.q.deleteFrom('job_tags').where('job_id', '=', jobId).execute();
  const rows = [...new Set(tagIds)].map((tag_id) => ({ job_id: jobId, tag_id }));
  if (rows.length) await t.q.insertInto('job_tags').values(rows).execute();
}

/**
 * Creates a job (rich text sanitized, tags, search words) in one transaction and returns its
 * id. The write path for every job that is not bulk-seeded.
 */
export async function createJob(
  db: Db,
  input: JobInput,
  nowIso = new Date().toISOString(),
): Promise<number> {
  const dates =
    input.dates ??
    (await (async () => {
      const state = await stateCodeOfCity(db, input.cityId);
      return roleDates(state, legacyClosingDate(state, input.datePosted), null);
    })());
  return tx(db, async (t) => {
    const held = input.holdUnverified === true && !(await orgVerified(t, input.orgId));
    const { id } = await t.q
      .insertInto('jobs')
      .values({
        ...dates,
        ...payColumns(input.pay),
        ...contextColumns(input.context ?? {}),
        ...requirementColumns(input.requirements),
        org_id: input.orgId,
        name: input.name,
        city_id: input.cityId,
        min_level: input.minLevel,
        role_type: input.roleType,
        categories: input.categories,
        salary: input.salary,
        description: sanitizeRichText(input.description),
        subject: sanitizeRichText(input.subject),
        skills: sanitizeRichText(input.skills),
        desired_skills: sanitizeRichText(input.desiredSkills),
        date_posted: input.datePosted,
        is_open: input.open === false ? 0 : 1,
        created_at: nowIso,
        updated_at: nowIso,
        // Held: not public (moderation.ts NOT_PUBLIC) until an admin verifies or approves.
        ...(held ? { review: 'held', visibility: 2 } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setJobTags(t, id, input.tagIds);
    await indexJob(t, id);
    return id;
  });
}

/** Whether an admin verified organisation `orgId` (issue 32). */
async function orgVerified(t: Db, orgId: number): Promise<boolean> {
  const row = await t.q
    .selectFrom('organisations')
    .select('verified_at')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.verified_at != null;
}

/** Opens or closes a job; closed jobs leave the search but stay readable by id. */
export async function setJobOpen(
  db: Db,
  id: number,
  open: boolean,
  nowIso = new Date().toISOString(),
): Promise<void> {
  await tx(db, async (t) => {
    await t.q
      .updateTable('jobs')
      .set({ is_open: open ? 1 : 0, updated_at: nowIso })
      .where('id', '=', id)
      .execute();
    await indexJob(t, id);
  });
}

export interface JobRow extends Lifecycle, CoachingContextOut {
  id: number;
  name: string;
  org_id: number;
  organisation: string;
  location: string;
  minLevel: string;
  role_type: string;
  categories: string;
  salary: string;
  /** Structured pay (issue 28): whole dollars per payPeriod; null and false when none. */
  payMin: number | null;
  payMax: number | null;
  payPeriod: Pay['payPeriod'];
  plusSuper: boolean;
  description: string;
  subject: string;
  skills: string;
  desiredSkills: string;
  views: number;
  datePosted: string;
  tags: string[];
  /** What the role requires of a coach (issue 30): none given is every check false, nulls. */
  requirements: RoleRequirements;
  /** The organisation's type and the role's city: a closed role's page offers roles like it. */
  orgTypeId: number;
  cityId: number;
  /** An admin verified its organisation (issue 32: the Verified badge). */
  verified: boolean;
  /** What the public sees of it (moderation.ts): 2 is not public, its page answers 404. */
  visibility: number;
}

/** "Sydney, NSW": a job's (or an organisation's) city and state code. */
export const LOCATION = sql<string>`c.name || ', ' || s.code`;

/** A job's tag names, in name order. */
const tagNames = precompiled<[number], { name: string }>((q) =>
  q
    .selectFrom('job_tags as jt')
    .innerJoin('tags as t', 't.id', 'jt.tag_id')
    .select('t.name')
    .where('jt.job_id', '=', arg<number>(0))
    .orderBy('t.name'),
);
export async function jobTagNames(db: Db, jobId: number): Promise<string[]> {
  return (await tagNames(db, jobId)).map((r) => r.name);
}

/** A job's tag names as one value: how to aggregate differs by engine (no common function). */
const TAG_LIST: Record<Engine, RawBuilder<string | string[] | null>> = {
  sqlite: sql<string | null>`(SELECT group_concat(n, char(31)) FROM (SELECT t.name AS n
    FROM job_tags jt JOIN tags t ON t.id = jt.tag_id WHERE jt.job_id = j.id ORDER BY t.name))`,
  postgres: sql<string[]>`(SELECT coalesce(array_agg(t.name ORDER BY t.name), '{}')
    FROM job_tags jt JOIN tags t ON t.id = jt.tag_id WHERE jt.job_id = j.id)`,
};
const tagList = (v: string | string[] | null) =>
  Array.isArray(v) ? v : v ? v.split('\u001f') : [];

/** Jobs by id with their tags and stored views (a job's page), for one batch of ids. */
async function jobDetailsOf(db: Db, ids: number[]): Promise<Map<number, JobRow>> {
  const rows = await db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .leftJoin('job_views as v', 'v.job_id', 'j.id')
    .select([
      'j.id',
      'j.name',
      'j.org_id',
      'o.name as organisation',
      LOCATION.as('location'),
      'j.min_level as minLevel',
      'j.role_type',
      'j.categories',
      'j.salary',
      ...PAY_COLUMNS,
      'j.description',
      'j.subject',
      'j.skills',
      'j.desired_skills as desiredSkills',
      'v.views',
      'j.date_posted as datePosted',
      ...LIFECYCLE_COLUMNS,
      'o.org_type_id as orgTypeId',
      'j.city_id as cityId',
      'o.verified_at',
      'j.visibility',
      ...CONTEXT_COLUMNS,
      ...REQUIREMENT_COLUMNS,
      TAG_LIST[db.engine].as('tags'),
    ])
    .where('j.id', 'in', ids)
    .execute();
  const byId = new Map<number, JobRow>();
  const cut = closingCut(db);
  for (const { views, tags, verified_at, ...rest } of rows) {
    byId.set(rest.id, {
      ...withRequirements(withContext(withLifecycle(withPay(rest), cut))),
      verified: verified_at != null,
      views: views ?? 0,
      tags: tagList(tags),
    });
  }
  return byId;
}
/** The busiest single read (a job's page), in batches per event-loop turn (db/batch.ts). */
const jobDetail = batched(jobDetailsOf);

type JobWithoutViews = Omit<JobRow, 'views'>;

/**
 * Jobs as read, kept per database under the job lists' version (server/db/changes.ts: every
 * write to a job, its tags or its organisation moves it), so a job's page read again costs only
 * its view count (read in batches: views.ts). At most DETAIL_CACHE_SIZE jobs, the least
 * recently read first out.
 */
const DETAIL_CACHE_SIZE = 5000;
const details = new WeakMap<object, { version: string; jobs: Map<number, JobWithoutViews> }>();

/** The job of API.md (closed jobs included) with its stored view count, or undefined. */
export async function getJob(db: Db, id: number): Promise<JobRow | undefined> {
  const version = jobListVersion(db);
  let cache = details.get(db.base);
  if (!cache || cache.version !== version) {
    cache = { version, jobs: new Map() };
    details.set(db.base, cache);
  }
  const hit = cache.jobs.get(id);
  if (hit) {
    cache.jobs.delete(id);
    cache.jobs.set(id, hit);
    return { ...hit, views: await storedViews(db, id) };
  }
  const found = await jobDetail(db, id);
  if (!found) return undefined;
  const { views, ...job } = found;
  // Kept only when no write came in between (the version read above still holds).
  if (!db.txState && jobListVersion(db) === version) {
    cache.jobs.set(id, job);
    if (cache.jobs.size > DETAIL_CACHE_SIZE) {
      cache.jobs.delete(cache.jobs.keys().next().value as number);
    }
  }
  return found;
}

/**
 * Counts one view and returns the job with the new count (views.ts writes it later); undefined
 * for a role that is not public (held, rejected, taken down, suspended organisation: issue 32).
 */
export async function viewJob(db: Db, id: number): Promise<JobRow | undefined> {
  const job = await getJob(db, id);
  if (!job || job.visibility >= 2) return undefined;
  return { ...job, views: job.views + (await countView(db, id)) };
}
