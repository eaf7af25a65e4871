// Saved jobs (issue 26, API.md part 2 "Saved jobs"): the merge request and every response. zod/mini,
// read only by code that loads on demand (the toggles' network part, /savedjobs): the toggle and
// its store on a first visit carry no schema (issue 8).
import * as z from 'zod/mini';
import { MAX_SAVED_JOBS } from '../constants';
import { IdSchema } from './fields';

const text = z.optional(z.nullable(z.string()));
const list = z.optional(z.array(z.string()));
/** A role's coaching context (issue 29): absent, null or [] on roles posted before it. */
export const coachingContextFields = {
  sportType: text,
  ageGroups: list,
  gender: text,
  level: text,
  pay: text,
  days: list,
  times: list,
};

/** The job summary of API.md's lists (the first visit's shape check is ./jobs.ts's). */
const jobSummary = {
  id: z.number(),
  name: z.string(),
  org_id: z.number(),
  organisation: z.string(),
  location: z.string(),
  role_type: z.string(),
  salary: z.string(),
  datePosted: z.string(),
  closingDate: z.string(),
  respondBy: z.nullable(z.string()),
  open: z.boolean(),
  closedReason: z.nullable(z.string()),
  ...coachingContextFields,
  /** An admin verified the organisation (issue 32: the Verified badge). */
  verified: z.optional(z.boolean()),
};

/** Ids of jobs, at most MAX_SAVED_JOBS (a merge, `GET /api/job/summaries?ids=`). */
export const SavedJobIdsSchema = z
  .array(IdSchema)
  .check(z.maxLength(MAX_SAVED_JOBS, { error: `At most ${MAX_SAVED_JOBS} ids` }));

/** POST /api/saved-jobs/merge: the ids a visitor saved in the browser. */
export const SavedJobsMergeRequestSchema = z.object({ ids: SavedJobIdsSchema });
export type SavedJobsMergeRequest = z.infer<typeof SavedJobsMergeRequestSchema>;

/** GET /api/saved-jobs/ids. */
export const SavedJobIdsResponseSchema = z.object({ ids: z.array(z.number()) });

/** POST /api/saved-jobs/merge: every saved id after the merge. */
export const SavedJobsMergeResponseSchema = z.object({
  message: z.string(),
  ids: z.array(z.number()),
});

/** A row of GET /api/saved-jobs (newest saved first, closed roles included). */
export const SavedJobSchema = z.object({
  ...jobSummary,
  savedOn: z.string(),
  applied: z.boolean(),
});
export type SavedJob = z.infer<typeof SavedJobSchema>;

export const SavedJobsResponseSchema = z.object({
  list: z.array(SavedJobSchema),
  length: z.number(),
});
export type SavedJobsResponse = z.infer<typeof SavedJobsResponseSchema>;

/** A row of GET /api/job/summaries?ids= (public; a visitor's /savedjobs). */
export const JobSummaryOpenSchema = z.object(jobSummary);
export type JobSummaryOpen = z.infer<typeof JobSummaryOpenSchema>;

export const JobSummariesResponseSchema = z.object({ list: z.array(JobSummaryOpenSchema) });
