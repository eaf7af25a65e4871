// Trust and safety (issue 32 = API.md part 2 "Trust and safety (issue 20)"): the requests and
// answers of the second factor, reports and the admin calls. zod/mini, read by the server and by
// lazy chunks only (/admin, /account, the sign-in's second step, the report dialog).
import * as z from 'zod/mini';
import { MESSAGES as M } from '../messages';
import {
  ADMIN_REASON_MAX,
  TRUST_ERRORS as E,
  TRUST_MESSAGES as MSG,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from '../texts/trust';
import { LoginResponseSchema } from './auth';
import { CurrentPasswordSchema, optionalText } from './fields';

/** A TOTP code (6 digits) or a recovery code (letters, digits and dashes), trimmed. */
export const SecondFactorCodeSchema = z
  .string({ error: M.required })
  .check(
    z.trim(),
    z.minLength(1, { error: M.required, abort: true }),
    z.regex(/^(\d{6}|[A-Za-z0-9]{4,5}(-?[A-Za-z0-9]{4,5}){1,3})$/, { error: E.codeFormat }),
  );

export const TotpEnrolResponseSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolResponse = z.infer<typeof TotpEnrolResponseSchema>;
export const TotpConfirmRequestSchema = z.object({ code: SecondFactorCodeSchema });
export const TotpConfirmResponseSchema = z.object({
  message: z.literal(MSG.twoFactorEnabled),
  recoveryCodes: z.array(z.string()),
  token: z.string(),
  refresh_token: z.string(),
});
export type TotpConfirmResponse = z.infer<typeof TotpConfirmResponseSchema>;
export const TotpDisableRequestSchema = z.object({
  password: CurrentPasswordSchema,
  code: SecondFactorCodeSchema,
});
export const TotpDisableResponseSchema = z.object({ message: z.literal(MSG.twoFactorDisabled) });

/** POST /api/login's answer for an account with TOTP: step two takes the challenge. */
export const SecondFactorRequiredSchema = z.object({
  message: z.literal(MSG.secondFactorRequired),
  challenge: z.string(),
});
export const TotpLoginRequestSchema = z.object({
  challenge: z.string({ error: M.required }).check(z.minLength(1), z.maxLength(200)),
  code: SecondFactorCodeSchema,
});
/** POST /api/login's 200: signed in, or (TOTP on) step one of two. */
export const LoginStepResponseSchema = z.union([LoginResponseSchema, SecondFactorRequiredSchema]);

// ---- reports ----
export const ReportRequestSchema = z.object({
  jobId: z.number({ error: M.required }).check(z.int(), z.positive()),
  reason: z.enum(REPORT_REASONS, { error: E.unknownReason }),
  details: optionalText(REPORT_DETAILS_MAX),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
export const ReportResponseSchema = z.object({ message: z.literal(MSG.reportReceived) });

// ---- admin calls ----
/** `{reason}` of reject and take-down: the admin's words, mailed to the organisation. */
export const AdminReasonRequestSchema = z.object({
  reason: z
    .string({ error: E.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: E.reasonRequired, abort: true }),
      z.maxLength(ADMIN_REASON_MAX, { error: M.atMostChars(ADMIN_REASON_MAX) }),
    ),
});
export const SuspendRequestSchema = z.object({ suspended: z.boolean({ error: M.required }) });

export const QueueItemSchema = z.object({
  jobId: z.number(),
  name: z.string(),
  orgId: z.number(),
  organisation: z.string(),
  postedAt: z.string(),
});
export const QueueResponseSchema = z.object({ list: z.array(QueueItemSchema) });
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const ReportGroupSchema = z.object({
  jobId: z.number(),
  name: z.string(),
  orgId: z.number(),
  count: z.number(),
  reasons: z.array(z.string()),
  lastReportedAt: z.string(),
  hidden: z.boolean(),
});
export const ReportsResponseSchema = z.object({ list: z.array(ReportGroupSchema) });
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

export const AdminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  orgId: z.nullable(z.number()),
  suspended: z.boolean(),
});
export const AdminUsersResponseSchema = z.object({ list: z.array(AdminUserSchema) });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number(),
  actorRole: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export const AuditResponseSchema = z.object({
  list: z.array(AuditEntrySchema),
  length: z.number(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/admin/audit's query: ids, dates (YYYY-MM-DD or ISO 8601 times), paging as strings. */
const queryId = z.optional(z.string().check(z.regex(/^[1-9]\d{0,14}$/, { error: M.wholeNumber })));
const queryTime = z.optional(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/, {
      error: E.auditDate,
      abort: true,
    }),
    // A day that does not exist (2026-02-30) is refused, not rolled over.
    z.refine(
      (v) =>
        Number.isFinite(Date.parse(v)) &&
        new Date(Date.parse(v.slice(0, 10))).toISOString().startsWith(v.slice(0, 10)),
      { error: E.auditDate },
    ),
  ),
);
export const AuditQuerySchema = z.object({
  actorId: queryId,
  orgId: queryId,
  jobId: queryId,
  from: queryTime,
  to: queryTime,
  page: z.optional(z.string()),
  postPerPage: z.optional(z.string()),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AdminMessageSchema = z.object({ message: z.string() });

/** GET /api/admin/orgs?name= (beyond API.md's table: /admin's organisations; decision 027). */
export const AdminOrgSchema = z.object({
  id: z.number(),
  name: z.string(),
  verified: z.boolean(),
  suspended: z.boolean(),
  /** Roles waiting for review. */
  held: z.number(),
  createdAt: z.string(),
});
export const AdminOrgsResponseSchema = z.object({ list: z.array(AdminOrgSchema) });
export type AdminOrg = z.infer<typeof AdminOrgSchema>;

/** The audit log's actions (`action` of GET /api/admin/audit). */
export const AUDIT_ACTIONS = [
  'org.verify',
  'org.suspend',
  'org.restore',
  'user.suspend',
  'user.restore',
  'job.approve',
  'job.reject',
  'job.takedown',
  'reports.dismiss',
  'job.create',
  'job.update',
  'job.status',
  'application.status',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
