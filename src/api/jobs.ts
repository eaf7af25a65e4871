// Jobs: search, details and whether the signed-in coach applied.
import { JOB_SEARCH_DEFAULT_SIZE } from '../shared/constants';
import {
  type AppliedCheck,
  AppliedCheckResponseSchema,
  type Job,
  JobDetailResponseSchema,
  type JobListResponse,
  JobListResponseSchema,
} from '../shared/schemas/jobs';
import { API_SUCCESS } from '../shared/texts/api-success';
import { type CallOptions, request } from './client';

export type JobListParams = {
  title?: string;
  orgtype?: string;
  location?: string;
  interests?: readonly string[];
  /** One organisation's open roles (the /org page). */
  orgId?: number;
  page?: number;
  postPerPage?: number;
};

/** GET /api/job/list -> {message: 'Success', list, length (total matches)}. */
export function listJobs(
  params: JobListParams = {},
  options?: CallOptions,
): Promise<JobListResponse> {
  return request('/api/job/list', {
    query: {
      title: params.title || undefined,
      orgtype: params.orgtype || undefined,
      location: params.location || undefined,
      interests: params.interests?.length ? params.interests : undefined,
      orgId: params.orgId || undefined,
      page: params.page ?? 1,
      postPerPage: params.postPerPage ?? JOB_SEARCH_DEFAULT_SIZE,
    },
    schema: JobListResponseSchema,
    expectMessage: API_SUCCESS,
    ...options,
  });
}

/** GET /api/job/job_detail/{id}: jobDetails[0] (counts a view). */
export async function getJobDetail(id: number | string, options?: CallOptions): Promise<Job> {
  const body = await request(`/api/job/job_detail/${encodeURIComponent(String(id))}`, {
    schema: JobDetailResponseSchema,
    ...options,
  });
  return body.jobDetails[0];
}

/** GET /api/job-apply/job_applied/{id}: {applied, datePosted (the application date)}. */
export async function getAppliedStatus(
  jobId: number | string,
  options?: CallOptions,
): Promise<AppliedCheck> {
  const body = await request(`/api/job-apply/job_applied/${encodeURIComponent(String(jobId))}`, {
    schema: AppliedCheckResponseSchema,
    ...options,
  });
  return body.jobDetails[0];
}
