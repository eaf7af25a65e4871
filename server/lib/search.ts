import type { Statement } from 'better-sqlite3';
import type { DB } from '../db/open';
import {
  type JobSummaryRow,
  jobListWriteEpoch,
  jobsGeneration,
  summariesByKeys,
  summaryMap,
} from '../db/queries/jobs';
import { Doorkeeper } from './doorkeeper';
import { bitsetIndex, type FacetPlan } from './search-bitset';

/** A parsed /api/job/list query (server/routes/jobs.ts builds it from the URL). */
export interface JobSearch {
  /** Free-text keyword ('' = none). Matched word by word, each as a prefix, literally. */
  keyword: string;
  /** Organisation type name ('' = any). */
  orgType: string;
  /** A city name, or a state name or code ('' = anywhere). */
  location: string;
  /** Tag names: a job matches when it has any of them ([] = any). */
  interests: string[];
  /** Only this organisation's jobs. */
  orgId?: number;
  page: number;
  pageSize: number;
}

export interface JobSearchResult {
  list: JobSummaryRow[];
  length: number;
}

/** At most this many keyword words are used (a 200-character keyword has at most 100). */
const MAX_TERMS = 12;

/**
 * Splits a keyword into words the way FTS5's unicode61 tokenizer does (letters, digits, marks),
 * so punctuation (quotes, %, _, *, :, parentheses) is never FTS query syntax, only a separator.
 */
