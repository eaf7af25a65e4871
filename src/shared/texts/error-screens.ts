// The error screens' texts (SPEC 8: /401, /403, /500 and not found), with their lazy chunk
// (src/pages/error/error-pages.tsx); /500's message is also the route error fallback's, which
// the entry carries (./shell.ts).
import { ERROR_MESSAGE } from './shell';

/** SPEC 8's /403 message, also the API's 403 detail (./api-errors.ts). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to access this resource.';

export const ERROR_SCREENS = {
  error: { title: 'Error', message: ERROR_MESSAGE },
  forbidden: {
    title: 'Forbidden',
    message: FORBIDDEN_MESSAGE,
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

/** The error screens' own light/dark toggle (SPEC 2), named by the mode it switches to. */
export const switchErrorModeLabel = (mode: string) => `Switch error screen to ${mode} mode`;
