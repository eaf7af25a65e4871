// The bench's requests: a query mix drawn from the seed's own vocabulary (job title words,
// sports, organisation names, places, tags, the coaching context's values), Zipf-skewed like real
// traffic, and the URL sources autocannon takes them from. Deterministic (one PRNG, seed 8): the same run asks the
// same queries.
import { FIXED_FACET_VALUES } from '../../../src/shared/facets';
import { mulberry32 } from '../../db/seed';
import { ORG_TYPES, ORGANISATIONS, SPECIALISMS, SPORTS, STATES, TITLES } from '../../db/seed-data';
import type { SearchContext } from '../../lib/search-context';

export { ORG_TYPES };

export const rand = mulberry32(8);
export const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rand() * arr.length)];

const TITLE_WORDS = [
  ...new Set(
    TITLES.flatMap((t) =>
      t.t
        .replace(/\{\w+\}/g, ' ')
        .toLowerCase()
        .match(/[a-z]{3,}/g),
    ).filter((w): w is string => !!w && w !== 'and'),
  ),
];
const SPORT_WORDS = SPORTS.map((s) => s.replace(' (Soccer)', '').toLowerCase());
const ORG_WORDS = [
  ...new Set(ORGANISATIONS.flatMap((o) => o.name.toLowerCase().match(/[a-z]{4,}/g) ?? [])),
];
/** Keywords in a rough popularity order: job words, then sports, then organisation names. */
export const KEYWORDS = [
  'coach',
  ...TITLE_WORDS.filter((w) => w !== 'coach'),
  ...SPORT_WORDS,
  ...ORG_WORDS.slice(0, 20),
];
export const LOCATIONS = [
  ...STATES.flatMap((s) => s.cities),
  ...STATES.map((s) => s.name),
  ...STATES.map((s) => s.code),
];
export const TAGS = [...SPORTS, ...SPECIALISMS];

/** A Zipf-like rank in [0, n): P(k) proportional to 1 / (k + 1)^s. */
function zipfSampler(n: number, s = 1): () => number {
  const cdf: number[] = [];
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cdf.push(sum);
  }
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
const keywordRank = zipfSampler(KEYWORDS.length, 1);
const sportRank = zipfSampler(SPORTS.length, 1);
const pageRank = zipfSampler(40, 1.2);

export interface Query {
  keyword: string;
  orgType: string;
  location: string;
  interests: string[];
  page: number;
  /** Coaching-context facets (issue 29), as the Filters panel sets them. */
  context?: SearchContext;
}

/** Each coaching-context facet value alone (the vocabulary a steady server has read). */
export const CONTEXT_VALUES: SearchContext[] = [
  ...SPORTS.map((sport) => ({ sportType: [sport] })),
  ...Object.entries(FIXED_FACET_VALUES).flatMap(([param, values]) =>
    (values as readonly string[]).map((v) => ({ [param]: [v] })),
  ),
];

/** The share of the mix's searches with coaching-context facets chosen in the Filters panel. */
export const FACET_SHARE = 0.3;

/**
 * One to three facets of the Filters panel, as coaches choose them: a sport most often (the
 * popular ones first), then times and days, level, pay, an age group or two, a gender.
 */
export function contextFilters(): SearchContext {
  const c: SearchContext = {};
  const some = (values: readonly string[], most: number) => {
    const n = 1 + Math.floor(rand() * most);
    return [...new Set(Array.from({ length: n }, () => pick(values)))];
  };
  const n = 1 + Math.floor(rand() * rand() * 3);
  for (let i = 0; i < n; i++) {
    const k = rand();
    if (k < 0.35) c.sportType = [SPORTS[sportRank()]];
    else if (k < 0.5) c.times = some(FIXED_FACET_VALUES.times, 1);
    else if (k < 0.6) c.days = some(FIXED_FACET_VALUES.days, 2);
    else if (k < 0.72) c.level = some(FIXED_FACET_VALUES.level, 2);
    else if (k < 0.84) c.pay = some(FIXED_FACET_VALUES.pay, 2);
    else if (k < 0.95) c.ageGroup = some(FIXED_FACET_VALUES.ageGroup, 2);
    else c.gender = some(FIXED_FACET_VALUES.gender, 1);
  }
  return c;
}

