// Trust and safety (issue 32 = API.md part 2 "Trust and safety (issue 20)"): the API's messages,
// the report reasons and the words the app shows for moderation. The first visit carries only
// VERIFIED (cards); the rest is read by lazy chunks and the server.

/** The `message` of each 2xx answer (API.md). */
export const TRUST_MESSAGES = {
  secondFactorRequired: 'Second Factor Required',
  twoFactorEnabled: 'Two-Factor Enabled',
  twoFactorDisabled: 'Two-Factor Disabled',
  reportReceived: 'Report Received',
  organisationVerified: 'Organisation Verified',
  roleApproved: 'Role Approved',
  roleRejected: 'Role Rejected',
  reportsDismissed: 'Reports Dismissed',
  roleTakenDown: 'Role Taken Down',
  organisationSuspended: 'Organisation Suspended',
  organisationRestored: 'Organisation Restored',
  userSuspended: 'User Suspended',
  userRestored: 'User Restored',
} as const;

/** The `detail` of 4xx answers of these calls. */
export const TRUST_ERRORS = {
  /** A suspended account's sign-in (403, after the password). */
  accountSuspended: 'Account suspended',
  /** An admin call with a token that has no completed second factor (403). */
  secondFactorNeeded: 'Set up two-step sign-in (a second factor) before using admin calls.',
  invalidCode: 'That code is not valid. Try the current code or a recovery code.',
  invalidChallenge: 'This sign-in has expired. Please sign in again.',
  notEnrolling: 'Start setting up two-step sign-in first.',
  alreadyEnabled: 'Two-step sign-in is already on.',
  notEnabled: 'Two-step sign-in is not on.',
  adminsKeepTotp: 'Administrators cannot turn two-step sign-in off.',
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code.',
  reasonRequired: 'Give a reason.',
  unknownReason: 'Choose one of the reasons.',
  notHeld: 'This role is not waiting for review.',
  noOpenReports: 'This role has no open reports.',
  jobNotFound: 'Role not found.',
  orgNotFound: 'Organisation not found.',
  userNotFound: 'User not found.',
  notOwnAccount: 'You cannot suspend your own account.',
  /** GET /api/admin/audit's from and to (400 fields.from / fields.to). */
  auditDate: 'Must be a date (YYYY-MM-DD) or an ISO 8601 time',
} as const;

/** POST /api/report's reasons, in the order the dialog lists them. */
export const REPORT_REASONS = ['Scam or fraud', 'Discriminatory', 'Inaccurate', 'Other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The most characters of a report's details. */
export const REPORT_DETAILS_MAX = 1000;
/** Reporters (accounts or visitors' addresses) within REPORT_WINDOW_MS that hide a role. */
export const REPORT_HIDE_THRESHOLD = 3;
export const REPORT_WINDOW_MS = 24 * 3600 * 1000;
/** Recovery codes given at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** How long step one of a two-step sign-in lasts. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** The most characters of an admin's reason (rejection, take-down). */
export const ADMIN_REASON_MAX = 1000;

/** Moderation in the organisation's own lists and the admin area. */
export const MODERATION_TEXTS = {
  awaitingReview: 'Awaiting review',
  rejected: 'Rejected',
  takenDown: 'Taken down',
  hiddenByReports: 'Hidden after reports',
  suspended: 'Suspended',
} as const;
