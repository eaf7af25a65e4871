// A job's details: read by the job details, apply and success pages, so apart from the job
// list's calls (./jobs.ts, which also primes this one's request on a first visit to
// /jobdetails): the landing and job search pages' entry does not carry it (issue 8).
import { type Job, JobDetailResponseSchema } from '../shared/schemas/job-detail';
import { type CallOptions, request } from './client';
import { jobDetailPath } from './jobs';

/** GET /api/job/job_detail/{id}: jobDetails[0] (counts a view). */
export async function getJobDetail(id: number | string, options?: CallOptions): Promise<Job> {
  const body = await request(jobDetailPath(id), {
    schema: JobDetailResponseSchema,
    ...options,
  });
  return body.jobDetails[0];
}
