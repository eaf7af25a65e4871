// A job's details (GET /api/job/job_detail/{id}). Shape checks, not zod (see ./shape.ts). Apart
// from the job list's shapes (./jobs.ts): only the pages that show one job read it, so the
// landing and job search pages' entry does not carry it (issue 8).
import { CONTEXT_FIELDS, JobSummarySchema } from './jobs';
import * as s from './shape';

/** What a role requires (issue 30; API.md "Credentials"): absent on roles stored before. */
const RequirementsShape = s.object({
  wwcc: s.boolean(),
  policeCheck: s.boolean(),
  firstAid: s.boolean(),
  cpr: s.boolean(),
  accreditation: s.nullable(s.string()),
  startDate: s.nullable(s.string()),
});

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
  /** Structured pay (issue 28): whole dollars per payPeriod; null and false when none. */
  payMin: s.nullable(s.number()),
  payMax: s.nullable(s.number()),
  payPeriod: s.nullable(s.string()),
  plusSuper: s.boolean(),
  /** Rich text: HTML sanitized by the server when stored. */
  description: s.string(),
  subject: s.string(),
  skills: s.string(),
  desiredSkills: s.string(),
  views: s.number(),
  datePosted: s.string(),
  tags: s.optional(s.array(s.string())),
  open: s.boolean(),
  closingDate: s.string(),
  respondBy: s.nullable(s.string()),
  closedReason: s.nullable(s.string()),
  ...CONTEXT_FIELDS,
  requirements: s.optional(RequirementsShape),
  /** An admin verified the organisation (issue 32: the Verified badge). */
  verified: s.optional(s.boolean()),
});
export type Job = s.Infer<typeof JobSchema>;

export const JobDetailResponseSchema = s.object({
  jobDetails: s.array(JobSchema, 1),
  /** A closed role's page offers up to 3 open roles of the same organisation type and place. */
  similar: s.optional(s.array(JobSummarySchema)),
});
