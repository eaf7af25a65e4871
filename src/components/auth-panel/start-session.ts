// Starting a session (SPEC 4), shared by sign-in, sign-up and organisation sign-up: POST
// /api/login, store token and refresh_token, fetch /api/user/get_logged_in_user and keep the
// first record. A failure after the tokens were stored signs out again, so no half session stays.
// A coach's session then takes in the roles they saved in this browser as a visitor (issue 26:
// POST /api/saved-jobs/merge, or their account's ids), before the next page shows its toggles.
// An account with TOTP answers step one with a challenge instead (issue 32): the sign-in's second
// step sends it with a code and completes the session through completeSession.
import { loginRequest } from '../../api/auth';
import { isApiRequestError } from '../../api/client';
import { getLoggedInUser } from '../../api/user';
import { paths } from '../../config/paths';
import { safeReturnPath } from '../../lib/return-path';
import { ROLE_ADMIN, ROLE_COACH, ROLE_ORG } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import type { TokenPair, User } from '../../shared/schemas/auth';
import { login, setTokens, signOut } from '../../state/auth-actions';

export type Credentials = { email: string; password: string; rememberMe?: boolean };

/** Step one's answer for an account with TOTP: the challenge step two sends (issue 32). */
export type SecondFactorChallenge = { challenge: string };

export async function startSession({
  email,
  password,
  rememberMe,
}: Credentials): Promise<User | SecondFactorChallenge> {
  const answer = await loginRequest({
    username: email,
    password,
    ...(rememberMe === undefined ? {} : { rememberMe }),
  });
  if ('challenge' in answer) return { challenge: answer.challenge };
  return completeSession(answer);
}

/**
 * Stores a sign-in's token pair and fetches the user (step one's pair, or the second step's):
 * the same storage whichever step gave it.
 */
export async function completeSession(pair: TokenPair): Promise<User> {
  setTokens({ token: pair.token, refresh_token: pair.refresh_token });
  let user: User;
  try {
    user = await getLoggedInUser();
    login({ token: pair.token, refresh_token: pair.refresh_token, user });
  } catch (error) {
    signOut();
    throw error;
  }
  if (user.role === ROLE_COACH) {
    // Never fails the sign-in: a merge that fails is tried again by the next toggle on screen.
    await import('../../state/saved-jobs-sync')
      .then((m) => m.syncSavedJobs())
      .catch(() => undefined);
  }
  return user;
}

/** Where a user goes after signing in: the guard's `from` when it is a same-origin path, else
 * the role's home (/employer for organisations, /admin for admins, /landing for coaches). */
export function destinationAfterSignIn(user: User, from: string | null | undefined): string {
  const home =
    user.role === ROLE_ORG ? '/employer' : user.role === ROLE_ADMIN ? paths.admin : '/landing';
  return safeReturnPath(from, home);
}

/**
 * The inline text for a failed sign-in: SPEC 8's incorrect-credentials sentence for a refused
 * e-mail/password, the server's own sentence when it asks to wait (429), refuses a suspended
 * account (403 'Account suspended'), is unreachable or fails.
 */
export function signInFailureText(error: unknown): string {
  if (isApiRequestError(error)) {
    // 403: a suspended account (issue 32), told after the password.
    if (
      error.status === 429 ||
      error.status === 403 ||
      error.kind === 'network' ||
      error.status >= 500
    ) {
      return error.detail;
    }
  }
  return MESSAGES.incorrectCredentials;
}

/** The server's sentence for a failed call, or `fallback` when it has none worth showing. */
export function failureDetail(error: unknown, fallback: string): string {
  if (isApiRequestError(error) && error.detail && error.kind !== 'parse') return error.detail;
  return fallback;
}