export function keywordTerms(keyword: string): string[] {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Each word as a quoted prefix term (a double quote inside a word cannot occur, see above). A
 * one-letter word ("s" of "women's") is matched whole: as a prefix it would expand to every
 * word starting with that letter.
 */
const termQuery = (terms: string[]) =>
  terms.map((t) => (t.length > 1 ? `"${t}"*` : `"${t}"`)).join(' AND ');

interface Lookups {
  orgTypes: Map<string, number>;
  citiesByName: Map<string, number[]>;
  states: Map<string, number>;
  tags: Map<string, number>;
}

/** Name -> id maps for the filters, cached per database under the job lists' version. */
const lookupCache = new WeakMap<DB, { version: string; lookups: Lookups }>();

/**
 * PRAGMA data_version (it moves when another connection commits), read at most once per
 * database per event-loop turn. The pragma opens a read transaction (10-20 µs on a large WAL
 * database) and every list request needs it two or three times. Within one turn the memo
 * stands for the value at the turn's first read: a request sees every other process's commit
 * made before its turn began (the next turn reads again). A write through any connection of
 * this process (invalidateJobLists) ends the memo at once, so in-process writes are never missed.
 */
interface DataVersionMemo {
  statement: Statement;
  value: number;
  turn: number;
  epoch: number;
}
const dataVersions = new WeakMap<DB, DataVersionMemo>();
let turn = 0;
let turnEnding = false;
const endTurn = () => {
  turn += 1;
  turnEnding = false;
};
function dataVersion(db: DB): number {
  if (!turnEnding) {
    turnEnding = true;
    setImmediate(endTurn);
  }
  const epoch = jobListWriteEpoch();
  let memo = dataVersions.get(db);
  if (!memo) {
    memo = { statement: db.prepare('PRAGMA data_version').pluck(), value: 0, turn: -1, epoch };
    dataVersions.set(db, memo);
  }
  if (memo.turn !== turn || memo.epoch !== epoch) {
    memo.value = memo.statement.get() as number;
    memo.turn = turn;
    memo.epoch = epoch;
  }
  return memo.value;
}

function lookups(db: DB, version: string): Lookups {
  const hit = lookupCache.get(db);
  if (hit && hit.version === version) return hit.lookups;
  const key = (s: string) => s.trim().toLowerCase();
  const orgTypes = new Map<string, number>();
  for (const r of db.prepare('SELECT id, type FROM org_types').all() as {
    id: number;
    type: string;
  }[])
    orgTypes.set(key(r.type), r.id);
  const citiesByName = new Map<string, number[]>();
  for (const r of db.prepare('SELECT id, name FROM cities').all() as {
    id: number;
    name: string;
  }[]) {
    const list = citiesByName.get(key(r.name)) ?? [];
    list.push(r.id);
    citiesByName.set(key(r.name), list);
  }
  const states = new Map<string, number>();
  for (const r of db.prepare('SELECT id, name, code FROM states').all() as {
    id: number;
    name: string;
    code: string;
  }[]) {
    states.set(key(r.name), r.id);
    states.set(key(r.code), r.id);
  }
  const tags = new Map<string, number>();
  for (const r of db.prepare('SELECT id, name FROM tags').all() as { id: number; name: string }[])
    tags.set(key(r.name), r.id);
  const value = { orgTypes, citiesByName, states, tags };
  lookupCache.set(db, { version, lookups: value });
  return value;
}

/**
 * The facet part of the FTS query, or null when a filter names nothing that exists (then no job
 * can match). '' when there is no filter.
 */
function facetQuery(l: Lookups, s: JobSearch): string | null {
  const parts: string[] = [];
  const k = (v: string) => v.trim().toLowerCase();
  if (s.orgType.trim()) {
    const id = l.orgTypes.get(k(s.orgType));
    if (id == null) return null;
    parts.push(`ot${id}`);
  }
  if (s.location.trim()) {
    // "Sydney", "New South Wales", "NSW", or a job summary's "Sydney, NSW".
    const loc = k(s.location);
    const tokens: string[] = [];
    for (const id of l.citiesByName.get(loc) ?? []) tokens.push(`ci${id}`);
    const state = l.states.get(loc);
    if (state != null) tokens.push(`st${state}`);
    const comma = loc.lastIndexOf(',');
    if (tokens.length === 0 && comma > 0) {
      const stateId = l.states.get(loc.slice(comma + 1).trim());
      const cityIds = l.citiesByName.get(loc.slice(0, comma).trim()) ?? [];
      if (stateId != null && cityIds.length) {
        tokens.push(`(st${stateId} AND (${cityIds.map((c) => `ci${c}`).join(' OR ')}))`);
      }
    }
    if (tokens.length === 0) return null;
    parts.push(tokens.length === 1 ? tokens[0] : `(${tokens.join(' OR ')})`);
  }
  if (s.interests.length) {
    const ids = [...new Set(s.interests.map((t) => l.tags.get(k(t))).filter((v) => v != null))];
    if (ids.length === 0) return null;
    parts.push(ids.length === 1 ? `tg${ids[0]}` : `(${ids.map((t) => `tg${t}`).join(' OR ')})`);
  }
  if (s.orgId != null) parts.push(`or${s.orgId}`);
  if (parts.length === 0) return '';
  return `{facets} : (${parts.join(' AND ')})`;
}

/**
 * The filters as a bitset plan (the same conditions as facetQuery), or null when a filter names
 * nothing that exists (then no job can match). [] when there is no filter.
 */
function facetPlan(l: Lookups, s: JobSearch): FacetPlan | null {
  const plan: FacetPlan = [];
  const k = (v: string) => v.trim().toLowerCase();
  if (s.orgType.trim()) {
    const id = l.orgTypes.get(k(s.orgType));
    if (id == null) return null;
    plan.push([[`ot${id}`]]);
  }
  if (s.location.trim()) {
    const loc = k(s.location);
    const alternatives: string[][] = [];
    for (const id of l.citiesByName.get(loc) ?? []) alternatives.push([`ci${id}`]);
    const state = l.states.get(loc);
    if (state != null) alternatives.push([`st${state}`]);
    const comma = loc.lastIndexOf(',');
    if (alternatives.length === 0 && comma > 0) {
      const stateId = l.states.get(loc.slice(comma + 1).trim());
      const cityIds = l.citiesByName.get(loc.slice(0, comma).trim()) ?? [];
      if (stateId != null) for (const c of cityIds) alternatives.push([`st${stateId}`, `ci${c}`]);
    }
    if (alternatives.length === 0) return null;
    plan.push(alternatives);
  }
  if (s.interests.length) {
    const ids = [...new Set(s.interests.map((t) => l.tags.get(k(t))).filter((v) => v != null))];
    if (ids.length === 0) return null;
    plan.push(ids.map((t) => [`tg${t}`]));
  }
  if (s.orgId != null) plan.push([[`or${s.orgId}`]]);
  return plan;
}

/**
 * The version job lists are cached under: the jobs generation (every job write in this
 * process) and SQLite's data_version (a commit by another connection). HTTP caches of job
 * lists (server/middleware/etag.ts) key on it too.
 */
export function jobListVersion(db: DB): string {
  return `${jobsGeneration(db)}.${dataVersion(db)}`;
}

/** A small LRU of results per database, dropped whenever a job list can have changed. */
class Lru<V> {
  private map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(k: string): V | undefined {
    const v = this.map.get(k);
    if (v !== undefined) {
      this.map.delete(k);
      this.map.set(k, v);
    }
    return v;
  }
  set(k: string, v: V) {
    this.map.delete(k);
    this.map.set(k, v);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
}
const CACHE_SIZE = 2000;

/**
 * GET /api/job/list: open jobs matching every given filter, title matches first, then body
 * matches, each newest first; `length` is the total. Answered from the bitset index
 * (search-bitset.ts, built from FTS5); runSearch below is the same search in SQL alone:
 * - no keyword and no filter: jobs_open_key (is_open, search_key) in reverse;
 * - otherwise one or two FTS5 MATCH queries over jobs_fts whose rowid is the search key, read
 *   in rowid DESC order (newest first, no sort, no bm25), with the filters as facet tokens, so
 *   COUNT(*) and the page never touch the jobs table. Only the page's rows are joined.
 * The route answers with jobListText (the same list as JSON text, cached); this is the list
 * as objects, uncached (the bench's scaling table times it), for tests and scripts.
 */
export function searchJobs(db: DB, s: JobSearch): JobSearchResult {
  const version = jobListVersion(db);
  const { keys, length } = indexedKeys(db, s, lookups(db, version), version);
  return { list: summariesByKeys(db, keys), length };
}

/**
 * The text of `JSON.stringify({message, list, length})` for a search result: the reference
 * form of what jobListText makes (tests compare the two).
 */
export function jobListJson(message: string, result: JobSearchResult): string {
  return JSON.stringify({ message, list: result.list, length: result.length });
}

const listTexts = new WeakMap<
  DB,
  { version: string; lru: Lru<string>; doorkeeper: Doorkeeper; message: string }
>();

/**
 * GET /api/job/list's body, `JSON.stringify({message, list, length})` of searchJobs, with every
 * cache keyed on `version`, a jobListVersion the caller read: the search thread
 * (search-thread.ts) answers for the version of the connection that writes, since its own
 * connection's data_version also moves with writes that change no list (job views).
 *
 * What is kept is text, not objects: each job summary's JSON (one string per job, read from
 * SQLite once per version) and each list's JSON from the second time its search is asked
 * (server/lib/doorkeeper.ts). Under a stream of new queries the young generation's collections
 * then copy a few strings instead of rows of objects, and a search asked once leaves nothing
 * behind (issue 8: those collections' pauses were the distinct searches' p99).
 */
export function jobListText(db: DB, s: JobSearch, version: string, message: string): string {
  let cache = listTexts.get(db);
  if (!cache || cache.version !== version || cache.message !== message) {
    cache = {
      version,
      message,
      lru: new Lru(CACHE_SIZE),
      doorkeeper: new Doorkeeper(CACHE_SIZE * 4),
    };
    listTexts.set(db, cache);
  }
  const cacheKey = JSON.stringify([
    s.keyword.trim().toLowerCase(),
    s.orgType.trim().toLowerCase(),
    s.location.trim().toLowerCase(),
    [...s.interests].map((t) => t.trim().toLowerCase()).sort(),
    s.orgId ?? null,
    s.page,
    s.pageSize,
  ]);
  const hit = cache.lru.get(cacheKey);
  if (hit !== undefined) return hit;
  const { keys, length } = indexedKeys(db, s, lookups(db, version), version);
  const text = `{"message":${JSON.stringify(message)},"list":[${summaryTexts(db, keys, version).join(',')}],"length":${length}}`;
  if (cache.doorkeeper.admit(cacheKey)) cache.lru.set(cacheKey, text);
  return text;
}

/**
 * Each job summary's JSON text by search key, kept per database under the job lists' version
 * (dropped on every job write or another connection's commit, like the lists). Distinct
 * queries share most of their rows (the newest jobs, popular terms), so a new query usually
 * reads few or no rows from SQLite. At most SUMMARY_CACHE_SIZE texts are kept, the oldest
 * dropped first: enough for every open job of a 250,000-job board (about 200 B a text, so at
 * most ~60 MB; 20 MB at 100,000 jobs). A board that size then reads each summary from SQLite
 * once per job write, not once per page (measured: 283 -> 224 µs a distinct search in process,
 * 2026-11-26).
 */
const SUMMARY_CACHE_SIZE = 250_000;
const summaryCache = new WeakMap<DB, { version: string; texts: Map<number, string> }>();
function summaryTexts(db: DB, keys: readonly number[], version: string): string[] {
  let cache = summaryCache.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, texts: new Map() };
    summaryCache.set(db, cache);
  }
  const texts = cache.texts;
  const missing = keys.filter((k) => !texts.has(k));
  if (missing.length) {
    for (const [k, row] of summaryMap(db, missing)) texts.set(k, JSON.stringify(row));
    for (const k of texts.keys()) {
      if (texts.size <= SUMMARY_CACHE_SIZE) break;
      texts.delete(k);
    }
  }
  const out: string[] = [];
  for (const k of keys) {
    const text = texts.get(k);
    if (text !== undefined) out.push(text);
  }
  return out;
}

