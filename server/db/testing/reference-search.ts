/**
 * The job search in SQL alone, with no index and no cache: the reference that the search's
 * tests compare the real one (server/lib/search.ts over search-bitset.ts) with, and the "SQL
 * alone" row of the bench's scaling table. Never used to answer a request.
 *
 * The same rules as the real search: open jobs only; every keyword word must begin a word of the
 * job (job_words; a one-letter word must be a whole word); jobs with every keyword word in the
 * title first, then the others, each newest first; filters by organisation type name, location
 * (city name, state name or code, or "City, ST"), interests (any of the tags), organisation,
 * minimum pay (the role's top of range a year, jobs.pay_year_max, at least minPay) and the
 * coaching context (issue 29: any of the sports, of the age groups, ... of the states; the
 * bitmask columns by `(column & mask) <> 0`). referenceFacetCounts counts GET /api/job/facets's
 * values the same way, one COUNT per value. Under server/db/ because it is SQL: tests and the
 * bench's scaling table import it, no request path does.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import {
  AGE_GROUPS,
  DAYS,
  FACET_PARAMS,
  type FacetParam,
  FIXED_FACET_VALUES,
  TIMES,
  toMask,
} from '../../../src/shared/facets';
import { MIN_PAY_CEILING } from '../../../src/shared/pay';
import type { FacetCounts, JobSearch, JobSearchResult } from '../../lib/search';
import { closingCut } from '../changes';
import type { Db } from '../connect';
import { type JobSummaryRow, summaryMap } from '../queries/job-lists';
import { keywordTerms } from '../queries/search-words';

const lower = (s: string) => s.trim().toLowerCase();

function wordRange(term: string): [string, string | null] {
  const chars = [...term];
  const last = chars.pop()?.codePointAt(0) ?? 0;
  return [term, last < 0x10ffff ? chars.join('') + String.fromCodePoint(last + 1) : null];
}

export async function referenceSearch(db: Db, s: JobSearch): Promise<JobSearchResult> {
  const terms = keywordTerms(s.keyword);
  const empty = { list: [], length: 0 };
  if (s.keyword.trim() !== '' && terms.length === 0) return empty;

  // Filters: resolved by name here, in JavaScript, from the lookup tables as they are.
  const [types, cities, states, tags] = await Promise.all([
    db.q.selectFrom('org_types').select(['id', 'type']).execute(),
    db.q.selectFrom('cities').select(['id', 'name', 'state_id']).execute(),
    db.q.selectFrom('states').select(['id', 'name', 'code']).execute(),
    db.q.selectFrom('tags').select(['id', 'name', 'kind']).execute(),
  ]);
  let typeId: number | null = null;
  if (s.orgType.trim()) {
    const t = types.find((x) => lower(x.type) === lower(s.orgType));
    if (!t) return empty;
    typeId = t.id;
  }
  let places: { cityId?: number; stateId?: number }[] | null = null;
  if (s.location.trim()) {
    const loc = lower(s.location);
    places = [
      ...cities.filter((c) => lower(c.name) === loc).map((c) => ({ cityId: c.id })),
      ...states
        .filter((x) => lower(x.name) === loc || lower(x.code) === loc)
        .map((x) => ({ stateId: x.id })),
    ];
    const comma = loc.lastIndexOf(',');
    if (places.length === 0 && comma > 0) {
      const st = states.find((x) =>
        [lower(x.name), lower(x.code)].includes(loc.slice(comma + 1).trim()),
      );
      const cityName = loc.slice(0, comma).trim();
      if (st) {
        places = cities
          .filter((c) => lower(c.name) === cityName && c.state_id === st.id)
          .map((c) => ({ cityId: c.id }));
      }
    }
    if (places.length === 0) return empty;
  }
  let tagIds: number[] | null = null;
  if (s.interests.length) {
    const wanted = new Set(s.interests.map(lower));
    tagIds = tags.filter((t) => wanted.has(lower(t.name))).map((t) => t.id);
    if (tagIds.length === 0) return empty;
  }

  let query = db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .where('j.is_open', '=', 1)
    .where('j.visibility', '=', 0)
    .where('j.closes_at', '>', closingCut(db));
  if (typeId !== null) query = query.where('o.org_type_id', '=', typeId);
  if (places !== null) {
    const p = places;
    query = query.where((eb) =>
      eb.or(
        p.map((x) =>
          x.cityId != null ? eb('j.city_id', '=', x.cityId) : eb('c.state_id', '=', x.stateId!),
        ),
      ),
    );
  }
  if (tagIds !== null) {
    const ids = tagIds;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_tags as jt')
          .select('jt.job_id')
          .whereRef('jt.job_id', '=', 'j.id')
          .where('jt.tag_id', 'in', ids),
      ),
    );
  }
  if (s.orgId != null) query = query.where('j.org_id', '=', s.orgId);
  if (s.minPay != null) {
    query = query.where('j.pay_year_max', '>=', Math.min(s.minPay, MIN_PAY_CEILING));
  }
  const c = s.context ?? {};
  if (c.sportType?.length) {
    const wanted = new Set(c.sportType.map(lower));
    const ids = tags
      .filter((t) => t.kind === 'sport' && wanted.has(lower(t.name)))
      .map((t) => t.id);
    if (ids.length === 0) return empty;
    query = query.where('j.sport_type_id', 'in', ids);
  }
  const bitmasks = [
    ['ageGroup', 'j.age_groups', AGE_GROUPS],
    ['days', 'j.days', DAYS],
    ['times', 'j.times', TIMES],
  ] as const;
  for (const [param, column, list] of bitmasks) {
    const wanted = c[param];
    if (!wanted?.length) continue;
    const mask = toMask(list, wanted);
    if (mask === 0) return empty;
    query = query.where(sql<SqlBool>`(${sql.ref(column)} & ${sql.lit(mask)}) <> 0`);
  }
  const texts = [
    ['gender', 'j.gender'],
    ['level', 'j.level'],
    ['pay', 'j.pay_kind'],
  ] as const;
  for (const [param, column] of texts) {
    const wanted = c[param];
    if (!wanted?.length) continue;
    query = query.where(column, 'in', wanted as never[]);
  }
  if (c.state?.length) {
    const wanted = new Set(c.state.map(lower));
    const ids = states
      .filter((x) => wanted.has(lower(x.code)) || wanted.has(lower(x.name)))
      .map((x) => x.id);
    if (ids.length === 0) return empty;
    query = query.where('c.state_id', 'in', ids);
  }

  // One EXISTS per keyword word; a second set, on title words only, orders the title matches first.
  const hasWord = (term: string, titleOnly: boolean): Expression<SqlBool> => {
    const [from, to] = wordRange(term);
    const range =
      term.length < 2
        ? sql`w.word = ${term}`
        : to === null
          ? sql`w.word >= ${from}`
          : sql`w.word >= ${from} AND w.word < ${to}`;
    return sql<SqlBool>`EXISTS (SELECT 1 FROM job_words w WHERE w.search_key = j.search_key
      AND ${range}${sql.raw(titleOnly ? ' AND w.in_title = 1' : '')})`;
  };
  for (const t of terms) query = query.where(hasWord(t, false));
  const inTitle =
    terms.length === 0
      ? sql<number>`0`
      : sql<number>`CASE WHEN ${sql.join(
          terms.map((t) => hasWord(t, true)),
          sql` AND `,
        )} THEN 1 ELSE 0 END`;

  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(['j.search_key', inTitle.as('t')])
    .orderBy('t', 'desc')
    .orderBy('j.search_key', 'desc')
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize)
    .execute();
  const keys = rows.map((r) => r.search_key as number);
  const byKey = await summaryMap(db, keys, closingCut(db));
  return {
    list: keys.map((k) => byKey.get(k)).filter((r): r is JobSummaryRow => r !== undefined),
    length: n,
  };
}

/**
 * GET /api/job/facets's counts by SQL alone: for each facet and each of its values, the number
 * of open jobs matching the search with that facet's own filter replaced by the value (for
 * `state`, its `location` and `state`), one referenceSearch COUNT each.
 */
export async function referenceFacetCounts(db: Db, s: JobSearch): Promise<FacetCounts> {
  const [sports, types, states] = await Promise.all([
    db.q.selectFrom('tags').select('name').where('kind', '=', 'sport').orderBy('name').execute(),
    db.q.selectFrom('org_types').select('type').orderBy('id').execute(),
    db.q.selectFrom('states').select('code').orderBy('name').execute(),
  ]);
  const valuesOf = (p: FacetParam): readonly string[] =>
    p === 'sportType'
      ? sports.map((x) => x.name)
      : p === 'orgtype'
        ? types.map((x) => x.type)
        : p === 'state'
          ? states.map((x) => x.code)
          : FIXED_FACET_VALUES[p];
  const out = {} as FacetCounts;
  for (const p of FACET_PARAMS) {
    out[p] = [];
    for (const value of valuesOf(p)) {
      const one: JobSearch = { ...s, context: { ...s.context }, page: 1, pageSize: 1 };
      if (p === 'orgtype') one.orgType = value;
      else {
        if (p === 'state') one.location = '';
        one.context = { ...one.context, [p]: [value] };
      }
      out[p].push({ value, count: (await referenceSearch(db, one)).length });
    }
  }
  return out;
}
