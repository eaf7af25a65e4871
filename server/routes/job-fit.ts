/**
 * A coach's fit with a role (issue 30 = API.md part 2 "Credentials (issue 18)"; decision 023).
 * ROLE_COACH only: none 401, an organisation's token 403.
 *
 *   GET /api/job/fit/42
 *     -> 200 {fit:[{requirement:'wwcc'|'policeCheck'|'firstAid'|'cpr'|'accreditation',
 *        status:'met'|'missing'|'expires'|'expired', detail}]}
 *     one line per requirement the role sets (none: []), judged on the coach's current
 *     credentials on their today (profile state's zone, else Sydney; the app's clock). A closed
 *     role still answers (its page still shows); 400 for a malformed id, 404 for an unknown one.
 */
import { Hono } from 'hono';
import { ROLE_COACH } from '../../src/shared/constants';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { notFound } from '../http/errors';
import { pathId } from '../http/validate';
import { coachFit } from '../lib/credential-fit';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

export function jobFitRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/job/fit/:id', requireAuth(deps), requireRole(ROLE_COACH, deps), async (c) => {
    const id = pathId(c.req.param('id'), API_ERRORS.invalidJobId);
    const fit = await coachFit(deps.db, c.get('user').id, id, deps.clock.now());
    if (!fit) throw notFound(API_ERRORS.jobNotFound);
    return c.json({ fit });
  });
  return app;
}
