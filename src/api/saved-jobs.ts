// Saved jobs (issue 26, API.md part 2 "Saved jobs"): a coach's saves, the merge of a visitor's
// browser list at sign-in, and the public summaries a visitor's /savedjobs reads. Loaded on
// demand (a toggle's first need of the network, /savedjobs), never by a first visit's entry.
import { SAVED_DEFAULT_SIZE } from '../shared/constants';
import { MessageResponseSchema } from '../shared/schemas/api';
import {
  JobSummariesResponseSchema,
  type JobSummaryOpen,
  SavedJobIdsResponseSchema,
  SavedJobsMergeResponseSchema,
  type SavedJobsResponse,
  SavedJobsResponseSchema,
} from '../shared/schemas/saved-jobs';
import { SAVED_JOBS_API } from '../shared/texts/saved-jobs';
import { type CallOptions, request } from './client';

const savedJobPath = (jobId: number) => `/api/saved-jobs/${encodeURIComponent(String(jobId))}`;

/** PUT /api/saved-jobs/{jobId} -> 'Job Saved' (also when already saved; 404, 409 past 500). */
export function saveJob(jobId: number, options?: CallOptions) {
  return request(savedJobPath(jobId), {
    method: 'PUT',
    schema: MessageResponseSchema,
    expectMessage: SAVED_JOBS_API.saved,
    ...options,
  });
}

/** DELETE /api/saved-jobs/{jobId} -> 'Job Removed' (also when not saved). */
export function removeSavedJob(jobId: number, options?: CallOptions) {
  return request(savedJobPath(jobId), {
    method: 'DELETE',
    schema: MessageResponseSchema,
    expectMessage: SAVED_JOBS_API.removed,
    ...options,
  });
}

/** GET /api/saved-jobs/ids: every id the coach saved. */
export async function getSavedJobIds(options?: CallOptions): Promise<number[]> {
  return (await request('/api/saved-jobs/ids', { schema: SavedJobIdsResponseSchema, ...options }))
    .ids;
}

/** POST /api/saved-jobs/merge {ids} -> every saved id after the merge. */
export async function mergeSavedJobs(ids: number[], options?: CallOptions): Promise<number[]> {
  const body = await request('/api/saved-jobs/merge', {
    method: 'POST',
    json: { ids },
    schema: SavedJobsMergeResponseSchema,
    expectMessage: SAVED_JOBS_API.merged,
    ...options,
  });
  return body.ids;
}

/** GET /api/saved-jobs?page&postPerPage: {list, length}, newest saved first. */
export function listSavedJobs(
  { page = 1, postPerPage = SAVED_DEFAULT_SIZE }: { page?: number; postPerPage?: number } = {},
  options?: CallOptions,
): Promise<SavedJobsResponse> {
  return request('/api/saved-jobs', {
    query: { page, postPerPage },
    schema: SavedJobsResponseSchema,
    ...options,
  });
}

/**
 * GET /api/job/summaries?ids= (public, counts no view): the summaries in the order asked, unknown
 * or hidden roles left out. Sent without the bearer: it is a visitor's call.
 */
export async function getJobSummaries(
  ids: readonly number[],
  options?: CallOptions,
): Promise<JobSummaryOpen[]> {
  if (ids.length === 0) return [];
  const body = await request('/api/job/summaries', {
    query: { ids: ids.map(String) },
    schema: JobSummariesResponseSchema,
    auth: false,
    ...options,
  });
  return body.list;
}
