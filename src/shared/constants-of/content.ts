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
