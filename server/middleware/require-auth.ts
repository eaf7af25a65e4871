import type { MiddlewareHandler } from 'hono';
import { ROLE_ADMIN, type Role } from '../../src/shared/constants';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { TRUST_ERRORS } from '../../src/shared/texts/trust';
import { ApiError, forbidden } from '../http/errors';
import { authLine } from '../lib/log';
import { verifyAccessToken } from '../lib/tokens';
import type { AppDeps, AppEnv } from '../types';

/** The bearer token of `Authorization: Bearer <token>` (never from a query or cookie). */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,4096})\s*$/i.exec(header);
  return m ? m[1] : null;
}

/**
 * All that an admin's token without its second factor reaches (API.md "Trust and safety"): the
 * enrolment and the user's own details. Anything else is 403 until the admin signs in with TOTP.
 */
const BEFORE_SECOND_FACTOR = new Set([
  '/api/user/totp/enrol',
  '/api/user/totp/confirm',
  '/api/user/get_logged_in_user',
  '/api/user/getlogged_in_user_details',
]);

/**
 * 401 unless a valid access JWT is sent; sets c.var.user. Marks the response no-store. An
 * admin's token without the second factor gets 403 outside BEFORE_SECOND_FACTOR.
 */
export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = bearerToken(c.req.header('authorization'));
    const user = token
      ? await verifyAccessToken(deps.db, deps.config.jwtSecret, token, deps.clock.now())
      : null;
    if (!user) {
      if (token) {
        deps.log(
          authLine('access_denied', {
            requestId: c.get('requestId'),
            at: deps.clock.now(),
            reason: 'invalid_token',
          }),
        );
      }
      throw new ApiError(401, API_ERRORS.authRequired, undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    if (user.role === ROLE_ADMIN && !user.secondFactor && !BEFORE_SECOND_FACTOR.has(c.req.path)) {
      deps.log(
        authLine('access_denied', {
          userId: user.id,
          requestId: c.get('requestId'),
          at: deps.clock.now(),
          reason: 'needs second factor',
        }),
      );
      throw forbidden(TRUST_ERRORS.secondFactorNeeded);
    }
    c.set('user', user);
    await next();
  };
}

/** 403 unless the signed-in caller has `role` (use after requireAuth). Logs the denial. */
export function requireRole(role: Role, deps?: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user || user.role !== role) {
      deps?.log(
        authLine('access_denied', {
          userId: user?.id,
          requestId: c.get('requestId'),
          at: deps.clock.now(),
          reason: `needs ${role}`,
        }),
      );
      throw forbidden();
    }
    await next();
  };
}
