/**
 * GET /api/job/list: the search over open jobs, answered from the bitset index
 * (search-bitset.ts) with every cache keyed on the job lists' version (server/db/changes.ts);
 * and GET /api/job/facets: for each facet of the coaching context (issue 29), the organisation
 * type and the state, how many open jobs each value has among those matching every other filter
 * of the search, from the same index. The same search and counts without index or cache, the
 * reference the tests compare against, is server/db/testing/reference-search.ts.
 */
import { FACET_PARAMS, type FacetParam, FIXED_FACET_VALUES } from '../../src/shared/facets';
import { MIN_PAY_CEILING } from '../../src/shared/pay';
import { closingCut, jobListVersion } from '../db/changes';
import type { Db } from '../db/connect';
import { type JobSummaryRow, summaryMap } from '../db/queries/job-lists';
import { allLookups } from '../db/queries/lookups';
import { keywordTerms } from '../db/queries/search-words';
import { Doorkeeper } from './doorkeeper';
import { bitsetIndex, type FacetPlan, type FacetValue } from './search-bitset';
import {
  CONTEXT_PARAMS,
  contextKey,
  fixedIndex,
  isFixed,
  type SearchContext,
  unknownNames,
} from './search-context';

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
  /**
   * Whole dollars a year: only roles whose top of range a year (jobs.pay_year_max) is at least
   * this; roles without structured pay never match.
   */
  minPay?: number;
  /**
   * The coaching-context filters (issue 29: sportType, ageGroup, gender, level, pay, days,
   * times, state), as read by search-context.ts readContext: values of one are OR, all are AND.
   */
  context?: SearchContext;
  /** Every match newest first, title matches not ahead of the others (the feeds). */
  newest?: boolean;
  page: number;
  pageSize: number;
}

export interface JobSearchResult {
  list: JobSummaryRow[];
  length: number;
}

interface Lookups {
  orgTypes: Map<string, number>;
  citiesByName: Map<string, number[]>;
  states: Map<string, number>;
  tags: Map<string, number>;
  /** Tags of kind 'sport' (the sportType facet's values). */
  sports: Map<string, number>;
  /** The facets' values as their lists give them: sports and states by name, types by id. */
  sportList: { id: number; name: string }[];
  stateList: { id: number; code: string }[];
  orgTypeList: { id: number; type: string }[];
}

/** Name -> id maps for the filters, cached per database under the job lists' version. */
const lookupCache = new WeakMap<object, { version: string; lookups: Promise<Lookups> }>();

function lookups(db: Db, version: string): Promise<Lookups> {
  const hit = lookupCache.get(db.base);
  if (hit && hit.version === version) return hit.lookups;
  const value = allLookups(db).then((rows) => {
    const key = (s: string) => s.trim().toLowerCase();
    const orgTypes = new Map<string, number>();
    for (const r of rows.orgTypes) orgTypes.set(key(r.type), r.id);
    const citiesByName = new Map<string, number[]>();
    for (const r of [...rows.cities].sort((a, b) => a.id - b.id)) {
      const list = citiesByName.get(key(r.name)) ?? [];
      list.push(r.id);
      citiesByName.set(key(r.name), list);
    }
    const states = new Map<string, number>();
    for (const r of rows.states) {
      states.set(key(r.name), r.id);
      states.set(key(r.code), r.id);
    }
    const tags = new Map<string, number>();
    const sports = new Map<string, number>();
    for (const r of rows.tags) {
      tags.set(key(r.name), r.id);
      if (r.kind === 'sport') sports.set(key(r.name), r.id);
    }
    // (the lists' SQL order: ORDER BY name, byte order on both engines; by id for types)
    const byName = <T extends { name: string }>(a: T, b: T) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    const sportList = rows.tags.filter((r) => r.kind === 'sport').sort(byName);
    const stateList = [...rows.states].sort(byName).map((r) => ({ id: r.id, code: r.code }));
    const orgTypeList = [...rows.orgTypes].sort((a, b) => a.id - b.id);
    return { orgTypes, citiesByName, states, tags, sports, sportList, stateList, orgTypeList };
  });
  lookupCache.set(db.base, { version, lookups: value });
  value.catch(() => {
    if (lookupCache.get(db.base)?.lookups === value) lookupCache.delete(db.base);
  });
  return value;
}

