// Whether the signed-in coach applied to a job, and an application's status in a response. Shape
// checks, not zod (see ./shape.ts). Apart from ./jobs: only the job details page (for a signed-in
// coach), the apply page and the applications lists read these, so a first visit's entry does not
// carry them (issue 8).
import { APPLICATION_STATUSES } from '../constants';
import * as s from './shape-more';

/** An application's status in a response (the zod/mini schema is in ./status). */
export const ApplicationStatusShape = s.enumOf(APPLICATION_STATUSES);

export const AppliedCheckSchema = s.object({
  applied: s.boolean(),
  /** The application date (ISO), null when not applied. */
  datePosted: s.nullable(s.string()),
  status: s.optional(s.nullable(ApplicationStatusShape)),
});
export type AppliedCheck = s.Infer<typeof AppliedCheckSchema>;
export const AppliedCheckResponseSchema = s.object({
  jobDetails: s.array(AppliedCheckSchema, 1),
});
