// The job search's filters as the server reads them (API.md part 1 and part 2), shared by the
// mock job list (./jobs.ts) and GET /api/job/facets (issue 29): for each facet, the open roles
// of each value among those matching every other filter of the query (the state's leave out
// `location` too), every value in its list's order, zeros included, as the server answers.
// Facet values match in any case; within one facet they are OR, across facets AND; an unknown
// value or more than 30 in one parameter is 400 naming it.
import { HttpResponse, http } from 'msw';
import {
  type CoachingContext,
  FACET_PARAMS,
  type FacetParam,
  FIXED_FACET_VALUES,
  MAX_FACET_VALUES,
} from '../../../src/shared/facets';
import { payYearMax } from '../../../src/shared/pay';
import type { Job } from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { FACET_SEARCH_ERRORS } from '../../../src/shared/texts/facet-search';
import { PAY_ERRORS } from '../../../src/shared/texts/pay';
import { cities, jobs, orgs, orgTypes, sportsTypes, states } from '../fixtures';
import { failure } from '../http';

/** The fixtures' states by id, as codes (the `state` facet's values). */
const STATE_CODES: Record<number, string> = {
  1: 'NSW',
  2: 'VIC',
  3: 'QLD',
  4: 'WA',
  5: 'SA',
  6: 'TAS',
};

const lower = (v: string) => v.trim().toLowerCase();

/** A role's state: its code and name (from its city), or none. */
function stateOf(job: Job): { code: string; name: string } | null {
  const city = cities.find((c) => c.name === job.location);
  const state = city && states.find((s) => s.id === city.stateId);
  return state ? { code: STATE_CODES[state.id], name: state.name } : null;
}

/** A role's values of each facet (none for a role posted before the coaching context). */
export function facetValuesOf(job: Job): Record<FacetParam, string[]> {
  const c = job as Job & CoachingContext;
  const one = (v: string | null | undefined) => (v ? [v] : []);
  return {
    sportType: one(c.sportType),
    ageGroup: [...(c.ageGroups ?? [])],
    gender: one(c.gender),
    level: one(c.level),
    pay: one(c.pay),
    days: [...(c.days ?? [])],
    times: [...(c.times ?? [])],
    orgtype: one(orgs.find((o) => o.id === job.org_id)?.orgType),
    state: one(stateOf(job)?.code),
  };
}

export type JobFilter = {
  title: string;
  orgtype: string;
  location: string;
  interests: string[];
  minPay: number | null;
  orgId: number;
  /** The facets' values (lower case; orgtype is the field above). */
  facets: Partial<Record<FacetParam, string[]>>;
};

/** The facets' allowed values (lower case): the fixed lists, the sports and the states. */
function allowed(param: FacetParam): Set<string> | null {
  if (param in FIXED_FACET_VALUES) {
    return new Set(FIXED_FACET_VALUES[param as keyof typeof FIXED_FACET_VALUES].map(lower));
  }
  if (param === 'sportType') return new Set(sportsTypes.map((s) => lower(s.name)));
  if (param === 'state') {
    return new Set([...Object.values(STATE_CODES), ...states.map((s) => s.name)].map(lower));
  }
  return null;
}

/** Every value of a facet, in its list's order. */
function valuesOf(param: FacetParam): readonly string[] {
  if (param in FIXED_FACET_VALUES)
    return FIXED_FACET_VALUES[param as keyof typeof FIXED_FACET_VALUES];
  if (param === 'sportType') return sportsTypes.map((s) => s.name);
  if (param === 'orgtype') return orgTypes;
  return states.map((s) => STATE_CODES[s.id]);
}

/** The filters of a job list's (or the facets') query, or the 400 naming a refused one. */
export function readJobFilter(q: URLSearchParams): JobFilter | Response {
  const minPayText = q.get('minPay') ?? '';
  if (!/^(\d{1,15})?$/.test(minPayText)) {
    return failure(400, API_ERRORS.validationFailed, { minPay: PAY_ERRORS.minPay });
  }
  const facets: JobFilter['facets'] = {};
  const fields: Record<string, string> = {};
  for (const param of FACET_PARAMS) {
    if (param === 'orgtype') continue;
    const values = [...new Set((q.get(param) ?? '').split(',').map(lower).filter(Boolean))];
    if (values.length > MAX_FACET_VALUES) {
      fields[param] = FACET_SEARCH_ERRORS.tooManyValues(MAX_FACET_VALUES);
    } else if (values.some((v) => !allowed(param)?.has(v))) {
      fields[param] = FACET_SEARCH_ERRORS.unknownValue;
    } else if (values.length) facets[param] = values;
  }
  if (Object.keys(fields).length) return failure(400, API_ERRORS.validationFailed, fields);
  return {
    title: lower(q.get('title') ?? ''),
    orgtype: (q.get('orgtype') ?? '').trim(),
    location: (q.get('location') ?? '').trim(),
    interests: (q.get('interests') ?? q.get('sport') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    minPay: minPayText === '' ? null : Number(minPayText),
    orgId: Number(q.get('orgId') ?? 0),
    facets,
  };
}

/**
 * Whether an open role matches the filter, leaving out the facet `except` (a facet's counts
 * leave out its own filter). `location` is a city, or a state's name or code.
 */
export function matchesJob(job: Job, f: JobFilter, except?: FacetParam): boolean {
  if (!job.open) return false;
  if (f.orgId > 0 && job.org_id !== f.orgId) return false;
  if (f.minPay !== null && (payYearMax(job as Parameters<typeof payYearMax>[0]) ?? -1) < f.minPay) {
    return false;
  }
  if (
    f.title &&
    !job.name.toLowerCase().includes(f.title) &&
    !job.organisation.toLowerCase().includes(f.title)
  )
    return false;
  const values = facetValuesOf(job);
  if (except !== 'orgtype' && f.orgtype && values.orgtype[0] !== f.orgtype) return false;
  if (f.location && except !== 'state') {
    const state = stateOf(job);
    if (![job.location, state?.code, state?.name].includes(f.location)) return false;
  }
  if (f.interests.length && !f.interests.some((t) => job.tags?.includes(t))) return false;
  for (const [param, wanted] of Object.entries(f.facets) as [FacetParam, string[]][]) {
    if (param === except) continue;
    const have = values[param].map(lower);
    // A state's name matches as its code does.
    if (param === 'state') {
      const name = stateOf(job)?.name;
      if (name) have.push(lower(name));
    }
    if (!wanted.some((v) => have.includes(v))) return false;
  }
  return true;
}

export const facetHandlers = [
  http.get('/api/job/facets', ({ request }) => {
    const filter = readJobFilter(new URL(request.url).searchParams);
    if (filter instanceof Response) return filter;
    const facets = {} as Record<FacetParam, { value: string; count: number }[]>;
    for (const param of FACET_PARAMS) {
      const counts = new Map<string, number>(valuesOf(param).map((v) => [v, 0]));
      for (const job of jobs) {
        if (!matchesJob(job, filter, param)) continue;
        for (const v of facetValuesOf(job)[param]) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      facets[param] = [...counts].map(([value, count]) => ({ value, count }));
    }
    return HttpResponse.json({ facets });
  }),
];
