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

/** The route error fallback's message for any other error: /500's (ERROR_SCREENS.error). */
export const ERROR_MESSAGE = 'Oops. Something went wrong. Please try again later.';
