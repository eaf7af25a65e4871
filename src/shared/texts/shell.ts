// The texts of the app shell (every page: the brand and the route error fallback), its own
// module so the entry chunk carries only these (issue 8). Part of MESSAGES. The error screens'
// own texts are in ./error-screens.ts, with their lazy chunk.

export const BRAND = 'Touchline';

export const SHELL_TEXTS = {
  unexpectedError: 'Unexpected Application Error!',
  back: 'BACK',
} as const;

/** The route error fallback's message when a part of the page (a chunk) failed to load. */
export const CHUNK_ERROR_MESSAGE =
  'A part of the page could not be loaded. Check your connection and try again.';

/** A request that never reached the server (src/api/transport.ts): shown where the call failed. */
export const SERVER_UNREACHABLE =
  'The server could not be reached. Check your connection and try again.';

/** The route error fallback's message for any other error: /500's (ERROR_SCREENS.error). */
export const ERROR_MESSAGE = 'Oops. Something went wrong. Please try again later.';

// Words many pages share, and the header's (SPEC 2: Sign in, Sign up). Plain constants rather
// than an object's keys: the entry carries each once and the minifier renames them.
export const SIGN_IN = 'Sign in';
export const SIGN_UP = 'Sign up';
/** The button beside a failure's alert that repeats what failed. */
export const TRY_AGAIN = 'Try again';
/** The visually hidden status of a loading placeholder. */
export const LOADING = 'Loading';
/** The link from a not-found or empty page to /jobsearch. */
export const SEARCH_ROLES = 'Search roles';
export const FIND_ROLES = 'Find roles';
export const HOME_LINK = `${BRAND} home`;
/** The layout's first link (src/app/app.tsx), to the main landmark. */
export const SKIP_TO_CONTENT = 'Skip to content';
/** The header's navigation, its narrow-screen menu button and the menu's drawer. */
export const ACCOUNT_NAV = 'Account';
export const OPEN_MENU = 'Open menu';
export const MENU = 'Menu';
/** The accent picker's name (its labels, with the theme toggle's, in ./theme.ts). */
export const ACCENT_COLOUR = 'Accent colour';
