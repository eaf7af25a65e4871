/**
 * An alert's query (API.md "Job alerts": the filters of GET /api/job/list) made into what
 * matching needs: the filters as ids (an AlertPlan) and the keyword's words. A filter value that
 * names nothing is a 400 naming the field. The names resolve exactly as /api/job/list's do
 * (server/lib/search.ts facetPlan: a city, a state name or code, or "City, ST"; any case), so an
 * alert mails the roles its search shows; alert-match.test.ts compares the two.
 */
import { FIXED_FACET_VALUES, toMask } from '../../src/shared/facets';
import { dollars, MIN_PAY_CEILING } from '../../src/shared/pay';
import type { AlertQuery as AlertQueryInput } from '../../src/shared/schemas/alerts';
import { ALERT_MAIL_TEXTS } from '../../src/shared/texts/alert-mail';
import { minPayInWords } from '../../src/shared/texts/alerts';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import type { Db } from '../db/connect';
import { allLookups } from '../db/queries/lookups';
import { keywordTerms } from '../db/queries/search-words';
import { badRequest } from '../http/errors';
import {
  CONTEXT_PARAMS,
  type ContextParam,
  isFixed,
  readContext,
  type SearchContext,
  unknownNames,
} from './search-context';

/** At most this many interests in one query (as /api/job/list). */
export const MAX_ALERT_INTERESTS = 50;

/** The query as stored and answered: every filter, trimmed ('' or [] when not set). */
export interface StoredQuery {
  title: string;
  orgtype: string;
  location: string;
  interests: string[];
  /** Whole dollars a year (issue 28); left out when none (alerts stored before it have none). */
  minPay?: number;
  /** The coaching-context facets (issue 29), each as its values; left out when none. */
  sportType?: string[];
  ageGroup?: string[];
  gender?: string[];
  level?: string[];
  pay?: string[];
  days?: string[];
  times?: string[];
  state?: string[];
}

/**
 * The coaching-context filters as ids and bitmasks (bit i: the i-th value of src/shared/
 * facets.ts's list), each left out when the query has none: a role must have one of the sports
 * and of the states, and share a bit with each mask (its gender, level and pay kind as one bit).
 */
export interface ContextPlan {
  sports?: number[];
  states?: number[];
  ageGroup?: number;
  gender?: number;
  level?: number;
  pay?: number;
  days?: number;
  times?: number;
}

/**
 * The filters as ids: an organisation type, the location's alternatives (each a set of parts,
 * `c<cityId>` and/or `s<stateId>`), the interests (any of them). Empty: no such filter.
 */
export interface AlertPlan {
  orgType: number | null;
  locations: string[][];
  tags: number[];
  /**
   * The least pay_year_max a role must have (the query's minPay, at most MIN_PAY_CEILING);
   * left out when none. A role without structured pay never matches one.
   */
  minPay?: number;
  /** The coaching-context filters (issue 29); left out when none. */
  context?: ContextPlan;
}

export interface ResolvedQuery {
  query: StoredQuery;
  plan: AlertPlan;
  /** The keyword's words, each matched as a prefix of a role's word (one letter: the word). */
  terms: string[];
}

const key = (s: string) => s.trim().toLowerCase();

/** A comma string or a list of names: trimmed, blanks dropped, each once (first spelling). */
function names(raw: string | readonly string[] | undefined): string[] {
  const list = typeof raw === 'string' ? raw.split(',') : (raw ?? []);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of list.map((s) => s.trim()).filter(Boolean)) {
    if (seen.has(key(n))) continue;
    seen.add(key(n));
    out.push(n);
  }
  return out;
}

/** Checks a query's filters against the lookup lists; 400 naming the first bad field. */
export async function resolveAlertQuery(db: Db, input: AlertQueryInput): Promise<ResolvedQuery> {
  const query: StoredQuery = {
    title: (input.title ?? '').trim(),
    orgtype: (input.orgtype ?? '').trim(),
    location: (input.location ?? '').trim(),
    interests: names(input.interests),
  };
  // (the request schema checked it: a whole number 0 or more, or its digits)
  const minPay = input.minPay;
  if (minPay !== undefined && minPay !== null && minPay !== '') query.minPay = Number(minPay);
  const read = readContext(input as Record<string, unknown>, 'query.');
  const fields: Record<string, string> = { ...read.fields };
  for (const p of CONTEXT_PARAMS) if (read.context[p]?.length) query[p] = read.context[p];
  const terms = keywordTerms(query.title);
  if (query.title && terms.length === 0) fields['query.title'] = ALERT_MAIL_TEXTS.noKeywordWords;
  if (query.interests.length > MAX_ALERT_INTERESTS) {
    fields['query.interests'] = `Choose at most ${MAX_ALERT_INTERESTS} interests`;
  }
  const l = await allLookups(db);
  const plan: AlertPlan = { orgType: null, locations: [], tags: [] };
  if (query.orgtype) {
    const found = l.orgTypes.find((o) => key(o.type) === key(query.orgtype));
    if (found) plan.orgType = found.id;
    else fields['query.orgtype'] = API_ERRORS.unknownOrgType;
  }
  if (query.location) {
    plan.locations = locationAlternatives(l, query.location);
    if (plan.locations.length === 0) fields['query.location'] = ALERT_MAIL_TEXTS.unknownLocation;
  }
  if (query.interests.length && !fields['query.interests']) {
    const tags = new Map(l.tags.map((t) => [key(t.name), t.id]));
    const ids = query.interests.map((n) => tags.get(key(n)));
    if (ids.some((id) => id === undefined)) fields['query.interests'] = API_ERRORS.unknownInterest;
    else plan.tags = [...new Set(ids as number[])];
  }
  const sports = new Map(l.tags.filter((t) => t.kind === 'sport').map((t) => [key(t.name), t.id]));
  const states = new Map<string, number>();
  for (const s of l.states) {
    states.set(key(s.name), s.id);
    states.set(key(s.code), s.id);
  }
  Object.assign(fields, unknownNames({ sports, states }, read.context, 'query.'));
  if (Object.keys(fields).length) throw badRequest(API_ERRORS.validationFailed, fields);
  if (query.minPay !== undefined) plan.minPay = Math.min(query.minPay, MIN_PAY_CEILING);
  const context = contextPlan(read.context, sports, states);
  if (context) plan.context = context;
  // sports and states kept as their lists spell them (the query as answered and summarised)
  if (query.sportType) {
    const names = new Map(l.tags.map((t) => [t.id, t.name]));
    query.sportType = (context?.sports ?? []).map((id) => names.get(id) as string);
  }
  if (query.state) {
    const codes = new Map(l.states.map((s) => [s.id, s.code]));
    query.state = (context?.states ?? []).map((id) => codes.get(id) as string);
  }
  return { query, plan, terms };
}