/**
 * The filters as bitset plan groups (AND of groups; a group [] names nothing, so nothing
 * matches it), each with the facet of GET /api/job/facets whose own filter it is (null: a filter
 * no facet leaves out). The `state` facet's own filters are `state` and `location` (API.md:
 * `location` takes its values).
 */
function facetGroups(l: Lookups, s: JobSearch): { plan: FacetPlan; owners: (FacetParam | null)[] } {
  const plan: FacetPlan = [];
  const owners: (FacetParam | null)[] = [];
  const push = (owner: FacetParam | null, group: FacetPlan[number]) => {
    plan.push(group);
    owners.push(owner);
  };
  const k = (v: string) => v.trim().toLowerCase();
  if (s.orgType.trim()) {
    const id = l.orgTypes.get(k(s.orgType));
    push('orgtype', id == null ? [] : [[{ facet: 'orgType', id }]]);
  }
  if (s.location.trim()) {
    // "Sydney", "New South Wales", "NSW", or a job summary's "Sydney, NSW".
    const loc = k(s.location);
    const alternatives: FacetPlan[number] = [];
    for (const id of l.citiesByName.get(loc) ?? []) alternatives.push([{ facet: 'city', id }]);
    const state = l.states.get(loc);
    if (state != null) alternatives.push([{ facet: 'state', id: state }]);
    const comma = loc.lastIndexOf(',');
    if (alternatives.length === 0 && comma > 0) {
      const stateId = l.states.get(loc.slice(comma + 1).trim());
      const cityIds = l.citiesByName.get(loc.slice(0, comma).trim()) ?? [];
      if (stateId != null) {
        for (const c of cityIds) {
          alternatives.push([
            { facet: 'state', id: stateId },
            { facet: 'city', id: c },
          ]);
        }
      }
    }
    push('state', alternatives);
  }
  if (s.interests.length) {
    const ids = [...new Set(s.interests.map((t) => l.tags.get(k(t))).filter((v) => v != null))];
    push(
      null,
      ids.map((id) => [{ facet: 'tag', id }]),
    );
  }
  if (s.orgId != null) push(null, [[{ facet: 'org', id: s.orgId }]]);
  if (s.minPay != null) {
    push(null, [[{ facet: 'minPay', id: Math.min(s.minPay, MIN_PAY_CEILING) }]]);
  }
  const c = s.context;
  if (c) {
    for (const p of CONTEXT_PARAMS) {
      const list = c[p];
      if (!list?.length) continue;
      let values: FacetValue[];
      if (p === 'sportType') {
        values = list.flatMap((n) => {
          const id = l.sports.get(k(n));
          return id == null ? [] : [{ facet: 'sportType' as const, id }];
        });
      } else if (p === 'state') {
        values = list.flatMap((n) => {
          const id = l.states.get(k(n));
          return id == null ? [] : [{ facet: 'state' as const, id }];
        });
      } else {
        values = list.flatMap((v) => {
          const id = fixedIndex(p, v);
          return id < 0 ? [] : [{ facet: p, id }];
        });
      }
      const seen = new Set<number>();
      push(
        p,
        values.filter((v) => !seen.has(v.id) && seen.add(v.id)).map((v) => [v]),
      );
    }
  }
  return { plan, owners };
}

/**
 * The filters as a bitset plan, or null when a filter names nothing that exists (then no job
 * can match). [] when there is no filter.
 */
function facetPlan(l: Lookups, s: JobSearch): FacetPlan | null {
  const { plan } = facetGroups(l, s);
  return plan.some((g) => g.length === 0) ? null : plan;
}

/**
 * The 400 fields of a context's sports and states that are not on the lookup lists (names
 * under `version`, cached with the search's maps); {} when all are.
 */
