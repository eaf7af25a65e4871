/**
 * POST /api/report {jobId, reason, details} (issue 32, API.md "Trust and safety"): anyone may
 * report a public role; a bearer, when sent, must be valid (401 otherwise) and names the
 * reporter. 20 an hour per client address (RATE_LIMIT_REPORT_ADDRESS) -> 201
 * {message:'Report Received'}; a role that is not public, or none: 404.
 *
 * A reporter is 'u:<user id>' or, for a visitor, 'a:' + HMAC-SHA-256 of the client address under
 * the server secret: the address itself is never stored. When the role's open reports of the
 * last REPORT_WINDOW_MS come from REPORT_HIDE_THRESHOLD different reporters, the same
 * transaction hides it from search, lists, sitemaps, feeds and alerts until an admin acts.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { ReportRequestSchema } from '../../src/shared/schemas/trust';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import {
  REPORT_HIDE_THRESHOLD,
  REPORT_WINDOW_MS,
  TRUST_MESSAGES,
} from '../../src/shared/texts/trust';
import { tx } from '../db/connect';
import { refreshVisibility } from '../db/queries/moderation';
import { hideJob, insertReport, jobVisibility, openReporters } from '../db/queries/reports';
import { notFound } from '../http/errors';
import { parseJson } from '../http/validate';
import { hmac } from '../lib/crypto';
import { clientAddress, limitAttempt } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

/** The reporter key of a visitor: the address's HMAC (its own label keeps it from other uses). */
export function addressKey(secret: string, address: string): string {
  return `a:${hmac(secret, `report-address:${address}`)}`;
}

export function reportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  /** A bearer makes it a user's report (401 when it is not valid); without one, a visitor's. */
  const userIfBearer: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.header('authorization') === undefined) return next();
    await auth(c, next);
  };

  app.post('/report', userIfBearer, async (c: Context<AppEnv>) => {
    const body = await parseJson(c, ReportRequestSchema);
    const address = clientAddress(c, deps.config.trustProxy);
    await limitAttempt(deps, [['reportAddress', address]]);
    const now = deps.clock.now();
    const at = new Date(now).toISOString();
    const user = c.get('user');
    const found = await tx(deps.db, async (t) => {
      const visibility = await jobVisibility(t, body.jobId);
      // Held, rejected, taken down or suspended roles are not there for the public (2).
      if (visibility === undefined || visibility >= 2) return false;
      await insertReport(t, {
        jobId: body.jobId,
        reporterKey: user ? `u:${user.id}` : addressKey(deps.config.jwtSecret, address),
        reporterId: user ? user.id : null,
        reason: body.reason,
        details: body.details ?? '',
        at,
      });
      const since = new Date(now - REPORT_WINDOW_MS).toISOString();
      if ((await openReporters(t, body.jobId, since)) >= REPORT_HIDE_THRESHOLD) {
        if (await hideJob(t, body.jobId, at)) await refreshVisibility(t, { jobId: body.jobId });
      }
      return true;
    });
    if (!found) throw notFound(API_ERRORS.jobNotFound);
    return c.json({ message: TRUST_MESSAGES.reportReceived }, 201);
  });

  return app;
}
