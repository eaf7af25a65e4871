/**
 * The current password of the signed-in account, asked again by a sensitive call (export,
 * delete, change e-mail; API.md "Privacy and account control", and change_password's
 * oldPassword). It counts exactly like a sign-in of the account (server/routes/auth.ts): the
 * attempt is counted on the account's sign-in limiter before the hash is checked, and given back
 * when the password is right, so guessing here with a stolen 15-minute token draws on the same
 * 10 failures in 15 minutes as /api/login; the 11th is 429, and locks sign-in too.
 */
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { emailKey, findUserById, type UserRow } from '../db/queries/users';
import { ApiError, badRequest } from '../http/errors';
import { limitAttempt, unhit } from '../middleware/rate-limit';
import type { AppDeps } from '../types';
import { authLine } from './log';
import { verifyPassword } from './passwords';

export interface PasswordCheck {
  /** The field the password came in: named in the 400 (default 'password'). */
  field?: string;
  /** The 400's text (default API_ERRORS.wrongPassword). */
  message?: string;
  requestId?: string;
}

/**
 * Checks `password` against the account `userId` (the caller of requireAuth) and returns its
 * row. 401 when the account is gone, 429 (Retry-After) when its sign-in limiter is full, 400
 * with fields[field] when the password is wrong (counted as a failed sign-in).
 */
export async function checkPassword(
  deps: AppDeps,
  userId: number,
  password: string,
  opts: PasswordCheck = {},
): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError(401, API_ERRORS.authRequired);
  const account = emailKey(user.email);
  await limitAttempt(deps, [['loginAccount', account]]);
  if (!(await verifyPassword(user.password_hash, password))) {
    deps.log(
      authLine('login_failure', {
        userId,
        requestId: opts.requestId,
        at: deps.clock.now(),
        reason: 'password_check',
      }),
    );
    const message = opts.message ?? API_ERRORS.wrongPassword;
    throw badRequest(message, { [opts.field ?? 'password']: message });
  }
  await unhit(deps, 'loginAccount', account);
  return user;
}
