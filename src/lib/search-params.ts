// URL state (filters, page, size) lives in the query string. These readers fill in the
// defaults of SPEC 2 / 9, and buildSearch writes it back. /jobsapplied's reader is in
// ./applied-params.ts (only that page reads it).
import { JOB_SEARCH_DEFAULT_SIZE } from '../shared/constants';
import { FACET_PARAMS, type FacetParam, MAX_FACET_VALUES } from '../shared/facets';
import { parsePage, parsePageSize } from '../shared/schemas/paging';

// Plain readers rather than zod: the job search page is a first visit (issue 8), and reading a
// query string cannot fail (every value has a default).
type Raw = Record<string, string | undefined>;

/** A text filter: trimmed, at most 200 characters ('' when absent). */
export const queryText = (v: string | undefined) => (v ?? '').trim().slice(0, 200);
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The coaching-context facets (issue 29) that are comma lists, by the API's names, which
 * /jobsearch's URL and /api/job/list share (`state`: state codes). The other facet, `orgtype`, is
 * the single organisation type the hero's field sets too.
 */
export type ListFacet = Exclude<FacetParam, 'orgtype'>;
export const LIST_FACETS = FACET_PARAMS.filter((key) => key !== 'orgtype') as ListFacet[];

/**
 * /jobsearch: jobtitle, orgtype, location, interests (comma list), minPay (whole dollars a year,
 * '' for none), the facets (comma lists), page (1), size (25).
 */
export type JobSearchParams = {
  jobtitle: string;
  orgtype: string;
  location: string;
  interests: string[];
  minPay: string;
  page: number;
  size: number;
} & Record<ListFacet, string[]>;

/** The first value of each query parameter ('?a=1&a=2' gives a: '1', as the server reads it). */
export function searchToRecord(search: string): Raw {
  const out: Raw = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in out)) out[key] = value;
  }
  return out;
}

/**
 * Reads /jobsearch's query string with SPEC 2 / 9's defaults filled in (`size`: the rows per page
 * the visitor chose last, src/state/paging.ts); never throws.
 */
export function parseJobSearchParams(
  search: string,
  size = JOB_SEARCH_DEFAULT_SIZE,
): JobSearchParams {
  const raw = searchToRecord(search);
  const out = {
    jobtitle: queryText(raw.jobtitle),
    orgtype: queryText(raw.orgtype),
    location: queryText(raw.location),
    interests: list(raw.interests),
    // Digits only (what the server takes); anything else is no minimum.
    minPay: /^\d{1,15}$/.test(raw.minPay ?? '') ? (raw.minPay as string) : '',
    page: parsePage(raw.page),
    size: parsePageSize(raw.size, size),
  } as JobSearchParams;
  // Each value once, at most MAX_FACET_VALUES (the API's limit). A value the API does not know
  // (a hand-edited or old link) is dropped by the Filters panel (search-filters.tsx), which has
  // the lists; the first visit carries none.
  for (const key of LIST_FACETS) out[key] = [...new Set(list(raw[key]))].slice(0, MAX_FACET_VALUES);
  return out;
}

type Value = string | number | boolean | readonly string[] | null | undefined;

/**
 * '?jobtitle=coach&interests=Rugby,Netball&page=2'. Empty values are left out, and so is any
 * value equal to its default (so the default page and size keep URLs short).
 */
export function buildSearch(params: Record<string, Value>, defaults: Record<string, Value> = {}) {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // String() writes a list as 'a,b' (and null or undefined here as '').
    const str = String(value ?? '');
    if (str && str !== String(defaults[key] ?? '')) out.set(key, str);
  }
  const query = out.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
