/**
 * Changing the e-mail of an account (issue 31): a request mails a one-hour link to the new
 * address and a notice to the old one; nothing changes until the link is opened
 * (POST /api/user/validateUserToken {token, scope:'Change Email'}). The tokens follow the
 * reset/confirm tokens' scheme (server/lib/tokens.ts): 256 random bits, only the hash stored,
 * single use, one hour, a newer request voids the older.
 */
import { EMAIL_CHANGE_MAIL } from '../../src/shared/texts/account-control';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { type Db, isUniqueViolation, tx } from '../db/connect';
import { insertEmailChange, setUserEmail, takeEmailChange } from '../db/queries/sessions';
import * as tokens from '../db/queries/tokens';
import { emailKey, findUserByEmail, type UserRow } from '../db/queries/users';
import { appLink } from '../http/account';
import { conflict } from '../http/errors';
import type { AppDeps } from '../types';
import { queueMail } from '../work/mail';
import { randomToken, sha256 } from './crypto';
import { USER_TOKEN_TTL_MS } from './tokens';

/** 409 when `newEmail` is another account's (or already this one's). */
export async function assertEmailFree(db: Db, newEmail: string): Promise<void> {
  if (await findUserByEmail(db, newEmail)) throw conflict(API_ERRORS.emailTaken);
}

/**
 * Records the pending change and queues both mails in one transaction (the mails are in the
 * outbox once the token is).
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const now = deps.clock.now();
  const token = randomToken(32);
  const link = appLink(deps, '/confirm-email', { token });
  await tx(deps.db, async (t) => {
    await insertEmailChange(t, {
      userId: user.id,
      newEmail,
      tokenHash: sha256(token),
      expiresAt: now + USER_TOKEN_TTL_MS,
      nowMs: now,
    });
    await queueMail(
      t,
      {
        to: newEmail,
        subject: EMAIL_CHANGE_MAIL.confirmSubject,
        text: EMAIL_CHANGE_MAIL.confirmText(user.first_name, link),
      },
      now,
      deps.work,
    );
    await queueMail(
      t,
      {
        to: user.email,
        subject: EMAIL_CHANGE_MAIL.noticeSubject,
        text: EMAIL_CHANGE_MAIL.noticeText(user.first_name, newEmail),
      },
      now,
      deps.work,
    );
  });
}

/**
 * Uses a change token: the account takes the new address (proven by the link), and its
 * outstanding reset and confirmation tokens die (they were mailed to the old address). The
 * user id, or null for an unknown, used or expired token; 409 when the address was taken since
 * (the token is then used up).
 */
export async function confirmEmailChange(deps: AppDeps, token: string): Promise<number | null> {
  const now = deps.clock.now();
  const taken = await tx(deps.db, async (t) => {
    const change = await takeEmailChange(t, sha256(token), now);
    if (!change) return null;
    if (await findUserByEmail(t, change.new_email)) return 'taken' as const;
    await setUserEmail(t, change.user_id, change.new_email, emailKey(change.new_email));
    await tokens.voidUserTokens(t, change.user_id, 'reset', now);
    await tokens.voidUserTokens(t, change.user_id, 'confirm', now);
    return change.user_id;
  }).catch((e) => {
    // Two accounts taking the same address at once: email_key is UNIQUE.
    if (isUniqueViolation(e)) return 'taken' as const;
    throw e;
  });
  if (taken === 'taken') throw conflict(API_ERRORS.emailTaken);
  return taken;
}
