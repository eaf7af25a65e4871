import type { Context, MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/constants';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { ONE_CLICK_PATH } from '../http/alert-pages';
import { ApiError } from '../http/errors';
import { hmac, randomToken, safeEqual } from '../lib/crypto';
import type { AppDeps, AppEnv } from '../types';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const xsrfKey = (secret: string) => `xsrf:${secret}`;

/** A new XSRF token: 32 random bytes plus their HMAC under the server secret. */
export function createXsrfToken(secret: string): string {
  const nonce = randomToken(32);
  return `${nonce}.${hmac(xsrfKey(secret), nonce)}`;
}

/** True when `token` is a nonce with a valid signature (a forged one fails). */
export function isValidXsrfToken(secret: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), hmac(xsrfKey(secret), nonce));
}

/** The XSRF-TOKEN value of a Cookie header (Hono's parser, as `getCookie` reads it). */
export function readXsrfCookie(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader, XSRF_COOKIE)[XSRF_COOKIE] : undefined;
}

/**
 * The Set-Cookie line a request with this Cookie header gets: a new signed token when it
 * carries no valid one, else null. Shared by the middleware and the ready answers
 * (server/http/ready-answers.ts), so both paths decide alike.
 */
export function xsrfCookieFor(
  secret: string,
  secure: boolean,
  cookieHeader: string | null | undefined,
): string | null {
  if (isValidXsrfToken(secret, readXsrfCookie(cookieHeader))) return null;
  return newXsrfCookie(secret, secure);
}

/**
 * The Set-Cookie line of a new token: what hono/cookie's generateCookie makes of it (the token
 * is base64url and a dot, nothing to encode), written out since most answers carry one.
 */
function newXsrfCookie(secret: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${createXsrfToken(secret)}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`;
}

/**
 * An alert's one-click unsubscribe (RFC 8058): its signed token is the credential, and mail
 * providers post it with no cookie and from no page of ours. Exactly this path and method.
 */
export const isOneClick = (c: Context<AppEnv>) =>
  c.req.method === 'POST' && c.req.path === ONE_CLICK_PATH;

function ownOrigins(c: Context<AppEnv>, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  try {
    origins.push(new URL(c.req.url).origin);
  } catch {
    // no own origin to compare with
  }
  return origins;
}

/** Cross-site: Origin null or foreign, or Sec-Fetch-Site: cross-site. */
export function isCrossSite(c: Context<AppEnv>, publicUrl: string): boolean {
  if ((c.req.header('sec-fetch-site') ?? '').toLowerCase() === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  return !ownOrigins(c, publicUrl).includes(origin);
}

/**
 * Sets the XSRF-TOKEN cookie when the request lacks a valid one; for unsafe /api requests,
 * refuses cross-site requests and requires X-XSRF-TOKEN equal to a validly signed cookie (403).
 * The cookie goes on the final response (whoever made it: a route, a cached answer, the error
 * handler), added to its own headers so the response stays on the server's fast write path.
 */
export function xsrf(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = deps.config.publicUrl.startsWith('https:');
  return async (c, next) => {
    const secret = deps.config.jwtSecret;
    const cookie = readXsrfCookie(c.req.header('Cookie'));
    const cookieValid = isValidXsrfToken(secret, cookie);
    const newCookie = cookieValid ? null : newXsrfCookie(secret, secure);
    if (UNSAFE.has(c.req.method) && c.req.path.startsWith('/api/') && !isOneClick(c)) {
      const header = c.req.header(XSRF_HEADER);
      const refusal = isCrossSite(c, deps.config.publicUrl)
        ? API_ERRORS.crossSite
        : !cookieValid || !header || !cookie || !safeEqual(header, cookie)
          ? API_ERRORS.xsrfFailed
          : null;
      if (refusal) {
        // The refusal (made by the error handler) carries the new cookie too.
        if (newCookie) c.header('Set-Cookie', newCookie, { append: true });
        throw new ApiError(403, refusal);
      }
    }
    await next();
    if (newCookie) {
      try {
        c.res.headers.append('Set-Cookie', newCookie);
      } catch {
        c.header('Set-Cookie', newCookie, { append: true });
      }
    }
  };
}
