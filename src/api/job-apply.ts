// Applications: apply, the applied list and withdrawing.
import { APPLIED_DEFAULT_SIZE } from '../shared/constants';
import { API_MESSAGES } from '../shared/messages';
import { MessageResponseSchema } from '../shared/schemas/api';
import { AppliedJobsResponseSchema, type ApplyRequest } from '../shared/schemas/application';
import { type CallOptions, request } from './client';

/** POST /api/job-apply/apply -> 'Job Application Submitted Successfully'. */
export function applyToJob(body: ApplyRequest, options?: CallOptions) {
  return request('/api/job-apply/apply', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.applicationSubmitted,
    ...options,
  });
}

export type AppliedJobsParams = {
  title?: string;
  sport?: string;
  location?: string;
  page?: number;
  postPerPage?: number;
};

/** GET /api/job-apply/applied_jobs -> {list, length}. */
export function listAppliedJobs(params: AppliedJobsParams = {}, options?: CallOptions) {
  return request('/api/job-apply/applied_jobs', {
    query: {
      title: params.title || undefined,
      sport: params.sport || undefined,
      location: params.location || undefined,
      page: params.page ?? 1,
      postPerPage: params.postPerPage ?? APPLIED_DEFAULT_SIZE,
    },
    schema: AppliedJobsResponseSchema,
    ...options,
  });
}

/** GET /api/job-apply/job_applied/{id} (its own module: the job details page reads it too). */
export { getAppliedStatus } from './applied-status';

/** POST /api/job-apply/withdraw/{applicationId} -> 'Application Withdrawn Successfully'. */
export function withdrawApplication(applicationId: number, options?: CallOptions) {
  return request(`/api/job-apply/withdraw/${encodeURIComponent(String(applicationId))}`, {
    method: 'POST',
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.applicationWithdrawn,
    ...options,
  });
}
