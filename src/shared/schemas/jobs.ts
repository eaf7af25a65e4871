// Job responses. Shape checks, not zod: a first visit (landing, job search, job details) reads
// these and nothing else, so it carries no zod (issue 8; see ./shape.ts). Whether a coach applied
// is in ./applied.
import * as s from './shape';

export const JobSummarySchema = s.object({
  id: s.number(),
  name: s.string(),
  org_id: s.number(),
  organisation: s.string(),
  location: s.string(),
  role_type: s.string(),
  salary: s.string(),
  datePosted: s.string(),
});
export type JobSummary = s.Infer<typeof JobSummarySchema>;

export const JobSchema = s.object({
  id: s.number(),
  name: s.string(),
  org_id: s.number(),
  organisation: s.string(),
  location: s.string(),
  minLevel: s.string(),
  role_type: s.string(),
  categories: s.string(),
  salary: s.string(),
  /** Rich text: HTML sanitized by the server when stored. */
  description: s.string(),
  subject: s.string(),
  skills: s.string(),
  desiredSkills: s.string(),
  views: s.number(),
  datePosted: s.string(),
  tags: s.optional(s.array(s.string())),
  open: s.optional(s.boolean()),
});
export type Job = s.Infer<typeof JobSchema>;

/** What /api/job/list reads from the query (the server parses with parsePage / parsePageSize). */
export type JobListQuery = {
  title: string;
  orgtype: string;
  location: string;
  /** Tag names; `sport` is accepted as the older name. */
  interests: string[];
  orgId?: number;
  page: number;
  postPerPage: number;
};

export const JobListResponseSchema = s.object({
  message: s.string(),
  list: s.array(JobSummarySchema),
  length: s.number(),
});
export type JobListResponse = s.Infer<typeof JobListResponseSchema>;

export const JobDetailResponseSchema = s.object({
  jobDetails: s.array(JobSchema, 1),
});
