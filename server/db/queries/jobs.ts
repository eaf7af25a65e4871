import type { Statement } from 'better-sqlite3';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import type { DB } from '../open';
import { tx } from '../open';

const KEY_EPOCH_MS = Date.UTC(2020, 0, 1);
const ID_SPACE = 2 ** 23;
/**
 * Sorts like (date_posted, id): seconds since 2020-01-01 * 2^23 + (id mod 2^23), an exact
 * integer (below 2^53) until 2054. See 002-search.sql.
 */
export function searchKey(datePostedIso: string, id: number): number {
  const seconds = Math.floor((Date.parse(datePostedIso) - KEY_EPOCH_MS) / 1000);
  return seconds * ID_SPACE + (id % ID_SPACE);
}

/** The facet tokens of one job (002-search.sql). */
export function facetTokens(f: {
  orgTypeId: number;
  orgId: number;
  cityId: number;
  stateId: number;
  tagIds: readonly number[];
}): string {
  const parts = [`ot${f.orgTypeId}`, `or${f.orgId}`, `ci${f.cityId}`, `st${f.stateId}`];
  for (const t of f.tagIds) parts.push(`tg${t}`);
  return parts.join(' ');
}

/** Job ids bump this per database; list caches compare it (server/lib/search.ts). */
const generations = new WeakMap<DB, number>();
export function jobsGeneration(db: DB): number {
  return generations.get(db) ?? 0;
}
/**
 * Bumped with any database's generation in this process: a write through another connection
 * of this process ends the data_version memo of server/lib/search.ts at once.
 */
let writeEpoch = 0;
export function jobListWriteEpoch(): number {
  return writeEpoch;
}
/** Call after every write that can change a job list (jobs, job tags, organisation names). */
export function invalidateJobLists(db: DB): void {
  generations.set(db, jobsGeneration(db) + 1);
  writeEpoch += 1;
}

const FTS_DELETE = 'DELETE FROM jobs_fts WHERE rowid = ?';
const FTS_INSERT =
  'INSERT INTO jobs_fts (rowid, name, organisation, body, facets) VALUES (?, ?, ?, ?, ?)';

/**
 * (Re)writes job `id`'s search_key and its row in jobs_fts from the stored job: open jobs are
 * indexed, closed ones removed. Run inside the transaction that changed the job.
 */
export function indexJob(db: DB, id: number): void {
  const job = db
    .prepare(
      `SELECT j.id, j.name, j.description, j.date_posted, j.is_open, j.search_key, j.org_id,
              j.city_id, c.state_id, o.name AS org_name, o.org_type_id
         FROM jobs j JOIN organisations o ON o.id = j.org_id JOIN cities c ON c.id = j.city_id
        WHERE j.id = ?`,
    )
    .get(id) as
    | {
        id: number;
        name: string;
        description: string;
        date_posted: string;
        is_open: number;
        search_key: number | null;
        org_id: number;
        city_id: number;
        state_id: number;
        org_name: string;
        org_type_id: number;
      }
    | undefined;
  if (!job) return;
  if (job.search_key != null) db.prepare(FTS_DELETE).run(job.search_key);
  const key = searchKey(job.date_posted, job.id);
  if (key !== job.search_key)
    db.prepare('UPDATE jobs SET search_key = ? WHERE id = ?').run(key, id);
  if (job.is_open) {
    const tagIds = (
      db.prepare('SELECT tag_id FROM job_tags WHERE job_id = ?').pluck().all(id) as number[]
    ).sort((a, b) => a - b);
    db.prepare(FTS_INSERT).run(
      key,
      job.name,
      job.org_name,
      richTextToPlain(job.description),
      facetTokens({
        orgTypeId: job.org_type_id,
        orgId: job.org_id,
        cityId: job.city_id,
        stateId: job.state_id,
        tagIds,
      }),
    );
  }
  invalidateJobLists(db);
}

/** Re-indexes every job of an organisation (after its name, type or city changes). */
export function reindexOrgJobs(db: DB, orgId: number): void {
  const ids = db.prepare('SELECT id FROM jobs WHERE org_id = ?').pluck().all(orgId) as number[];
  for (const id of ids) indexJob(db, id);
  invalidateJobLists(db);
}

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
}