export function keyword(twoWords: boolean): string {
  const a = KEYWORDS[keywordRank()];
  if (!twoWords) return a;
  const b = KEYWORDS[keywordRank()];
  return a === b ? a : `${a} ${b}`;
}
export function interests(): string[] {
  const n = 1 + Math.floor(rand() * rand() * 3);
  return [...new Set(Array.from({ length: n }, () => pick(TAGS)))];
}

/** One query of the realistic mix (pages 1 to 40, page 1 most often). */
export function mixQuery(page = 1 + pageRank()): Query {
  const q = mixQueryWithoutFacets(page);
  if (rand() < FACET_SHARE) q.context = contextFilters();
  return q;
}

function mixQueryWithoutFacets(page: number): Query {
  const kind = rand();
  if (kind < 0.4) {
    // keyword alone
    return { keyword: keyword(rand() < 0.3), orgType: '', location: '', interests: [], page };
  }
  if (kind < 0.65) {
    // keyword with organisation type, location and interests
    return {
      keyword: keyword(rand() < 0.2),
      orgType: pick(ORG_TYPES),
      location: pick(LOCATIONS),
      interests: interests(),
      page,
    };
  }
  // filters alone (any non-empty subset), or no filter at all (browsing)
  const q: Query = { keyword: '', orgType: '', location: '', interests: [], page };
  if (rand() < 0.5) q.orgType = pick(ORG_TYPES);
  if (rand() < 0.5) q.location = pick(LOCATIONS);
  if (rand() < 0.5) q.interests = interests();
  return q;
}

export function toUrl(q: Query, pageSize?: number): string {
  const p = new URLSearchParams();
  if (q.keyword) p.set('title', q.keyword);
  if (q.orgType) p.set('orgtype', q.orgType);
  if (q.location) p.set('location', q.location);
  if (q.interests.length) p.set('interests', q.interests.join(','));
  for (const [name, values] of Object.entries(q.context ?? {})) p.set(name, values.join(','));
  p.set('page', String(q.page));
  if (pageSize) p.set('postPerPage', String(pageSize));
  return `/api/job/list?${p}`;
}

/** GET /api/job/facets for a search (what the Filters panel asks once per search, not per page). */
export function toFacetsUrl(q: Query): string {
  const p = new URLSearchParams(toUrl(q).split('?')[1]);
  p.delete('page');
  return `/api/job/facets?${p}`;
}
/** The search's own cache key: two URLs with the same key are the same query. */
export const queryKey = (q: Query) =>
  JSON.stringify([
    q.keyword.toLowerCase(),
    q.orgType.toLowerCase(),
    q.location.toLowerCase(),
    [...q.interests].map((t) => t.toLowerCase()).sort(),
    q.page,
    ...(q.context ? [q.context] : []),
  ]);

/** `n` distinct queries of the mix; `used` collects every key handed out in this run. */
export function distinctQueries(n: number, used: Set<string>, make: () => Query): Query[] {
  const out: Query[] = [];
  let attempts = 0;
  while (out.length < n && attempts < n * 200) {
    attempts += 1;
    const q = make();
    const k = queryKey(q);
    if (used.has(k)) continue;
    used.add(k);
    out.push(q);
  }
  return out;
}

/** A request order over `urls` drawn with a Zipf skew (the first URLs are the popular ones). */
export function zipfOrder(urls: string[], length: number): string[] {
  const rank = zipfSampler(urls.length, 1);
  return Array.from({ length }, () => urls[rank()]);
}

/** A URL source: each request takes the next URL (all connections share one cursor). */
export function cycle(urls: string[]) {
  let i = 0;
  const next = () => urls[i++ % urls.length];
  next.count = () => i;
  return next;
}
