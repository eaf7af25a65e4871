import * as z from 'zod/mini';
import { MESSAGES as M } from '../messages';
import { ApplicationStatusShape } from './applied';
import { FreeTextSchema, IdSchema, NameSchema, optionalText, requiredText } from './fields';
import { JobSummarySchema } from './jobs';
import * as s from './shape-more';

/** SPEC 3's application payload. resume and cv are ids returned by the uploads. */
export const ApplyRequestSchema = z.object({
  firstName: NameSchema,
  lastName: NameSchema,
  resume: IdSchema,
  cv: IdSchema,
  jobId: IdSchema,
  salary: FreeTextSchema,
  notice: FreeTextSchema,
  referredBy: FreeTextSchema,
});
export type ApplyRequest = z.infer<typeof ApplyRequestSchema>;

const RequiredUpload = z
  .nullable(z.number())
  .check(z.refine((v) => v != null, { error: M.required }));

/**
 * The /apply form. Everything it marks required is enforced, including address line 1, zip,
 * terms and both uploads (docs/decisions: the original marked them without enforcing them).
 */
export const ApplyFormSchema = z.object({
  firstName: NameSchema,
  lastName: NameSchema,
  address1: requiredText(200),
  address2: optionalText(200),
  state: requiredText(100),
  city: requiredText(100),
  zipcode: requiredText(12),
  salary: FreeTextSchema,
  notice: FreeTextSchema,
  referredBy: FreeTextSchema,
  resume: RequiredUpload,
  cv: RequiredUpload,
  terms: z.literal(true, { error: M.required }),
});
export type ApplyForm = z.infer<typeof ApplyFormSchema>;

export const ResumeUploadResponseSchema = z.object({
  message: z.string(),
  resumeId: z.number(),
  fileName: z.string(),
});
export const CvUploadResponseSchema = z.object({
  message: z.string(),
  cvId: z.number(),
  fileName: z.string(),
});
export const PictureUploadResponseSchema = z.object({
  message: z.string(),
  pictureId: z.number(),
  fileName: z.string(),
});

/** GET /api/file/mine: the coach's latest uploaded resume and cover letter, each or null. */
const OwnDocumentSchema = z.object({ id: z.number(), fileName: z.string(), createdAt: z.string() });
export const MyDocumentsResponseSchema = z.object({
  resume: z.nullable(OwnDocumentSchema),
  cv: z.nullable(OwnDocumentSchema),
});
export type MyDocuments = z.infer<typeof MyDocumentsResponseSchema>;

/** A job the coach applied to (a response: shape checks, like ./jobs). */
export const AppliedJobSchema = s.extend(JobSummarySchema, {
  applicationId: s.optional(s.number()),
  appliedOn: s.string(),
  status: ApplicationStatusShape,
  statusChangedOn: s.optional(s.nullable(s.string())),
  resumeId: s.optional(s.nullable(s.number())),
  cvId: s.optional(s.nullable(s.number())),
  /** The organisation's respond-by promise is broken: the date passed with no answer. */
  overdue: s.boolean(),
  /**
   * Issue 31: the resume and cover letter were deleted RETENTION_DAYS after the application
   * ended ("files deleted after 365 days"); null (or absent) while they are kept.
   */
  filesDeletedAfterDays: s.optional(s.nullable(s.number())),
});
export type AppliedJob = s.Infer<typeof AppliedJobSchema>;
export const AppliedJobsResponseSchema = s.object({
  list: s.array(AppliedJobSchema),
  length: s.number(),
});
