// Job responses. Shape checks, not zod: a first visit (landing, job search, job details) reads
// these and nothing else, so it carries no zod (issue 8; see ./shape.ts). A job's details are in
// ./job-detail.ts, whether a coach applied in ./applied.ts.
import * as s from './shape';

const text = s.optional(s.nullable(s.string()));
const list = s.optional(s.array(s.string()));
/**
 * A role's coaching context (issue 29; src/shared/facets.ts's values): absent, null or [] on
 * roles posted before it (the card then shows no context line).
 */
export const CONTEXT_FIELDS = {
  sportType: text,
  ageGroups: list,
  gender: text,
  level: text,
  pay: text,
  days: list,
  times: list,
};

export const JobSummarySchema = s.object({
  id: s.number(),
  name: s.string(),
  org_id: s.number(),
  organisation: s.string(),
  location: s.string(),
  role_type: s.string(),
  salary: s.string(),
  datePosted: s.string(),
  /** The role's lifecycle (issue 27): dates YYYY-MM-DD in its state's time zone. */
  closingDate: s.string(),
  respondBy: s.nullable(s.string()),
  open: s.boolean(),
  /** null while open; 'expired', 'filled' or 'withdrawn' once closed. */
  closedReason: s.nullable(s.string()),
  ...CONTEXT_FIELDS,
  /** An admin verified the organisation (issue 32: the Verified badge); absent in older mocks. */
  verified: s.optional(s.boolean()),
});
export type JobSummary = s.Infer<typeof JobSummarySchema>;

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
