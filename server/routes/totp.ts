/**
 * The second factor (issue 32; API.md "Trust and safety"). Example requests (bearer = an access
 * token; every POST needs the XSRF cookie + X-XSRF-TOKEN header):
 *
 *   POST /api/user/totp/enrol -> {"secret":"<base32>","uri":"otpauth://totp/Touchline:ana%40..."}
 *   POST /api/user/totp/confirm {"code":"123456"}
 *        -> {"message":"Two-Factor Enabled","recoveryCodes":["abcde-fghjk",...],"token","refresh_token"}
 *   POST /api/user/totp/disable {"password":"...","code":"123456"} -> {"message":"Two-Factor Disabled"}
 *   POST /api/login/totp {"challenge":"<from POST /api/login>","code":"123456" or a recovery code}
 *        -> {"message":"Login Successful","token":"<jwt with mf>","refresh_token":"<opaque>"}
 *
 * Secrets are encrypted and codes work once (server/lib/totp.ts, db/queries/totp.ts). Wrong codes
 * at sign-in count on the same limiters as wrong passwords (loginAccount, loginAddress).
 */
import { Hono } from 'hono';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { API_MESSAGES } from '../../src/shared/messages';
import {
  TotpConfirmRequestSchema,
  TotpDisableRequestSchema,
  TotpLoginRequestSchema,
} from '../../src/shared/schemas/trust';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../src/shared/texts/trust';
import { tx } from '../db/connect';
import {
  deleteTotp,
  enableTotp,
  findLoginChallenge,
  findTotp,
  isSignInSuspended,
  replaceRecoveryCodes,
  savePendingTotp,
  takeLoginChallenge,
} from '../db/queries/totp';
import { emailKey, findUserById } from '../db/queries/users';
import { ApiError, conflict, forbidden } from '../http/errors';
import { parseJson } from '../http/validate';
import { sha256 } from '../lib/crypto';
import { authLine } from '../lib/log';
import { checkPassword } from '../lib/password-check';
import { consumeSecondFactor, issueSession } from '../lib/second-factor';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from '../lib/totp';
import { clientAddress, limitAttempt, unhit } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

const wrongCode = (status: 400 | 401) =>
  new ApiError(status, TRUST_ERRORS.invalidCode, { code: TRUST_ERRORS.invalidCode });

export function totpRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const iso = () => new Date(deps.clock.now()).toISOString();

  app.post('/user/totp/enrol', auth, async (c) => {
    const user = await findUserById(deps.db, c.get('user').id);
    if (!user) throw new ApiError(401, API_ERRORS.authRequired);
    const secret = newTotpSecret();
    const saved = await savePendingTotp(
      deps.db,
      user.id,
      encryptTotpSecret(deps.config.jwtSecret, secret),
      iso(),
    );
    if (!saved) throw conflict(TRUST_ERRORS.alreadyEnabled);
    return c.json({ secret, uri: totpUri(secret, user.email) });
  });

  app.post('/user/totp/confirm', auth, async (c) => {
    const b = await parseJson(c, TotpConfirmRequestSchema);
    const userId = c.get('user').id;
    const row = await findTotp(deps.db, userId);
    if (!row) throw conflict(TRUST_ERRORS.notEnrolling);
    if (row.enabled_at !== null) throw conflict(TRUST_ERRORS.alreadyEnabled);
    const secret = decryptTotpSecret(deps.config.jwtSecret, row.secret_enc);
    // A secret the server can no longer read (JWT_SECRET changed): enrolment starts again.
    if (secret === null) throw conflict(TRUST_ERRORS.notEnrolling);
    const step = matchingStep(secret, b.code, deps.clock.now());
    if (step === null) throw wrongCode(400);
    const codes = newRecoveryCodes();
    const session = await tx(deps.db, async (t) => {
      if (!(await enableTotp(t, userId, step, iso()))) throw conflict(TRUST_ERRORS.alreadyEnabled);
      await replaceRecoveryCodes(t, userId, codes.map(recoveryCodeHash));
      return issueSession(deps, userId, false, c.req.header('user-agent') ?? '', true, t);
    });
    deps.log(
      authLine('second_factor_enabled', {
        userId,
        requestId: c.get('requestId'),
        at: deps.clock.now(),
      }),
    );
    return c.json({ message: TRUST_MESSAGES.twoFactorEnabled, recoveryCodes: codes, ...session });
  });

  app.post('/user/totp/disable', auth, async (c) => {
    const b = await parseJson(c, TotpDisableRequestSchema);
    const caller = c.get('user');
    if (caller.role === ROLE_ADMIN) throw forbidden(TRUST_ERRORS.adminsKeepTotp);
    const row = await findTotp(deps.db, caller.id);
    if (row?.enabled_at == null) throw conflict(TRUST_ERRORS.notEnabled);
    const requestId = c.get('requestId');
    const user = await checkPassword(deps, caller.id, b.password, { requestId });
    // A wrong code counts like a wrong password (the same limiter as sign-in).
    const account = emailKey(user.email);
    await limitAttempt(deps, [['loginAccount', account]]);
    await tx(deps.db, async (t) => {
      if (!(await consumeSecondFactor(deps, t, caller.id, b.code))) throw wrongCode(400);
      await deleteTotp(t, caller.id);
      await unhit(deps, 'loginAccount', account, t);
    });
    deps.log(
      authLine('second_factor_disabled', { userId: caller.id, requestId, at: deps.clock.now() }),
    );
    return c.json({ message: TRUST_MESSAGES.twoFactorDisabled });
  });

  app.post('/login/totp', async (c) => {
    const b = await parseJson(c, TotpLoginRequestSchema);
    const requestId = c.get('requestId');
    const at = deps.clock.now();
    const hash = sha256(b.challenge);
    const invalid = () => new ApiError(401, TRUST_ERRORS.invalidChallenge);
    const pending = await findLoginChallenge(deps.db, hash, at);
    const user = pending ? await findUserById(deps.db, pending.user_id) : undefined;
    if (!pending || !user) throw invalid();
    const key = emailKey(user.email);
    const address = clientAddress(c, deps.config.trustProxy);
    // As at /api/login: the attempt counts as a failure until its code is right.
    try {
      await limitAttempt(deps, [
        ['loginAccount', key],
        ['loginAddress', address],
      ]);
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) {
        deps.log(authLine('login_throttled', { userId: user.id, requestId, at }));
      }
      throw e;
    }
    // The challenge and the code are used together: a wrong code gives the challenge back.
    const remember = await tx(deps.db, async (t) => {
      const taken = await takeLoginChallenge(t, hash, at);
      if (!taken) throw invalid();
      if (!(await consumeSecondFactor(deps, t, taken.user_id, b.code))) {
        deps.log(
          authLine('login_failure', { userId: user.id, requestId, at, reason: 'second_factor' }),
        );
        throw wrongCode(401);
      }
      await unhit(deps, 'loginAccount', key, t);
      await unhit(deps, 'loginAddress', address, t);
      return taken.remember === 1;
    });
    if (await isSignInSuspended(deps.db, user.id)) {
      deps.log(authLine('login_failure', { userId: user.id, requestId, at, reason: 'suspended' }));
      throw forbidden(TRUST_ERRORS.accountSuspended);
    }
    const session = await issueSession(
      deps,
      user.id,
      remember,
      c.req.header('user-agent') ?? '',
      true,
    );
    deps.log(authLine('login_success', { userId: user.id, requestId, at }));
    return c.json({ message: API_MESSAGES.loginSuccessful, ...session });
  });

  return app;
}
