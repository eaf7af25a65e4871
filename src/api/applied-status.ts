// Whether the signed-in coach applied to a job: read by the job details page (for a signed-in
// coach only) and the apply page, so apart from the job calls (./jobs.ts): a first visit's entry
// does not carry it (issue 8). ./job-apply.ts re-exports it with the application calls.
import { type AppliedCheck, AppliedCheckResponseSchema } from '../shared/schemas/applied';
import { type CallOptions, request } from './client';

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
