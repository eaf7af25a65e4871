// The texts of the app shell (every page: the brand, the error screens of SPEC 8 and the error
// fallback), its own module so the entry chunk carries only these (issue 8). Part of MESSAGES.

export const BRAND = 'Touchline';

export const SHELL_TEXTS = {
  unexpectedError: 'Unexpected Application Error!',
  back: 'BACK',
} as const;

/** The route error fallback's message when a part of the page (a chunk) failed to load. */
export const CHUNK_ERROR_MESSAGE =
  'A part of the page could not be loaded. Check your connection and try again.';

// SPEC 8 error screens.
export const ERROR_SCREENS = {
  error: { title: 'Error', message: 'Oops. Something went wrong. Please try again later.' },
  forbidden: {
    title: 'Forbidden',
    message: 'You do not have permission to access this resource.',
  },
  notFound: {
    title: 'Page not found',
    message: 'Looks like the page you are looking for was not found or no longer exists.',
  },
  unauthorized: {
    title: 'Unauthorized - Access denied',
    message: 'Please login to access this page.',
  },
} as const;
