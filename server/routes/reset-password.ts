/**
 * Password reset by mail. Example requests (POSTs need the XSRF cookie + X-XSRF-TOKEN header):
 *
 *   POST /api/reset-password/forgot-password {"email":"ana@example.com"}
 *        -> {"message":"Password Reset Request sent. Please check your email."} (known or not)
 *   GET  /api/reset-password/validate/<token> -> {"message":"Valid Token"}, or 404
 *   POST /api/reset-password/reset {"token":"<token>","password":"N3w&Better!pass"}
 *        -> {"message":"Password Reset Successfully"}
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { RESET_TOKEN_FALLBACK } from '../../src/shared/constants';
import { API_MESSAGES, MESSAGES } from '../../src/shared/messages';
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { tx } from '../db/connect';
import { emailKey, findUserByEmail, findUserById, setPasswordHash } from '../db/queries/users';
import { resetMail } from '../http/account';
import { ApiError } from '../http/errors';
import { parseJson } from '../http/validate';
import { authLine } from '../lib/log';
import { assertNotCommon, hashPassword } from '../lib/passwords';
import {
  consumeUserToken,
  findUserToken,
  issueUserToken,
  revokeAllSessions,
  voidUserTokens,
} from '../lib/tokens';
import { clearLimit, clientAddress, limitAttempt } from '../middleware/rate-limit';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

/** Any address-like text: the strict EmailSchema decides only whether a lookup happens. */
const LenientEmailSchema = z.object({
  email: z
    .string({ error: MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.required, abort: true }),
      z.maxLength(254, { error: MESSAGES.invalidEmail, abort: true }),
      z.regex(/^[^@\s]+@[^@\s]+$/, { error: MESSAGES.invalidEmail }),
    ),
});

const invalidToken = () => new ApiError(404, API_ERRORS.invalidResetToken);

/** Cheap shape check before any lookup: base64url, bounded, never the SPA's placeholder. */
function plausible(token: string): boolean {
  return token !== RESET_TOKEN_FALLBACK && /^[A-Za-z0-9_-]{20,128}$/.test(token);
}

export function resetPasswordRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const address = (c: Parameters<typeof clientAddress>[0]) =>
    clientAddress(c, deps.config.trustProxy);

  app.post('/reset-password/forgot-password', async (c) => {
    const b = await parseJson(c, LenientEmailSchema);
    // An address the strict rule refuses (e.g. an internationalised lookalike) can match no
    // account: it gets the same generic success, and no mail.
    const strict = ForgotPasswordRequestSchema.safeParse(b);
    const user = strict.success ? await findUserByEmail(deps.db, b.email) : undefined;
    const now = deps.clock.now();
    // One durable commit for every request, known address or not: the limits' counts and, for a
    // known one, its token. A commit of its own for the token (an fsync) made a known address
    // measurably slower to answer than an unknown one (SECURITY-CHECKS #13).
    const token = await tx(deps.db, async (t) => {
      await limitAttempt(
        deps,
        [
          ['forgotAccount', emailKey(b.email)],
          ['forgotAddress', address(c)],
        ],
        t,
      );
      if (!user) return null;
      const issued = await issueUserToken(t, user.id, 'reset', now);
      // Queued with the token: sent right after the commit, without holding up this answer.
      await queueMail(t, resetMail(deps, user.email, user.first_name, issued), now, deps.work);
      return issued;
    });
    if (user && token) {
      deps.log(
        authLine('password_reset_requested', {
          userId: user.id,
          requestId: c.get('requestId'),
          at: now,
        }),
      );
    }
    return c.json({ message: API_MESSAGES.forgotPasswordSent });
  });

  app.get('/reset-password/validate/:token', async (c) => {
    await limitAttempt(deps, [['resetValidateAddress', address(c)]]);
    const token = c.req.param('token');
    if (
      !plausible(token) ||
      (await findUserToken(deps.db, token, 'reset', deps.clock.now())) === null
    ) {
      throw invalidToken();
    }
    return c.json({ message: API_MESSAGES.validToken });
  });

  app.post('/reset-password/reset', async (c) => {
    const b = await parseJson(c, ResetPasswordRequestSchema);
    await limitAttempt(deps, [['resetValidateAddress', address(c)]]);
    if (!plausible(b.token)) throw invalidToken();
    const now = deps.clock.now();
    if ((await findUserToken(deps.db, b.token, 'reset', now)) === null) throw invalidToken();
    assertNotCommon(b.password);
    const hash = await hashPassword(b.password);
    const userId = await tx(deps.db, async (t) => {
      const id = await consumeUserToken(t, b.token, 'reset', now);
      if (id === null) return null;
      await setPasswordHash(t, id, hash);
      await revokeAllSessions(t, id, now);
      await voidUserTokens(t, id, 'reset', now);
      // Whoever guessed at the old password locked the account's sign-in; its owner, who has
      // just proved control of the mailbox, can sign in with the new one at once.
      const user = await findUserById(t, id);
      if (user) await clearLimit(deps, 'loginAccount', emailKey(user.email), t);
      return id;
    });
    if (userId === null) throw invalidToken();
    deps.log(authLine('password_reset', { userId, requestId: c.get('requestId'), at: now }));
    return c.json({ message: API_MESSAGES.passwordReset });
  });

  return app;
}
