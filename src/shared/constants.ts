// Business constants of SPEC 9 and API.md, with their units.

export const PAGE_SIZES = [10, 25, 50] as const;
export const JOB_SEARCH_DEFAULT_PAGE = 1;
export const JOB_SEARCH_DEFAULT_SIZE = 25;
export const APPLIED_DEFAULT_PAGE = 1;
export const APPLIED_DEFAULT_SIZE = 10;
export const MAX_POST_PER_PAGE = 50;

export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const SUCCESS_DELAY_MS = 1000;
export const ERROR_DELAY_MS = 750;
export const LOGOUT_DELAY_MS = 750;
export const FILTERS_TRANSITION_MS = 400;
export const INTERESTS_VISIBLE_CHIPS = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const MOBILE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '!@#$%^&*';

export const CONFIRM_ACCOUNT_SCOPE = 'Confirm Account';
// SPEC 5: an empty resetPasswordToken is replaced by a placeholder. The server never accepts it.
export const RESET_TOKEN_FALLBACK = 'invalid-reset-token';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const MAX_FILES_PER_USER = 20;
export const MAX_FILE_NAME_LENGTH = 120;
export const MAX_PICTURE_BYTES = 1024 * 1024;

export const MAX_FREE_TEXT = 200;
export const MAX_JSON_BODY_BYTES = 100 * 1024;

export const ROLE_COACH = 'ROLE_COACH';
export const ROLE_ORG = 'ROLE_ORG';
export type Role = typeof ROLE_COACH | typeof ROLE_ORG;

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

// Local storage keys (SPEC 3). Each value is stored as JSON.
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
  profileCompletion: 'profileCompletion',
  profilePicture: 'profilePicture',
} as const;
export const MODE_STORAGE_KEY = 'mode';

// Access tokens are refreshed when they have less than this left (API.md: they live 15 minutes).
export const TOKEN_REFRESH_MARGIN_S = 60;