export async function contextNameErrors(
  db: Db,
  context: SearchContext,
  version: string,
  prefix = '',
): Promise<Record<string, string>> {
  if (!context.sportType?.length && !context.state?.length) return {};
  return unknownNames(await lookups(db, version), context, prefix);
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
 * Open jobs matching every given filter, title matches first, then the other matches, each
 * newest first; `length` is the total. The route answers with jobListText (the same list as
 * JSON text, cached); this is the list as objects, uncached, for tests and scripts.
 */
export async function searchJobs(db: Db, s: JobSearch): Promise<JobSearchResult> {
  const version = jobListVersion(db);
  const { keys, length } = await indexedKeys(db, s, version);
  const byKey = await summaryMap(db, keys, closingCut(db, version));
  const list: JobSummaryRow[] = [];
  for (const k of keys) {
    const row = byKey.get(k);
    if (row) list.push(row);
  }
  return { list, length };
}

/**
 * The search keys of the first `s.pageSize` matches of page `s.page` under `version` (uncached:
 * a feed caches its own answer), with `length` the total.
 */
export function searchKeys(
  db: Db,
  s: JobSearch,
  version: string,
): Promise<{ keys: readonly number[]; length: number }> {
  return indexedKeys(db, s, version);
}

/**
 * The text of `JSON.stringify({message, list, length})` for a search result: the reference
 * form of what jobListText makes (tests compare the two).
 */
export function jobListJson(message: string, result: JobSearchResult): string {
  return JSON.stringify({ message, list: result.list, length: result.length });
}

const listTexts = new WeakMap<
  object,
  { version: string; lru: Lru<string>; doorkeeper: Doorkeeper; message: string }
>();

/**
 * GET /api/job/list's body, `JSON.stringify({message, list, length})` of searchJobs, with every
 * cache keyed on `version`, a jobListVersion the caller read: the search thread
 * (search-thread.ts) answers for the version the main thread read.
 *
 * What is kept is text, not objects: each job summary's JSON (one string per job, read from
 * SQLite once per version) and each list's JSON from the second time its search is asked
 * (server/lib/doorkeeper.ts). Under a stream of new queries the young generation's collections
 * then copy a few strings instead of rows of objects, and a search asked once leaves nothing
 * behind (issue 8: those collections' pauses were the distinct searches' p99).
 */
export async function jobListText(
  db: Db,
  s: JobSearch,
  version: string,
  message: string,
): Promise<string> {
  let cache = listTexts.get(db.base);
  if (!cache || cache.version !== version || cache.message !== message) {
    cache = {
      version,
      message,
      lru: new Lru(CACHE_SIZE),
      doorkeeper: new Doorkeeper(CACHE_SIZE * 4),
    };
    listTexts.set(db.base, cache);
  }
  const cacheKey = JSON.stringify([
    s.keyword.trim().toLowerCase(),
    s.orgType.trim().toLowerCase(),
    s.location.trim().toLowerCase(),
    [...s.interests].map((t) => t.trim().toLowerCase()).sort(),
    s.orgId ?? null,
    s.minPay ?? null,
    contextKey(s.context),
    s.newest === true,
    s.page,
    s.pageSize,
  ]);
  const hit = cache.lru.get(cacheKey);
  if (hit !== undefined) return hit;
  const { keys, length } = await indexedKeys(db, s, version);
  const texts = await summaryTexts(db, keys, version);
  const text = `{"message":${JSON.stringify(message)},"list":[${texts.join(',')}],"length":${length}}`;
  if (cache.doorkeeper.admit(cacheKey)) cache.lru.set(cacheKey, text);
  return text;
}

/**
 * Each job summary's JSON text by search key, kept per database under the job lists' version
 * (dropped on every job write or another connection's commit, like the lists). Distinct
 * queries share most of their rows (the newest jobs, popular terms), so a new query usually
 * reads few or no rows from the database. At most SUMMARY_CACHE_SIZE texts are kept, the oldest
 * dropped first: enough for every open job of a 250,000-job board (about 200 B a text, so at
 * most ~60 MB; 20 MB at 100,000 jobs). A board that size then reads each summary from the
 * database once per job write, not once per page (docs/benchmarks.md).
 */
const SUMMARY_CACHE_SIZE = 250_000;
const summaryCache = new WeakMap<object, { version: string; texts: Map<number, string> }>();
async function summaryTexts(db: Db, keys: readonly number[], version: string): Promise<string[]> {
  let cache = summaryCache.get(db.base);
  if (!cache || cache.version !== version) {
    cache = { version, texts: new Map() };
    summaryCache.set(db.base, cache);
  }
  const texts = cache.texts;
  const missing = keys.filter((k) => !texts.has(k));
  if (missing.length) {
    for (const [k, row] of await summaryMap(db, missing, closingCut(db, version))) {
      texts.set(k, JSON.stringify(row));
    }
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
 * and the total, the same answer as the reference search (tests compare them), in time that
 * barely depends on the page or the number of jobs.
 */
async function indexedKeys(
  db: Db,
  s: JobSearch,
  version: string,
): Promise<{ keys: readonly number[]; length: number }> {
  const none = { keys: [], length: 0 };
  const plan = facetPlan(await lookups(db, version), s);
  if (plan === null) return none;
  const terms = keywordTerms(s.keyword);
  // A keyword of punctuation only (', %, _) is literal text no job's words contain.
  if (s.keyword.trim() !== '' && terms.length === 0) return none;
  const index = await bitsetIndex(db, version);
  return index.search(terms, plan, (s.page - 1) * s.pageSize, s.pageSize, s.newest);
}

/** One value of a facet and how many open jobs matching the other filters have it. */
export interface FacetCount {
  value: string;
  count: number;
}
/** GET /api/job/facets's `facets`: every facet, its values in their lists' order. */
export type FacetCounts = Record<FacetParam, FacetCount[]>;

/**
 * The counts of GET /api/job/facets for a search (its paging ignored): for each facet, each of
 * its values (all of them, zeros included: the Filters panel shows them disabled) with the
 * number of open jobs that have it among those matching the keyword and every filter but the
 * facet's own. From the bitset index under `version`: its bitsets of every facet value are
 * built from one read of the open jobs' context per version (search-bitset.ts).
 */
export async function facetCounts(db: Db, s: JobSearch, version: string): Promise<FacetCounts> {
  const l = await lookups(db, version);
  const { plan, owners } = facetGroups(l, s);
  const terms = keywordTerms(s.keyword);
  // A keyword of punctuation only (', %, _) is literal text no job's words contain.
  const noKeywordMatch = s.keyword.trim() !== '' && terms.length === 0;
  const facets: { param: FacetParam; names: string[]; values: FacetValue[] }[] = [];
  for (const param of FACET_PARAMS) {
    if (param === 'sportType') {
      facets.push({
        param,
        names: l.sportList.map((x) => x.name),
        values: l.sportList.map((x) => ({ facet: 'sportType' as const, id: x.id })),
      });
    } else if (param === 'orgtype') {
      facets.push({
        param,
        names: l.orgTypeList.map((x) => x.type),
        values: l.orgTypeList.map((x) => ({ facet: 'orgType' as const, id: x.id })),
      });
    } else if (param === 'state') {
      facets.push({
        param,
        names: l.stateList.map((x) => x.code),
        values: l.stateList.map((x) => ({ facet: 'state' as const, id: x.id })),
      });
    } else if (isFixed(param)) {
      const list = FIXED_FACET_VALUES[param] as readonly string[];
      facets.push({
        param,
        names: [...list],
        values: list.map((_, id) => ({ facet: param, id })),
      });
    }
  }
  const index = await bitsetIndex(db, version);
  const counts = noKeywordMatch
    ? facets.map((f) => f.values.map(() => 0))
    : await index.facetCounts(terms, plan, owners, facets);
  const out = {} as FacetCounts;
  facets.forEach((f, i) => {
    out[f.param] = f.names.map((value, j) => ({ value, count: counts[i][j] }));
  });
  return out;
}

const facetTexts = new WeakMap<
  object,
  { version: string; lru: Lru<string>; doorkeeper: Doorkeeper }
>();

/**
 * GET /api/job/facets's body, `JSON.stringify({facets})` of facetCounts, kept per database
 * under `version` like the lists (from a search's second time: a Doorkeeper), by the search's
 * filters (paging plays no part).
 */
export async function jobFacetsText(db: Db, s: JobSearch, version: string): Promise<string> {
  let cache = facetTexts.get(db.base);
  if (!cache || cache.version !== version) {
    cache = { version, lru: new Lru(CACHE_SIZE), doorkeeper: new Doorkeeper(CACHE_SIZE * 4) };
    facetTexts.set(db.base, cache);
  }
  const cacheKey = JSON.stringify([
    s.keyword.trim().toLowerCase(),
    s.orgType.trim().toLowerCase(),
    s.location.trim().toLowerCase(),
    [...s.interests].map((t) => t.trim().toLowerCase()).sort(),
    s.orgId ?? null,
    s.minPay ?? null,
    contextKey(s.context),
  ]);
  const hit = cache.lru.get(cacheKey);
  if (hit !== undefined) return hit;
  const text = JSON.stringify({ facets: await facetCounts(db, s, version) });
  if (cache.doorkeeper.admit(cacheKey)) cache.lru.set(cacheKey, text);
  return text;
}
