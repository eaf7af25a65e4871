/**
 * The job search in SQL alone, with no index and no cache: the reference that the search's
 * tests compare the real one (server/lib/search.ts over search-bitset.ts) with, and the "SQL
 * alone" row of the bench's scaling table. Never used to answer a request.
 *
 * The same rules as the real search: open jobs only; every keyword word must begin a word of the
 * job (job_words; a one-letter word must be a whole word); jobs with every keyword word in the
 * title first, then the others, each newest first; filters by organisation type name, location
 * (city name, state name or code, or "City, ST"), interests (any of the tags), organisation and
 * minimum pay (the role's top of range a year, jobs.pay_year_max, at least minPay).
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import { MIN_PAY_CEILING } from '../../src/shared/pay';
import { closingCut } from '../db/changes';
import type { Db } from '../db/connect';
import { type JobSummaryRow, summaryMap } from '../db/queries/job-lists';
import { keywordTerms } from '../db/queries/search-words';
import type { JobSearch, JobSearchResult } from '../lib/search';

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
    db.q.selectFrom('tags').select(['id', 'name']).execute(),
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