/** A context's filters as a ContextPlan (names known), or undefined when it has none. */
function contextPlan(
  c: SearchContext,
  sports: Map<string, number>,
  states: Map<string, number>,
): ContextPlan | undefined {
  const plan: ContextPlan = {};
  const ids = (names: string[] | undefined, by: Map<string, number>) =>
    [...new Set((names ?? []).map((n) => by.get(n.trim().toLowerCase()) as number))].sort(
      (a, b) => a - b,
    );
  if (c.sportType?.length) plan.sports = ids(c.sportType, sports);
  if (c.state?.length) plan.states = ids(c.state, states);
  for (const p of CONTEXT_PARAMS) {
    if (!isFixed(p) || !c[p]?.length) continue;
    plan[p] = toMask(FIXED_FACET_VALUES[p], c[p]);
  }
  return Object.keys(plan).length ? plan : undefined;
}

/** A context's values in words: each facet's values joined with ' or ', in the facets' order. */
export function contextInWords(q: Partial<Record<ContextParam, readonly string[]>>): string[] {
  return CONTEXT_PARAMS.flatMap((p) => (q[p]?.length ? [q[p].join(' or ')] : []));
}

type Lookups = Awaited<ReturnType<typeof allLookups>>;

/** As search.ts facetPlan: a city name (every city so called), a state name or code, "City, ST". */
function locationAlternatives(l: Lookups, location: string): string[][] {
  const loc = key(location);
  const citiesNamed = (name: string) =>
    l.cities
      .filter((c) => key(c.name) === name)
      .sort((a, b) => a.id - b.id)
      .map((c) => c.id);
  const stateNamed = (name: string) =>
    l.states.find((s) => key(s.name) === name || key(s.code) === name)?.id;
  const out: string[][] = citiesNamed(loc).map((id) => [`c${id}`]);
  const state = stateNamed(loc);
  if (state !== undefined) out.push([`s${state}`]);
  const comma = loc.lastIndexOf(',');
  if (out.length === 0 && comma > 0) {
    const stateId = stateNamed(loc.slice(comma + 1).trim());
    // (a city of another state would be an alternative no role can match: left out, a 400)
    const inState = (id: number) => l.cities.find((c) => c.id === id)?.state_id === stateId;
    if (stateId !== undefined) {
      for (const c of citiesNamed(loc.slice(0, comma).trim()).filter(inState)) {
        out.push([`c${c}`, `s${stateId}`]);
      }
    }
  }
  return out;
}

/**
 * The query in words for a mail's subject (API.md): the keyword in quotes, then organisation
 * type, location, interests, the coaching-context facets ('Netball or Hockey', 'Evenings') and
 * the minimum pay ('at least $60,000 a year'), joined with ' · ';
 * an empty query is 'all roles'.
 */
export function querySummary(q: StoredQuery): string {
  const parts = [
    q.title ? `"${q.title}"` : '',
    q.orgtype,
    q.location,
    q.interests.join(', '),
    ...contextInWords(q),
    q.minPay !== undefined ? minPayInWords(dollars(q.minPay)) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : ALERT_MAIL_TEXTS.allRoles;
}

/** /jobsearch for the query (its own parameter names: src/lib/search-params.ts). */
export function searchPath(q: StoredQuery): string {
  const p = new URLSearchParams();
  if (q.title) p.set('jobtitle', q.title);
  if (q.orgtype) p.set('orgtype', q.orgtype);
  if (q.location) p.set('location', q.location);
  if (q.interests.length) p.set('interests', q.interests.join(','));
  if (q.minPay !== undefined) p.set('minPay', String(q.minPay));
  for (const f of CONTEXT_PARAMS) if (q[f]?.length) p.set(f, q[f].join(','));
  const s = p.toString().replace(/%2C/g, ',');
  return s ? `/jobsearch?${s}` : '/jobsearch';
}
