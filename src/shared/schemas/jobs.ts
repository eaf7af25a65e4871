import * as z from 'zod/mini';
import { APPLICATION_STATUSES } from '../constants';

export const JobSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  org_id: z.number(),
  organisation: z.string(),
  location: z.string(),
  role_type: z.string(),
  salary: z.string(),
  datePosted: z.string(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const JobSchema = z.object({
  id: z.number(),
  name: z.string(),
  org_id: z.number(),
  organisation: z.string(),
  location: z.string(),
  minLevel: z.string(),
  role_type: z.string(),
  categories: z.string(),
  salary: z.string(),
  /** Rich text: HTML sanitized by the server when stored. */
  description: z.string(),
  subject: z.string(),
  skills: z.string(),
  desiredSkills: z.string(),
  views: z.number(),
  datePosted: z.string(),
  tags: z.optional(z.array(z.string())),
  open: z.optional(z.boolean()),
});
export type Job = z.infer<typeof JobSchema>;

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

export const JobListResponseSchema = z.object({
  message: z.string(),
  list: z.array(JobSummarySchema),
  length: z.number(),
});
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

export const JobDetailResponseSchema = z.object({
  jobDetails: z.array(JobSchema).check(z.minLength(1)),
});

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const AppliedCheckSchema = z.object({
  applied: z.boolean(),
  /** The application date (ISO), null when not applied. */
  datePosted: z.nullable(z.string()),
  status: z.optional(z.nullable(ApplicationStatusSchema)),
});
export type AppliedCheck = z.infer<typeof AppliedCheckSchema>;
export const AppliedCheckResponseSchema = z.object({
  jobDetails: z.array(AppliedCheckSchema).check(z.minLength(1)),
});
