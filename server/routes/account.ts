/**
 * Change e-mail and sessions (issue 31 = API.md part 2 "Privacy and account control (issue 19)"),
 * and who runs this Touchline for the privacy notice. Examples (bearer = the access token; POSTs
 * and DELETEs also need the XSRF cookie + X-XSRF-TOKEN header):
 *
 *   POST /api/user/change_email {"password":"...","newEmail":"ana.lee@example.com"}
 *        -> {"message":"Please check your new email to confirm the change."}
 *        (the link <PUBLIC_URL>/confirm-email?token=... goes to the new address, a notice to the
 *        old one; POST /api/user/validateUserToken {"token":"...","scope":"Change Email"}
 *        -> {"message":"Email Changed"}, server/routes/user.ts)
 *   GET    /api/user/sessions      -> {"list":[{"id":"...","createdAt":"2026-03-01T09:00:00.000Z",
 *          "lastUsedAt":"...","device":"Chrome on Android","current":true}]}
 *   DELETE /api/user/sessions/{id} -> {"message":"Session Ended"}
 *   DELETE /api/user/sessions      -> {"message":"Sessions Ended"} (all but the caller's)
 *   GET    /api/site/operator      -> {"name":"Touchline","email":"privacy@touchline.example",
 *                                       "retentionDays":365}
 */
import { Hono } from 'hono';
import { ChangeEmailRequestSchema } from '../../src/shared/schemas/account';
import {
  ACCOUNT_CONTROL_ERRORS,
  ACCOUNT_CONTROL_MESSAGES as MSG,
} from '../../src/shared/texts/account-control';
import { operatorOf } from '../config';
import { endSessions, listLiveSessions } from '../db/queries/sessions';
import { notFound } from '../http/errors';
import { parseJson } from '../http/validate';
import { assertEmailFree, requestEmailChange } from '../lib/email-change';
import { authLine } from '../lib/log';
import { checkPassword } from '../lib/password-check';
import { deviceOf } from '../lib/user-agent';
import { limitAttempt } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

/** A session id as tokens.ts makes them (base64url); anything else is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const iso = (ms: number) => new Date(ms).toISOString();

export function accountRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.post('/user/change_email', auth, async (c) => {
    const b = await parseJson(c, ChangeEmailRequestSchema);
    // The password first: a taken address answers 409 only to whoever knows it (no enumeration).
    const user = await checkPassword(deps, c.get('user').id, b.password, {
      requestId: c.get('requestId'),
    });
    await assertEmailFree(deps.db, b.newEmail);
    // Each request mails two addresses: at most RATE_LIMIT_CHANGE_EMAIL_ACCOUNT (5) an hour.
    await limitAttempt(deps, [['changeEmailAccount', String(user.id)]]);
    await requestEmailChange(deps, user, b.newEmail);
    return c.json({ message: MSG.changeEmailSent });
  });

  app.get('/user/sessions', auth, async (c) => {
    const me = c.get('user');
    const rows = await listLiveSessions(deps.db, me.id, deps.clock.now());
    return c.json({
      list: rows.map((r) => ({
        id: r.family_id,
        createdAt: iso(r.created_at),
        lastUsedAt: iso(r.last_used_at),
        device: deviceOf(r.user_agent),
        current: r.family_id === me.sessionId,
      })),
    });
  });

  app.delete('/user/sessions/:id', auth, async (c) => {
    const me = c.get('user');
    const id = c.req.param('id');
    const now = deps.clock.now();
    // Another user's session, an ended one or a made-up id: the same 404.
    const ended = SESSION_ID.test(id)
      ? await endSessions(deps.db, me.id, { familyId: id }, now)
      : 0;
    if (ended === 0) throw notFound(ACCOUNT_CONTROL_ERRORS.sessionNotFound);
    deps.log(authLine('session_ended', { userId: me.id, requestId: c.get('requestId'), at: now }));
    return c.json({ message: MSG.sessionEnded });
  });

  app.delete('/user/sessions', auth, async (c) => {
    const me = c.get('user');
    const now = deps.clock.now();
    await endSessions(deps.db, me.id, { allBut: me.sessionId ?? null }, now);
    deps.log(authLine('session_ended', { userId: me.id, requestId: c.get('requestId'), at: now }));
    return c.json({ message: MSG.sessionsEnded });
  });

  app.get('/site/operator', (c) => c.json(operatorOf(deps.config, deps.config.retentionDays)));

  return app;
}
