import type { MiddlewareHandler } from 'hono';
import type { Role } from '../../src/shared/constants';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
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

/** 401 unless a valid access JWT is sent; sets c.var.user. Marks the response no-store. */
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
