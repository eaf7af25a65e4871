// The server's reason for a refused change on /alerts (its fields' messages, else its detail),
// or the screen's own text for anything else.
import { isApiRequestError } from '../../api/client';

export const failureText = (error: unknown, fallback: string) =>
  isApiRequestError(error) && (error.kind === 'http' || error.kind === 'network')
    ? Object.values(error.fields).join(' ') || error.detail
    : fallback;
