// A job's details: read by the job details, apply and success pages, so apart from the job
// list's calls (./jobs.ts, which also primes this one's request on a first visit to
// /jobdetails): the landing and job search pages' entry does not carry it (issue 8).
import { type Job, JobDetailResponseSchema } from '../shared/schemas/job-detail';
import type { JobSummary } from '../shared/schemas/jobs';
import { type CallOptions, request } from './client';
import { jobDetailPath } from './jobs';

/**
 * GET /api/job/job_detail/{id} (counts a view): the job, and for a closed role up to 3 open roles
 * like it (issue 27; none for an open one).
 */
export async function getJobPage(
  id: number | string,
  options?: CallOptions,
): Promise<{ job: Job; similar: JobSummary[] }> {
  const body = await request(jobDetailPath(id), {
    schema: JobDetailResponseSchema,
    ...options,
  });
  return { job: body.jobDetails[0], similar: body.similar ?? [] };
}

/** GET /api/job/job_detail/{id}: jobDetails[0]. */
export async function getJobDetail(id: number | string, options?: CallOptions): Promise<Job> {
  return (await getJobPage(id, options)).job;
}
