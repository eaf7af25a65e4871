/**
 * GET /api/job/job_detail/{id}'s answer, which a shared job link's page also carries
 * (server/app.ts): the job with its view counted, and for a closed role up to 3 open roles like
 * it (the same organisation type and city) for its page to offer instead of Apply (issue 27).
 */
import { SIMILAR_ROLES } from '../../src/shared/constants';
import { closingCut } from '../db/changes';
import type { Db } from '../db/connect';
import { type JobSummaryRow, similarOpenJobs } from '../db/queries/job-lists';
import { type JobRow, viewJob } from '../db/queries/jobs';

export type JobDetailBody = {
  jobDetails: [Omit<JobRow, 'orgTypeId' | 'cityId' | 'visibility'>];
  similar?: JobSummaryRow[];
};

/** The answer for job `id` (its view counted), or null for an unknown or non-public one. */
export async function jobDetailBody(db: Db, id: number): Promise<JobDetailBody | null> {
  const found = await viewJob(db, id);
  if (!found) return null;
  const { orgTypeId, cityId, visibility: _visibility, ...job } = found;
  if (job.open) return { jobDetails: [job] };
  const like = { id, orgTypeId, cityId };
  return {
    jobDetails: [job],
    similar: await similarOpenJobs(db, like, closingCut(db), SIMILAR_ROLES),
  };
}
