// The job search's facet counts (issue 29, API.md part 2 "Coaching-context facets"): GET
// /api/job/facets with the query of /api/job/list. Only the Filters panel (a chunk loaded on
// demand) calls it, so it is apart from ./jobs.ts, which a first visit carries.
import type { FacetParam } from '../shared/facets';
import { type FacetCount, JobFacetsResponseSchema } from '../shared/schemas/facets';
import { type CallOptions, request } from './client';
import type { JobListParams } from './jobs';

export type { FacetCount };
/** Each facet's values with their open roles (a value left out has none). */
export type FacetCounts = Partial<Record<FacetParam, FacetCount[]>>;

/**
 * GET /api/job/facets?<the list's query without paging> -> for each facet, the open roles of
 * each of its values given every other filter.
 */
export async function getFacets(
  { page, postPerPage, ...query }: JobListParams,
  options?: CallOptions,
): Promise<FacetCounts> {
  const body = await request('/api/job/facets', {
    query,
    schema: JobFacetsResponseSchema,
    ...options,
  });
  return body.facets;
}