/**
 * The search over the bitset index (server/lib/search-bitset.ts): the search keys of the page
 * and the total, the same answer as runSearch (tests compare them), in time that barely
 * depends on the page or the number of jobs.
 */
function indexedKeys(
  db: DB,
  s: JobSearch,
  l: Lookups,
  version: string,
): { keys: readonly number[]; length: number } {
  const none = { keys: [], length: 0 };
  const plan = facetPlan(l, s);
  if (plan === null) return none;
  const terms = keywordTerms(s.keyword);
  if (s.keyword.trim() !== '' && terms.length === 0) return none;
  return bitsetIndex(db, version).search(terms, plan, (s.page - 1) * s.pageSize, s.pageSize);
}

/** Counts per FTS query (they do not depend on the page), cached like the results. */
const countCache = new WeakMap<
  DB,
  { generation: number; dataVersion: number; lru: Lru<number[]> }
>();
function cachedCounts(db: DB, key: string, compute: () => number[]): number[] {
  const dv = dataVersion(db);
  const generation = jobsGeneration(db);
  let cache = countCache.get(db);
  if (!cache || cache.generation !== generation || cache.dataVersion !== dv) {
    cache = { generation, dataVersion: dv, lru: new Lru(CACHE_SIZE) };
    countCache.set(db, cache);
  }
  const hit = cache.lru.get(key);
  if (hit) return hit;
  const value = compute();
  cache.lru.set(key, value);
  return value;
}

