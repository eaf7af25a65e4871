// A role's requirements and a coach's fit (issue 30 = API.md part 2 "Credentials (issue 18)"):
// `requirements` on POST/PUT /api/org/jobs and in the organisation's role, GET /api/job/fit/{jobId}
// (one line per requirement the role sets: ../credentials.ts fitOf), and what the applicants call
// adds per applicant (the credentials shared on applying, and their fit). zod/mini: read by lazily
// loaded screens only; the role page's first visit reads `requirements` with ./job-detail.ts's
// shape check.
import * as z from 'zod/mini';
import { ACCREDITATION_LEVELS, REQUIREMENT_KEYS } from '../credentials';
import { MESSAGES as M } from '../messages';
import { CREDENTIAL_ERRORS as CE } from '../texts/credentials';
import { isCalendarDate } from '../zoned-time';
import { CredentialSchema } from './credentials';

const flag = z._default(z.boolean({ error: M.mustBeTrueOrFalse }), false);

/**
 * What a role requires, as POST/PUT /api/org/jobs send it: each check false when left out, no
 * accreditation level and no start date when null or ''.
 */
export const RequirementsRequestSchema = z.object({
  wwcc: flag,
  policeCheck: flag,
  firstAid: flag,
  cpr: flag,
  accreditation: z._default(
    z.pipe(
      z.transform((v: unknown): unknown => (v === '' ? null : v)),
      z.nullable(z.enum(ACCREDITATION_LEVELS, { error: CE.unknownLevel })),
    ),
    null,
  ),
  startDate: z._default(
    z.pipe(
      z.transform((v: unknown): unknown => (v === '' ? null : v)),
      z.nullable(
        z
          .string({ error: CE.invalidDate })
          .check(z.refine(isCalendarDate, { error: CE.invalidDate })),
      ),
    ),
    null,
  ),
});
export type RequirementsRequest = z.input<typeof RequirementsRequestSchema>;

/** A role's requirements in answers (the organisation's role; job details read ./job-detail.ts). */
export const RequirementsSchema = z.object({
  wwcc: z.boolean(),
  policeCheck: z.boolean(),
  firstAid: z.boolean(),
  cpr: z.boolean(),
  accreditation: z.nullable(z.enum(ACCREDITATION_LEVELS)),
  startDate: z.nullable(z.string()),
});

/** One requirement's fit: met, missing, expires (before the role starts) or expired. */
export const FitLineSchema = z.object({
  requirement: z.enum(REQUIREMENT_KEYS),
  status: z.enum(['met', 'missing', 'expires', 'expired']),
  detail: z.string(),
});
/** GET /api/job/fit/{jobId} (a coach). */
export const FitResponseSchema = z.object({ fit: z.array(FitLineSchema) });
export type FitResponse = z.infer<typeof FitResponseSchema>;

/**
 * What the applicants call adds per applicant: the credentials shared when they applied (the
 * snapshot, expired ones included) and their fit with the role's requirements.
 */
export const ApplicantCredentialFields = {
  credentials: z.optional(z.array(CredentialSchema)),
  fit: z.optional(z.array(FitLineSchema)),
};
