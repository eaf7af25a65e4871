// Roles and local storage (SPEC 3) and the token refresh margin: what the shell's session uses.

export const ROLE_COACH = 'ROLE_COACH';
export const ROLE_ORG = 'ROLE_ORG';
/** Made only by `npm run admin -- create` (issue 32); its calls need the second factor. */
export const ROLE_ADMIN = 'ROLE_ADMIN';
export type Role = typeof ROLE_COACH | typeof ROLE_ORG | typeof ROLE_ADMIN;

// Local storage keys (SPEC 3). Each value is stored as JSON.
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
  profileCompletion: 'profileCompletion',
  profilePicture: 'profilePicture',
} as const;
export const MODE_STORAGE_KEY = 'mode';

// The XSRF cookie the server sets and the header an unsafe call echoes it in (API.md).
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// Access tokens are refreshed when they have less than this left (API.md: they live 15 minutes).
export const TOKEN_REFRESH_MARGIN_S = 60;
