/**
 * The pages of an alert's unsubscribe link, served by the server (API.md: plain HTML that works
 * with JavaScript off; the app is not loaded):
 *
 *   GET /alerts/unsubscribe?token=...  -> 200 the alert in words and one button (a form POST to
 *                                          /api/alerts/unsubscribe), or 404 with ways back
 *   GET /alerts/unsubscribed           -> 200 the confirmation a form POST is sent on to (303)
 */
import { Hono } from 'hono';
import { ALERT_MAIL_TEXTS as T } from '../../src/shared/texts/alert-mail';
import {
  invalidLinkPage,
  UNSUBSCRIBE_PAGE,
  UNSUBSCRIBED_PAGE,
  unsubscribedPage,
  unsubscribePage,
} from '../http/alert-pages';
import { querySummary } from '../lib/alert-query';
import { alertOfToken } from '../lib/alert-token';
import type { AppDeps, AppEnv } from '../types';

export function alertPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(UNSUBSCRIBE_PAGE, async (c) => {
    const token = new URL(c.req.url).searchParams.get('token') ?? '';
    const alert = await alertOfToken(deps.db, token);
    if (!alert) return invalidLinkPage(c);
    return unsubscribePage(
      c,
      token,
      querySummary(alert.query),
      T.frequencyInWords[alert.frequency],
    );
  });

  app.get(UNSUBSCRIBED_PAGE, (c) => unsubscribedPage(c));

  return app;
}
