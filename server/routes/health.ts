/**
 * GET /api/health -> 200 {"status":"ok"} when the database answers, 503 {"status":"unavailable"}
 * otherwise (within 2 s). For load balancers and monitors: it is mounted ahead of the rest of
 * the app (server/app.ts), so it sets no XSRF cookie and writes no log line, and it answers the
 * same on every server of a board.
 */
import { Hono } from 'hono';
import { databaseAnswers } from '../db/connect';
import type { AppDeps, AppEnv } from '../types';

export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    const ok = await databaseAnswers(deps.db);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.json({ status: ok ? 'ok' : 'unavailable' }, ok ? 200 : 503);
  });
  return app;
}
