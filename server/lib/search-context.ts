/**
 * The coaching-context filters of a job search (issue 29; API.md part 2 "Coaching-context
 * facets"): `sportType`, `ageGroup`, `gender`, `level`, `pay`, `days`, `times` and `state`, each a
 * comma list (or, in an alert's JSON query, a list) of values; OR within one, AND across them.
 * Read once here for /api/job/list, /api/job/facets, the feeds (server/http/job-list-query.ts)
 * and alerts (alert-query.ts), with the same 400s: more than MAX_FACET_VALUES values, or a value
 * the facet does not have. The fixed facets' values (src/shared/facets.ts) are checked here and
 * kept in their own spelling; sports and states are names checked against the lookup lists
 * (search.ts contextNameErrors), kept as given.
 */
import {
  FACET_PARAMS,
  type FacetParam,
  FIXED_FACET_VALUES,
  MAX_FACET_VALUES,
} from '../../src/shared/facets';
import { FACET_SEARCH_ERRORS } from '../../src/shared/texts/facet-search';

/** The facets a search filters by besides the organisation type (`orgtype`, a single name). */
export type ContextParam = Exclude<FacetParam, 'orgtype'>;
export const CONTEXT_PARAMS = FACET_PARAMS.filter((p): p is ContextParam => p !== 'orgtype');

/** The fixed facets, whose values a bitmask or a text column of jobs stores. */
export type FixedParam = keyof typeof FIXED_FACET_VALUES;
export const FIXED_PARAMS = Object.keys(FIXED_FACET_VALUES) as FixedParam[];
export const isFixed = (p: string): p is FixedParam => p in FIXED_FACET_VALUES;

/** A search's context filters: values by parameter (absent or []: any). */
export type SearchContext = Partial<Record<ContextParam, string[]>>;

const lower = (s: string) => s.trim().toLowerCase();

/** Each fixed facet's values by their lower-case spelling. */
const CANONICAL = Object.fromEntries(
  FIXED_PARAMS.map((p) => [
    p,
    new Map<string, string>(FIXED_FACET_VALUES[p].map((v: string) => [lower(v), v])),
  ]),
) as Record<FixedParam, Map<string, string>>;

/** A comma string or a list: trimmed, blanks dropped. */
const valuesIn = (raw: string | readonly string[]): string[] =>
  (typeof raw === 'string' ? raw.split(',') : raw).map((v) => v.trim()).filter(Boolean);

/** Each value once (any case; its first spelling). */
function once(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((v) => !seen.has(lower(v)) && Boolean(seen.add(lower(v))));
}

/**
 * The context filters of a query (each parameter a comma string, or a list in an alert's JSON),
 * with a field message for each parameter it refuses (`prefix` + the parameter: 'ageGroup', or
 * 'query.ageGroup' in an alert). A value that is not a string or a list counts as a refused one.
 */
export function readContext(
  input: Partial<Record<string, unknown>>,
  prefix = '',
): { context: SearchContext; fields: Record<string, string> } {
  const context: SearchContext = {};
  const fields: Record<string, string> = {};
  for (const p of CONTEXT_PARAMS) {
    const raw = input[p];
    if (raw === undefined || raw === null || raw === '') continue;
    if (
      typeof raw !== 'string' &&
      !(Array.isArray(raw) && raw.every((v) => typeof v === 'string'))
    ) {
      fields[prefix + p] = FACET_SEARCH_ERRORS.unknownValue;
      continue;
    }
    const given = valuesIn(raw as string | string[]);
    // (counted as sent: at most 30 values a parameter, repeated or not)
    if (given.length > MAX_FACET_VALUES) {
      fields[prefix + p] = FACET_SEARCH_ERRORS.tooManyValues(MAX_FACET_VALUES);
      continue;
    }
    const list = once(given);
    if (list.length === 0) continue;
    if (isFixed(p)) {
      const known = list.map((v) => CANONICAL[p].get(lower(v)));
      if (known.some((v) => v === undefined)) {
        fields[prefix + p] = FACET_SEARCH_ERRORS.unknownValue;
        continue;
      }
      // in the facet's own order, so that equal filters read the same
      const order = FIXED_FACET_VALUES[p] as readonly string[];
      context[p] = (known as string[]).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    } else {
      context[p] = list;
    }
  }
  return { context, fields };
}

/** Name -> id maps of the facets with listed values (lower-case names; states by name or code). */
export interface ContextLookups {
  sports: Map<string, number>;
  states: Map<string, number>;
}

/** A field message for each sport or state the lookup lists do not have. */
export function unknownNames(
  l: ContextLookups,
  c: SearchContext,
  prefix = '',
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (c.sportType?.some((v) => !l.sports.has(lower(v)))) {
    fields[`${prefix}sportType`] = FACET_SEARCH_ERRORS.unknownValue;
  }
  if (c.state?.some((v) => !l.states.has(lower(v)))) {
    fields[`${prefix}state`] = FACET_SEARCH_ERRORS.unknownValue;
  }
  return fields;
}

/** The position of a fixed facet's value (its bit in a bitmask column), -1 if none. */
export const fixedIndex = (p: FixedParam, value: string): number =>
  (FIXED_FACET_VALUES[p] as readonly string[]).indexOf(value);

/** Whether a context has any filter. */
export const hasContext = (c: SearchContext | undefined): c is SearchContext =>
  c !== undefined && CONTEXT_PARAMS.some((p) => (c[p]?.length ?? 0) > 0);

/** A context as a cache key's part: every parameter in order, its values lower-case, sorted. */
export function contextKey(c: SearchContext | undefined): (string[] | null)[] {
  return CONTEXT_PARAMS.map((p) => (c?.[p]?.length ? [...c[p]].map(lower).sort() : null));
}
