// Paging defaults and UI timings (SPEC 4 and 9): what the shell and the visitor pages use (the
// Paginator's sizes and the forms' delays are in ./paginator.ts and ./forms.ts).

export const JOB_SEARCH_DEFAULT_PAGE = 1;
export const JOB_SEARCH_DEFAULT_SIZE = 25;
export const APPLIED_DEFAULT_PAGE = 1;
export const APPLIED_DEFAULT_SIZE = 10;
export const MAX_POST_PER_PAGE = 50;
/** The landing page's recent roles. */
export const RECENT_ROLES_COUNT = 6;

export const SNACKBAR_AUTO_HIDE_MS = 6000;
/**
 * A message on screen when a newer one is waiting stays at most this much longer (still paused
 * while hovered or focused): feedback on the user's latest action is not held back for seconds
 * behind an older message (a failed upload, then its successful retry).
 */
export const SNACKBAR_SUPERSEDED_MS = 1500;
export const LOGOUT_DELAY_MS = 750;
export const FILTERS_TRANSITION_MS = 400;
export const INTERESTS_VISIBLE_CHIPS = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
