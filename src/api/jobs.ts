// Jobs: search, and priming a job's details (the call itself: ./job-detail.ts; whether the
// signed-in coach applied: ./applied-status.ts).
import type { JobSearchParams, ListFacet } from '../lib/search-params';
import { JOB_SEARCH_DEFAULT_SIZE } from '../shared/constants';
import { type JobListResponse, JobListResponseSchema } from '../shared/schemas/jobs';
import { API_SUCCESS } from '../shared/texts/browse';
import { type CallOptions, primeGet, request } from './client';

export type JobListParams = {
  title?: string;
  orgtype?: string;
  location?: string;
  interests?: readonly string[];
  /** Whole dollars a year: roles whose top of pay range a year is at least this. */
  minPay?: string;
  /** One organisation's open roles (the /org page). */
  orgId?: number;
  page?: number;
  postPerPage?: number;
} & Partial<Record<ListFacet, readonly string[]>>;

/**
 * The query of GET /api/job/list for `params`: page 1 and JOB_SEARCH_DEFAULT_SIZE rows unless
 * given (empty filters are left out of the URL: client.ts, buildUrl).
 */
function jobListQuery(params: JobListParams) {
  return {
    ...params,
    orgId: params.orgId || undefined,
    page: params.page ?? 1,
    postPerPage: params.postPerPage ?? JOB_SEARCH_DEFAULT_SIZE,
  };
}

/** The job list parameters of a /jobsearch URL's (parsed) parameters. */
export function jobSearchListParams({
  jobtitle,
  page,
  size,
  ...filters
}: JobSearchParams): JobListParams {
  // The other names are the API's: orgtype, location, interests, minPay and the facets (issue 29).
  return { title: jobtitle, ...filters, page, postPerPage: size };
}

/** GET /api/job/list -> {message: 'Success', list, length (total matches)}. */
export function listJobs(
  params: JobListParams = {},
  options?: CallOptions,
): Promise<JobListResponse> {
  return request('/api/job/list', {
    query: jobListQuery(params),
    schema: JobListResponseSchema,
    expectMessage: API_SUCCESS,
    ...options,
  });
}

export const jobDetailPath = (id: number | string) =>
  `/api/job/job_detail/${encodeURIComponent(String(id))}`;

/**
 * Starts getJobDetail(id)'s request now, for the page that will ask for it; or hands it the
 * answer's body the page's HTML carried.
 */
export function primeJobDetail(id: number | string, inPage?: string | null): void {
  primeGet(jobDetailPath(id), undefined, inPage);
}
