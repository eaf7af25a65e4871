// Your data, your account (issue 31 = API.md part 2 "Privacy and account control (issue 19)"):
// the request of POST /api/user/export and /api/user/delete, the delete answer, and the shape
// of the export's data.json (schemaVersion 1; docs/api.md "data.json"). A file in the ZIP is
// named by its `file` path (resumes/…, cover-letters/…, credentials/…, picture…, organisation/…).
import * as z from 'zod/mini';
import { ACCOUNT_DATA_API } from '../texts/account-data';
import { CurrentPasswordSchema } from './fields';

export const AccountPasswordRequestSchema = z.object({ password: CurrentPasswordSchema });
export type AccountPasswordRequest = z.infer<typeof AccountPasswordRequestSchema>;

export const AccountDeletedResponseSchema = z.object({
  message: z.literal(ACCOUNT_DATA_API.deleted),
});

/** The version of data.json's shape; a change that is not only an added field bumps it. */
export const EXPORT_SCHEMA_VERSION = 1;

const str = z.string();
const nstr = z.nullable(z.string());
const num = z.number();
/** A file's path inside the ZIP, or null when the export holds no file for it. */
const filePath = z.nullable(z.string());

const ExportFileSchema = z.object({
  file: str,
  kind: z.enum(['resume', 'cv', 'picture', 'logo', 'credential']),
  originalName: str,
  size: num,
  contentType: str,
  uploadedAt: str,
});

const SnapshotSchema = z.object({
  type: str,
  state: nstr,
  number: nstr,
  wwccType: nstr,
  level: nstr,
  sportType: nstr,
  name: nstr,
  issuedOn: nstr,
  expiresOn: nstr,
  file: filePath,
});

export const ExportDataSchema = z.object({
  schemaVersion: z.literal(EXPORT_SCHEMA_VERSION),
  exportedAt: str,
  account: z.object({
    id: num,
    email: str,
    firstName: str,
    lastName: str,
    mobile: str,
    role: z.enum(['ROLE_COACH', 'ROLE_ORG', 'ROLE_ADMIN']),
    emailVerified: z.boolean(),
    createdAt: str,
  }),
  profile: z.nullable(
    z.object({
      address1: str,
      address2: str,
      state: str,
      city: str,
      zipcode: str,
      picture: filePath,
    }),
  ),
  interests: z.array(str),
  credentials: z.array(
    z.object({
      ...SnapshotSchema.shape,
      id: num,
      createdAt: str,
      updatedAt: str,
      reminders: z.array(z.object({ expiresOn: str, days: num, sentAt: str })),
    }),
  ),
  applications: z.array(
    z.object({
      id: num,
      jobId: num,
      jobName: str,
      organisation: str,
      firstName: str,
      lastName: str,
      salary: str,
      notice: str,
      referredBy: str,
      status: str,
      statusChangedAt: nstr,
      appliedAt: str,
      resume: filePath,
      coverLetter: filePath,
      filesRemovedAt: nstr,
      history: z.array(z.object({ status: str, changedAt: str })),
      credentials: z.array(SnapshotSchema),
    }),
  ),
  savedJobs: z.array(z.object({ jobId: num, jobName: str, savedOn: str })),
  alerts: z.array(
    z.object({
      id: num,
      query: str,
      frequency: str,
      paused: z.boolean(),
      confirmed: z.boolean(),
      createdAt: str,
      lastSentAt: nstr,
    }),
  ),
  settings: z.object({ closingReminders: z.boolean(), credentialReminders: z.boolean() }),
  sessions: z.array(
    z.object({
      createdAt: str,
      expiresAt: str,
      lastUsedAt: nstr,
      endedAt: nstr,
      rememberMe: z.boolean(),
      /** The session's device in words ("Chrome on Android"), or null when unknown. */
      device: z.nullable(str),
    }),
  ),
  files: z.array(ExportFileSchema),
  organisation: z.nullable(
    z.object({
      id: num,
      name: str,
      orgType: str,
      city: nstr,
      about: str,
      website: str,
      createdAt: str,
      roles: z.array(
        z.object({
          id: num,
          name: str,
          roleType: str,
          salary: str,
          datePosted: str,
          closingDate: nstr,
          closedReason: nstr,
          closedAt: nstr,
          applicants: num,
        }),
      ),
    }),
  ),
  /** Trust and safety (issue 32): whether two-step sign-in is on (never its secret or codes). */
  twoStepSignIn: z.boolean(),
  /** The user's reports of roles. */
  reports: z.array(
    z.object({ jobId: num, jobName: str, reason: str, details: str, reportedAt: str }),
  ),
  /** The user's own actions in the audit log (an organisation user's changes to roles). */
  auditEntries: z.array(
    z.object({
      id: num,
      at: str,
      actorId: num,
      action: str,
      target: str,
      before: z.record(z.string(), z.unknown()),
      after: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type ExportData = z.infer<typeof ExportDataSchema>;
