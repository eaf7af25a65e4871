// Application statuses, role types and the organisation page's video.

// The role types an organisation chooses from when it posts a role, as the demo data has them
// (one vocabulary across the board; the API stores any short text).
export const ROLE_TYPES = ['Full-time', 'Part-time', 'Casual', 'Contract', 'Volunteer'] as const;

// The application statuses an organisation sets (issue 10), in order.
export const APPLICATION_STATUSES = [
  'Received',
  'Reviewing',
  'Shortlisted',
  'Interview',
  'Offered',
  'Hired',
  'Not successful',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// The organisation page's embedded video (SPEC 2: one fixed id, privacy-enhanced host).
export const VIDEO_HOST = 'https://www.youtube-nocookie.com';
export const VIDEO_ID = 'aqz-KE-bpKQ';

// A role's lifecycle (issue 27, API.md part 2 "Role lifecycle"): why a closed role closed, the
// closing date's range from today and its default, the respond-by promise's range after it, and
// when a saved role's reminder and the "Closes in 2 days" wording start.
export const CLOSED_REASONS = ['expired', 'filled', 'withdrawn'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
export const CLOSING_MAX_DAYS = 180;
export const CLOSING_DEFAULT_DAYS = 30;
export const RESPOND_BY_MAX_DAYS = 60;
export const CLOSING_SOON_DAYS = 3;
export const CLOSING_REMINDER_HOURS = 48;
/** Roles stored before closing dates existed close this long after they were posted. */
export const LEGACY_CLOSING_DAYS = 60;
/** A response record shows from this many promised answers, over this many days. */
export const RESPONSE_RECORD_MIN = 5;
export const RESPONSE_RECORD_DAYS = 365;
/** A closed role's page offers at most this many open roles like it. */
export const SIMILAR_ROLES = 3;
