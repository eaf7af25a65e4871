/**
 * Sign-in's steps after the password (issue 32; API.md "Trust and safety"): starting a session
 * (with or without its second factor), step one's challenge for an account with TOTP, and the
 * use of a TOTP code or a recovery code. Shared by server/routes/auth.ts and routes/totp.ts.
 */
import { LOGIN_CHALLENGE_TTL_MS } from '../../src/shared/texts/trust';
import type { Db } from '../db/connect';
import {
  consumeRecoveryCode,
  consumeTotpStep,
  findTotp,
  insertLoginChallenge,
} from '../db/queries/totp';
import type { AppDeps } from '../types';
import { randomToken, sha256 } from './crypto';
import { signAccessToken, startSession } from './tokens';
import { decryptTotpSecret, isTotpCode, matchingStep, recoveryCodeHash } from './totp';

/**
 * A new session (refresh-token family) with the device's User-Agent (GET /api/user/sessions):
 * its access token, and its refresh token. `secondFactor`: signed in with TOTP (claim `mf`).
 */
export async function issueSession(
  deps: AppDeps,
  userId: number,
  remember: boolean,
  userAgent: string,
  secondFactor = false,
  db: Db = deps.db,
): Promise<{ token: string; refresh_token: string }> {
  const now = deps.clock.now();
  const s = await startSession(db, userId, remember, now, userAgent, secondFactor);
  const token = await signAccessToken(
    db,
    deps.config.jwtSecret,
    userId,
    now,
    s.sessionId,
    secondFactor,
  );
  return { token, refresh_token: s.refreshToken };
}

/** Step one of a two-step sign-in: a random challenge, of which only the SHA-256 is kept. */
export async function startLoginChallenge(
  deps: AppDeps,
  userId: number,
  remember: boolean,
): Promise<string> {
  const challenge = randomToken(32);
  const now = deps.clock.now();
  await insertLoginChallenge(deps.db, {
    hash: sha256(challenge),
    userId,
    remember,
    expiresAt: now + LOGIN_CHALLENGE_TTL_MS,
    nowMs: now,
  });
  return challenge;
}

/**
 * Uses `code` for the user's enabled second factor: a TOTP code of a time step later than the
 * last used (±1 step of now), or an unused recovery code. False when it is neither (nothing
 * changes). Inside a transaction, a later failure gives the code back.
 */
export async function consumeSecondFactor(
  deps: AppDeps,
  db: Db,
  userId: number,
  code: string,
): Promise<boolean> {
  const row = await findTotp(db, userId);
  if (!row || row.enabled_at === null) return false;
  const now = deps.clock.now();
  if (!isTotpCode(code)) {
    return consumeRecoveryCode(db, userId, recoveryCodeHash(code), new Date(now).toISOString());
  }
  const secret = decryptTotpSecret(deps.config.jwtSecret, row.secret_enc);
  if (secret === null) return false;
  const step = matchingStep(secret, code, now);
  return step !== null && step > row.last_step && (await consumeTotpStep(db, userId, step));
}