/**
 * Creates a job (rich text sanitized, tags, search index) in one IMMEDIATE transaction and
 * returns its id. The write path for every job that is not bulk-seeded.
 */
export function createJob(db: DB, input: JobInput, nowIso = new Date().toISOString()): number {
  return tx(db, () => {
    const info = db
      .prepare(
        `INSERT INTO jobs (org_id, name, city_id, min_level, role_type, categories, salary,
           description, subject, skills, desired_skills, date_posted, is_open,
           created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.orgId,
        input.name,
        input.cityId,
        input.minLevel,
        input.roleType,
        input.categories,
        input.salary,
        sanitizeRichText(input.description),
        sanitizeRichText(input.subject),
        sanitizeRichText(input.skills),
        sanitizeRichText(input.desiredSkills),
        input.datePosted,
        input.open === false ? 0 : 1,
        nowIso,
        nowIso,
      );
    const id = Number(info.lastInsertRowid);
    const tag = db.prepare('INSERT OR IGNORE INTO job_tags (job_id, tag_id) VALUES (?, ?)');
    for (const t of input.tagIds) tag.run(id, t);
    indexJob(db, id);
    return id;
  });
}

/** Opens or closes a job; closed jobs leave the search but stay readable by id. */
export function setJobOpen(db: DB, id: number, open: boolean, nowIso = new Date().toISOString()) {
  tx(db, () => {
    db.prepare('UPDATE jobs SET is_open = ?, updated_at = ? WHERE id = ?').run(
      open ? 1 : 0,
      nowIso,
      id,
    );
    indexJob(db, id);
  });
}

export interface JobRow {
  id: number;
  name: string;
  org_id: number;
  organisation: string;
  location: string;
  minLevel: string;
  role_type: string;
  categories: string;
  salary: string;
  description: string;
  subject: string;
  skills: string;
  desiredSkills: string;
  views: number;
  datePosted: string;
  open: boolean;
  tags: string[];
}

/** The written view count of job `j` (004-job-views.sql): readers add unflushedViews. */
export const STORED_VIEWS = 'COALESCE((SELECT v.views FROM job_views v WHERE v.job_id = j.id), 0)';

const DETAIL_SQL = `
  SELECT j.id, j.name, j.org_id, o.name AS organisation, c.name || ', ' || s.code AS location,
         j.min_level AS minLevel, j.role_type, j.categories, j.salary, j.description, j.subject,
         j.skills, j.desired_skills AS desiredSkills, ${STORED_VIEWS} AS views,
         j.date_posted AS datePosted, j.is_open AS open
    FROM jobs j
    JOIN organisations o ON o.id = j.org_id
    JOIN cities c ON c.id = j.city_id
    JOIN states s ON s.id = c.state_id
   WHERE j.id = ?`;

/** The job of API.md (closed jobs included), or undefined. */
/** getJob's statements, prepared once per database (a job page is the busiest single read). */
const detailStatements = new WeakMap<DB, { detail: Statement; tags: Statement }>();

export function getJob(db: DB, id: number): JobRow | undefined {
  let st = detailStatements.get(db);
  if (!st) {
    st = {
      detail: db.prepare(DETAIL_SQL),
      tags: db
        .prepare(
          'SELECT t.name FROM job_tags jt JOIN tags t ON t.id = jt.tag_id WHERE jt.job_id = ? ORDER BY t.name',
        )
        .pluck(),
    };
    detailStatements.set(db, st);
  }
  const row = st.detail.get(id) as (Omit<JobRow, 'open' | 'tags'> & { open: number }) | undefined;
  if (!row) return undefined;
  const tags = st.tags.all(id) as string[];
  return { ...row, open: row.open === 1, tags };
}

/**
 * Views counted in memory and not yet written, per database (job id -> views). A view is not
 * worth a durable write transaction (an fsync under synchronous=FULL) of its own: the counts
 * are written together, in one transaction, by the first view at least VIEW_FLUSH_MS after the
 * oldest pending one (or once VIEW_FLUSH_JOBS jobs have counts pending), and when the server
 * stops (flushViews). No timer: only a successful view request writes, so a refused request
 * never changes the database. Readers of `jobs.views` add unflushedViews. A crash loses at most
 * the views counted since the last write. The counts live in job_views (a few bytes a job), not
 * in the job's row.
 */
export const VIEW_FLUSH_MS = 1000;
/**
 * ... or by the view that brings the pending counts to this many jobs: each count is a row
 * updated at a random place of job_views, so one write of a second's views of thousands of
 * jobs would hold the event loop for a stall every waiting request shares; a few hundred at a
 * time keep each write to a few ms (256: 4-8 ms with its fsync at 100,000 jobs, against 15-40
 * ms when the count was in the job's row; 2026-11-27).
 */
export const VIEW_FLUSH_JOBS = 256;
const pendingViews = new WeakMap<DB, { counts: Map<number, number>; since: number }>();

/** Writes the pending view counts of `db` in one IMMEDIATE transaction (no-op when none). */
export function flushViews(db: DB): void {
  const pending = pendingViews.get(db);
  if (!pending) return;
  pendingViews.delete(db);
  if (!db.open) return;
  const add = db.prepare(
    `INSERT INTO job_views (job_id, views) VALUES (?, ?)
     ON CONFLICT (job_id) DO UPDATE SET views = views + excluded.views`,
  );
  tx(db, () => {
    for (const [id, n] of pending.counts) add.run(id, n);
  });
}

/** Views of job `id` counted but not yet written (readers of `jobs.views` add them). */
export function unflushedViews(db: DB, id: number): number {
  return pendingViews.get(db)?.counts.get(id) ?? 0;
}

/** Counts one view and returns the job with the new count (written by flushViews). */
export function viewJob(db: DB, id: number): JobRow | undefined {
  const job = getJob(db, id);
  if (!job) return undefined;
  let pending = pendingViews.get(db);
  if (!pending) {
    pending = { counts: new Map(), since: Date.now() };
    pendingViews.set(db, pending);
  }
  const n = (pending.counts.get(id) ?? 0) + 1;
  pending.counts.set(id, n);
  if (pending.counts.size >= VIEW_FLUSH_JOBS || Date.now() - pending.since >= VIEW_FLUSH_MS)
    flushViews(db);
  return { ...job, views: job.views + n };
}

export interface JobSummaryRow {
  id: number;
  name: string;
  org_id: number;
  organisation: string;
  location: string;
  role_type: string;
  salary: string;
  datePosted: string;
}

/** Prepared summary statements per database and number of keys (a page has 10, 25 or 50). */
const summaryStatements = new WeakMap<DB, Map<number, Statement>>();
function summaryStatement(db: DB, n: number): Statement {
  let byCount = summaryStatements.get(db);
  if (!byCount) {
    byCount = new Map();
    summaryStatements.set(db, byCount);
  }
  let st = byCount.get(n);
  if (!st) {
    st = db.prepare(
      `SELECT j.search_key AS k, j.id, j.name, j.org_id, o.name AS organisation,
              c.name || ', ' || s.code AS location, j.role_type, j.salary,
              j.date_posted AS datePosted
         FROM jobs j
         JOIN organisations o ON o.id = j.org_id
         JOIN cities c ON c.id = j.city_id
         JOIN states s ON s.id = c.state_id
        WHERE j.search_key IN (${Array.from({ length: n }, () => '?').join(',')})`,
    );
    if (byCount.size < 64) byCount.set(n, st);
  }
  return st;
}

/** Job summaries for a list of search keys, in the given order. */
export function summariesByKeys(db: DB, keys: readonly number[]): JobSummaryRow[] {
  const byKey = summaryMap(db, keys);
  const out: JobSummaryRow[] = [];
  for (const k of keys) {
    const r = byKey.get(k);
    if (r) out.push(r);
  }
  return out;
}

/** Job summaries by search key (keys of no job are absent). */
export function summaryMap(db: DB, keys: readonly number[]): Map<number, JobSummaryRow> {
  const byKey = new Map<number, JobSummaryRow>();
  if (keys.length === 0) return byKey;
  const rows = summaryStatement(db, keys.length).all(...keys) as (JobSummaryRow & {
    k: number;
  })[];
  for (const { k, ...summary } of rows) byKey.set(k, summary);
  return byKey;
}
