import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_JSON_BODY_BYTES, VIDEO_HOST } from '../../src/shared/constants';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { ApiError, failureBody } from '../http/errors';
import { isMultipartPath, mediaType } from '../http/validate';
import { randomToken } from '../lib/crypto';
import { requestLine } from '../lib/log';
import type { AppDeps, AppEnv } from '../types';
import { setResHeader } from './headers';
import { isOneClick } from './xsrf';

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Content-Security-Policy of API.md; `scriptHashes` allow known inline scripts. */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  const script = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "img-src 'self' data:",
    `frame-src ${VIDEO_HOST}`,
    "form-action 'self'",
  ].join('; ');
}

/** The path and query of a request URL (`http://host/p?q` -> `/p?q`), without a URL parse. */
function pathWithQuery(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const hash = url.indexOf('#', start);
  return hash < 0 ? url.slice(start) : url.slice(start, hash);
}

/** Request id header + one log line per request (path redacted of tokens). */
export function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomToken(9);
    c.set('requestId', requestId);
    try {
      await next();
    } finally {
      setResHeader(c, 'X-Request-Id', requestId);
      deps.log(
        requestLine({
          requestId,
          method: c.req.method,
          path: pathWithQuery(c.req.url),
          status: c.res.status,
          ms: performance.now() - started,
        }),
      );
    }
  };
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const CHARSET = /charset/i;

/** Security headers on every response; JSON gets charset=UTF-8, /api gets no-store. */
export function securityHeaders(
  deps: AppDeps,
  scriptHashes: () => string[],
): MiddlewareHandler<AppEnv> {
  const https = deps.config.publicUrl.startsWith('https:');
  // The policy only changes when the SPA's inline script hashes do (at start).
  let policyFor: string[] | undefined;
  let policy = '';
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const set = (name: string, value: string | undefined) => setResHeader(c, name, value);
    if (headers.has('X-Powered-By')) set('X-Powered-By', undefined);
    // A route may set a stricter policy of its own (downloads, SVG logos): keep it.
    if (!headers.has('Content-Security-Policy')) {
      const hashes = scriptHashes();
      if (hashes !== policyFor) {
        policyFor = hashes;
        policy = contentSecurityPolicy(hashes);
      }
      set('Content-Security-Policy', policy);
    }
    set('X-Content-Type-Options', 'nosniff');
    set('Referrer-Policy', 'no-referrer');
    set('X-Frame-Options', 'DENY');
    set('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const type = c.res.headers.get('Content-Type') ?? '';
    if (JSON_TYPE.test(type) && !CHARSET.test(type)) {
      set('Content-Type', 'application/json; charset=UTF-8');
    }
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) {
      set('Cache-Control', 'no-store');
    }
  };
}

/** TRACE, CONNECT, OPTIONS and unknown methods: 405 (no CORS preflight answers). */
export const methodGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!ALLOWED_METHODS.has(c.req.method)) {
    c.header('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    return c.json(failureBody(API_ERRORS.methodNotAllowed), 405);
  }
  await next();
};

/** 100 KB limit on unsafe non-upload /api bodies, before reading, with or without Content-Length. */
export function jsonBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, API_ERRORS.bodyTooLarge);
    },
  });
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method) || isMultipartPath(c.req.path)) return next();
    return limit(c, next);
  };
}

const BODY_READERS = ['json', 'text', 'arrayBuffer', 'blob', 'formData', 'parseBody'] as const;

/**
 * Unsafe /api requests must be application/json (multipart/form-data on upload routes). A
 * mismatch does not answer at once, so that the order of API.md holds (a missing token is
 * 401 before 415): instead every body reader of the request throws 415, whichever route
 * reads it. parseJson and assertContentType check the same rule explicitly.
 */
export const contentTypeGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The one-click unsubscribe takes form encodings too: its route checks its own types.
  if (UNSAFE.has(c.req.method) && c.req.path.startsWith('/api/') && !isOneClick(c)) {
    const expected = isMultipartPath(c.req.path) ? 'multipart/form-data' : 'application/json';
    if (mediaType(c.req.header('content-type')) !== expected) {
      const refuse = () => Promise.reject(new ApiError(415, API_ERRORS.unsupportedType));
      for (const reader of BODY_READERS) Object.defineProperty(c.req, reader, { value: refuse });
    }
  }
  await next();
};
