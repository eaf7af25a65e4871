// GET /api/job/facets (issue 29; API.md part 2 "Coaching-context facets"): for each facet of the
// Filters panel, each value with the number of open roles that have it among those matching
// every other filter of the search. zod/mini: read by the Filters panel, a lazily loaded chunk.
import * as z from 'zod/mini';
import type { FacetParam } from '../facets';

export const FacetCountSchema = z.object({
  value: z.string(),
  count: z.int().check(z.nonnegative()),
});
export type FacetCount = z.infer<typeof FacetCountSchema>;

const values = z.array(FacetCountSchema);

/**
 * Every facet, by its query parameter (src/shared/facets.ts FACET_PARAMS): the fixed facets' values
 * in that file's order, zeros included; sports and states (codes) in their lists' order (by name),
 * organisation types in /api/orgtype/list's.
 */
export const JobFacetsResponseSchema = z.object({
  facets: z.object({
    sportType: values,
    ageGroup: values,
    gender: values,
    level: values,
    pay: values,
    days: values,
    times: values,
    orgtype: values,
    state: values,
  } satisfies Record<FacetParam, typeof values>),
});
export type JobFacetsResponse = z.infer<typeof JobFacetsResponseSchema>;
