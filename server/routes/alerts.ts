/**
 * Job alerts (issue 26, API.md part 2 "Job alerts"; decision 015). POSTs, PUTs and DELETEs need
 * the XSRF cookie + header, except the one-click unsubscribe.
 *
 *   POST   /api/alerts {query:{title:'coach', location:'NSW'}, frequency:'daily'}
 *     coach's bearer -> 201 {message:'Job Alert Created', id} (409 past 20 alerts)
 *     no bearer, with email -> 202 {message:'Please check your email to confirm your job
 *       alert.'} for any address; mails <PUBLIC_URL>/alerts/confirm?token=... (429 past
 *       RATE_LIMIT_ALERT_ADDRESS; past RATE_LIMIT_ALERT_EMAIL the same 202, nothing sent)
 *     an organisation's bearer -> 403; a filter naming nothing -> 400 naming the field
 *   POST   /api/alerts/confirm {token}  -> 200 {message:'Job Alert Confirmed'} (404 unknown/used)
 *   GET    /api/alerts (coach) -> 200 {list:[{id, query, frequency, paused, createdAt, lastSentAt}]}
 *   PUT    /api/alerts/3 {query?, frequency?, paused?} (coach) -> 200 {message:'Job Alert Updated'}
 *   DELETE /api/alerts/3 (coach) -> 200 {message:'Job Alert Deleted'} (404 not the caller's)
 *   GET    /api/alerts/unsubscribe?token=... -> 200 {message:'Valid Token', query, frequency}
 *   POST   /api/alerts/unsubscribe?token=... (form-encoded List-Unsubscribe=One-Click, or {})
 *     -> 200 {message:'Unsubscribed'}; a browser's form POST (Accept: text/html) -> 303 to
 *        /alerts/unsubscribed; an invalid token -> 404 (a page for a browser)
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { MAX_ALERTS, ROLE_COACH } from '../../src/shared/constants';
import {
  AlertConfirmRequestSchema,
  AlertCreateRequestSchema,
  AlertUpdateRequestSchema,
  VisitorAlertRequestSchema,
} from '../../src/shared/schemas/alerts';
import { ALERT_MAIL_TEXTS as T } from '../../src/shared/texts/alert-mail';
import { ALERTS_API } from '../../src/shared/texts/alerts';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { tx } from '../db/connect';
import {
  type AlertChange,
  changeAlert,
  countAlertsOf,
  deleteAlert,
  findAlert,
  insertAlert,
  insertConfirmToken,
  listAlertsOf,
  useConfirmToken,
} from '../db/queries/alerts';
import { latestSeq, settledSeq } from '../db/queries/publications';
import { lockUser } from '../db/queries/saved-jobs';
import { emailKey } from '../db/queries/users';
import { invalidLinkPage, UNSUBSCRIBED_PAGE, wantsHtml } from '../http/alert-pages';
import { ApiError, conflict, notFound } from '../http/errors';
import { mediaType, parseJson, pathId } from '../http/validate';
import { querySummary, resolveAlertQuery } from '../lib/alert-query';
import { DEFAULT_ALERT_TIMEZONE, nextDue } from '../lib/alert-schedule';
import { alertOfToken, newNonce } from '../lib/alert-token';
import { randomToken } from '../lib/crypto';
import { clientAddress, limitAttempt, tryCount } from '../middleware/rate-limit';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

/** What the one-click call accepts: RFC 8058's form encodings, or the app's JSON. */
const ONE_CLICK_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json',
]);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function alertRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const coach = requireRole(ROLE_COACH, deps);
  const tz = deps.config.alertTimeZone ?? DEFAULT_ALERT_TIMEZONE;
  /** A bearer makes it a coach's call (401, 403 as usual); without one it is a visitor's. */
  const coachIfBearer: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.header('authorization') === undefined) return next();
    await auth(c, async () => {
      await coach(c, next);
    });
  };
  app.post('/alerts', coachIfBearer, async (c) => {
    const now = deps.clock.now();
    const user = c.get('user');
    if (user) {
      const body = await parseJson(c, AlertCreateRequestSchema);
      const r = await resolveAlertQuery(deps.db, body.query);
      const id = await tx(deps.db, async (t) => {
        await lockUser(t, user.id);
        if ((await countAlertsOf(t, user.id)) >= MAX_ALERTS) return null;
        return insertAlert(t, {
          userId: user.id,
          email: null,
          ...r,
          frequency: body.frequency,
          confirmed: true,
          createdAt: now,
          watermark: await latestSeq(t),
          nextDue: nextDue(body.frequency, now, tz),
          nonce: newNonce(),
        });
      });
      if (id === null) throw conflict(ALERTS_API.tooMany);
      return c.json({ message: ALERTS_API.created, id }, 201);
    }
    const body = await parseJson(c, VisitorAlertRequestSchema);
    const r = await resolveAlertQuery(deps.db, body.query);
    await tx(deps.db, async (t) => {
      await limitAttempt(deps, [['alertAddress', clientAddress(c, deps.config.trustProxy)]], t);
      // Past the address's daily limit: the same answer, and nothing sent (no enumeration).
      if (!(await tryCount(deps, 'alertEmail', emailKey(body.email), t))) return;
      const id = await insertAlert(t, {
        userId: null,
        email: body.email,
        ...r,
        frequency: body.frequency,
        confirmed: false,
        createdAt: now,
        watermark: 0,
        nextDue: null,
        nonce: newNonce(),
      });
      const token = randomToken(32);
      await insertConfirmToken(t, id, token, now);
      const link = `${deps.config.publicUrl}/alerts/confirm?token=${token}`;
      const frequency = T.frequencyInWords[body.frequency];
      await queueMail(
        t,
        {
          to: body.email,
          subject: T.confirmSubject,
          text: T.confirmText(querySummary(r.query), frequency, link),
        },
        now,
        deps.work,
      );
    });
    return c.json({ message: ALERTS_API.checkEmail }, 202);
  });

  app.post('/alerts/confirm', async (c) => {
    const { token } = await parseJson(c, AlertConfirmRequestSchema);
    const now = deps.clock.now();
    const confirmed = await tx(deps.db, async (t) => {
      const id = await useConfirmToken(t, token, now);
      const a = id === null ? undefined : await findAlert(t, id);
      if (!a) return false;
      await changeAlert(
        t,
        a.id,
        {
          confirmed: true,
          // Only roles public from now on are new to it.
          watermark: await latestSeq(t),
          nextDue: nextDue(a.frequency, now, tz),
          dueFrom: null,
          dueTo: null,
        },
        now,
      );
      return true;
    });
    if (!confirmed) throw notFound(T.invalidConfirmLink);
    return c.json({ message: ALERTS_API.confirmed });
  });

  app.get('/alerts', auth, coach, async (c) => {
    const list = await listAlertsOf(deps.db, c.get('user').id);
    return c.json({
      list: list.map((a) => ({
        id: a.id,
        query: a.query,
        frequency: a.frequency,
        paused: a.paused,
        createdAt: iso(a.createdAt),
        lastSentAt: iso(a.lastSentAt),
      })),
    });
  });

  const byToken = (c: Context<AppEnv>) =>
    alertOfToken(deps.db, new URL(c.req.url).searchParams.get('token') ?? '');

  app.get('/alerts/unsubscribe', async (c) => {
    const found = await byToken(c);
    if (!found) throw notFound(T.invalidUnsubscribeLink);
    const { query, frequency } = found;
    return c.json({ message: ALERTS_API.validToken, query, frequency });
  });

  // The token is the credential (RFC 8058): no cookie, XSRF header or bearer is needed
  // (server/middleware/xsrf.ts and security.ts leave this one path out of their rules).
  app.post('/alerts/unsubscribe', async (c) => {
    const type = mediaType(c.req.header('content-type'));
    if (!ONE_CLICK_TYPES.has(type)) throw new ApiError(415, API_ERRORS.unsupportedType);
    if (type === 'application/json') await parseJson(c, z.object({}));
    const page = type !== 'application/json' && wantsHtml(c);
    const found = await byToken(c);
    if (!found) {
      if (page) return invalidLinkPage(c);
      throw notFound(T.invalidUnsubscribeLink);
    }
    await deleteAlert(deps.db, found.id);
    if (page) return c.redirect(UNSUBSCRIBED_PAGE, 303);
    return c.json({ message: ALERTS_API.unsubscribed });
  });

  app.put('/alerts/:id', auth, coach, async (c) => {
    const id = pathId(c.req.param('id'), T.invalidAlertId);
    const body = await parseJson(c, AlertUpdateRequestSchema);
    const resolved = body.query ? await resolveAlertQuery(deps.db, body.query) : null;
    const now = deps.clock.now();
    const userId = c.get('user').id;
    const changed = await tx(deps.db, async (t) => {
      const a = await findAlert(t, id);
      if (!a || a.userId !== userId) return false;
      const change: AlertChange = { ...(resolved ?? {}) };
      const frequency = body.frequency ?? a.frequency;
      const paused = body.paused ?? a.paused;
      change.frequency = frequency;
      change.paused = paused;
      if (paused && !a.paused) {
        Object.assign(change, { nextDue: null, dueFrom: null, dueTo: null });
      } else if (!paused && a.paused) {
        // Roles posted while it was paused are not new to it.
        Object.assign(change, {
          watermark: await latestSeq(t),
          nextDue: nextDue(frequency, now, tz),
          dueFrom: null,
          dueTo: null,
        });
      } else if (!paused && frequency !== a.frequency) {
        if (frequency === 'instant') {
          // Looked at by the next run: what is new since its last mail goes out then.
          Object.assign(change, { nextDue: now, dueFrom: null, dueTo: null });
        } else {
          // From instant with nothing pending: every role up to the settled seq was matched
          // against it and none matched, so its next mail starts from there.
          const from =
            a.dueTo === null ? Math.max(a.watermark, await settledSeq(t, now)) : a.watermark;
          Object.assign(change, {
            watermark: from,
            nextDue: nextDue(frequency, now, tz),
            dueFrom: null,
            dueTo: null,
          });
        }
      }
      await changeAlert(t, id, change, now);
      return true;
    });
    if (!changed) throw notFound(T.alertNotFound);
    return c.json({ message: ALERTS_API.updated });
  });

  app.delete('/alerts/:id', auth, coach, async (c) => {
    const id = pathId(c.req.param('id'), T.invalidAlertId);
    if (!(await tx(deps.db, (t) => deleteAlert(t, id, c.get('user').id)))) {
      throw notFound(T.alertNotFound);
    }
    return c.json({ message: ALERTS_API.deleted });
  });

  return app;
}
