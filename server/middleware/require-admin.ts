import type { MiddlewareHandler } from 'hono';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { TRUST_ERRORS } from '../../src/shared/texts/trust';
import { forbidden } from '../http/errors';
import { authLine } from '../lib/log';
import type { AppDeps, AppEnv } from '../types';
import { requireAuth } from './require-auth';

/**
 * Every admin call (API.md "Trust and safety"): 401 without a valid token, 403 for coaches and
 * organisations, and 403 for an admin whose token lacks the second factor (claim `mf`): until
 * enrolled, an admin's token reaches only the enrolment calls and its own details.
 */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AppEnv>[] {
  const admin: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = c.get('user');
    if (user.role !== ROLE_ADMIN || !user.secondFactor) {
      deps.log(
        authLine('access_denied', {
          userId: user.id,
          requestId: c.get('requestId'),
          at: deps.clock.now(),
          reason: user.role !== ROLE_ADMIN ? `needs ${ROLE_ADMIN}` : 'needs second factor',
        }),
      );
      throw user.role === ROLE_ADMIN ? forbidden(TRUST_ERRORS.secondFactorNeeded) : forbidden();
    }
    await next();
  };
  return [requireAuth(deps), admin];
}