/** The same search in SQL only (FTS5 COUNT and pages), without any cache: the reference. */
export function searchJobsUncached(db: DB, s: JobSearch): JobSearchResult {
  return runSearch(db, s, lookups(db, jobListVersion(db)), false);
}

function runSearch(db: DB, s: JobSearch, l: Lookups, useCache = true): JobSearchResult {
  const offset = (s.page - 1) * s.pageSize;
  const facets = facetQuery(l, s);
  const empty = { list: [], length: 0 };
  if (facets === null) return empty;
  const hasKeyword = s.keyword.trim() !== '';
  const terms = keywordTerms(s.keyword);
  // A keyword of punctuation only (', %, _) is literal text no job's words contain.
  if (hasKeyword && terms.length === 0) return empty;

  if (!hasKeyword && facets === '') {
    const length = db
      .prepare('SELECT count(*) FROM jobs WHERE is_open = 1')
      .pluck()
      .get() as number;
    const keys = db
      .prepare(
        'SELECT search_key FROM jobs WHERE is_open = 1 ORDER BY search_key DESC LIMIT ? OFFSET ?',
      )
      .pluck()
      .all(s.pageSize, offset) as number[];
    return { list: summariesByKeys(db, keys), length };
  }

  const count = db.prepare('SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH ?').pluck();
  const counts = useCache
    ? cachedCounts
    : (_db: DB, _key: string, compute: () => number[]) => compute();
  const page = db
    .prepare(
      'SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?',
    )
    .pluck();

  if (!hasKeyword) {
    const [length] = counts(db, facets, () => [count.get(facets) as number]);
    const keys = offset < length ? (page.all(facets, s.pageSize, offset) as number[]) : [];
    return { list: summariesByKeys(db, keys), length };
  }

  const words = termQuery(terms);
  const filter = facets ? ` AND ${facets}` : '';
  const titleQ = `{name} : (${words})${filter}`;
  const restQ = `({name organisation body} : (${words})${filter}) NOT ({name} : (${words}))`;
  const anyQ = `{name organisation body} : (${words})${filter}`;
  // Title matches are a subset of all matches, so the rest is counted by difference.
  const [titleCount, allCount] = counts(db, `${titleQ}\u0000${anyQ}`, () => [
    count.get(titleQ) as number,
    count.get(anyQ) as number,
  ]);
  const restCount = allCount - titleCount;
  const keys: number[] = [];
  if (offset < titleCount) keys.push(...(page.all(titleQ, s.pageSize, offset) as number[]));
  const remaining = s.pageSize - keys.length;
  if (remaining > 0) {
    const restOffset = Math.max(0, offset - titleCount);
    if (restOffset < restCount) keys.push(...(page.all(restQ, remaining, restOffset) as number[]));
  }
  return { list: summariesByKeys(db, keys), length: titleCount + restCount };
}
