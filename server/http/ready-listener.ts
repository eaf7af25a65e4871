/**
 * The Node request listener in front of Hono that sends the ready answers recorded by
 * ready-answers.ts (the whole mechanism is described there; docs/decisions/010-ready-answers.md).
 * The per-request parts come from the functions the chain uses: `randomToken` for the id,
 * `requestLine` for the log, `xsrfCookieFor` for the cookie.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { randomToken } from '../lib/crypto';
import { requestLine } from '../lib/log';
import { xsrfCookieFor } from '../middleware/xsrf';
import type { AppDeps } from '../types';
import type { ReadyAnswer, ReadyAnswers } from './ready-answers';

/** @hono/node-server's test for a Host it uses as it is (others are parsed, or refused). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** The request headers a ready answer depends on, read from the raw list as Fetch would. */
interface ReadyRequest {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  cookie: string | undefined;
}

/** A repeated header line joined to the earlier ones with ", ", as Fetch's Headers does. */
function join(had: string | undefined, value: string): string {
  return had === undefined ? value : `${had}, ${value}`;
}

/** The headers a ready answer depends on (null: an Authorization header, Hono's case). */
function readHeaders(raw: string[]): ReadyRequest | null {
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let cookie: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name === 'authorization') return null;
    if (name === 'accept-encoding') acceptEncoding = join(acceptEncoding, raw[i + 1]);
    else if (name === 'if-none-match') ifNoneMatch = join(ifNoneMatch, raw[i + 1]);
    else if (name === 'cookie') cookie = join(cookie, raw[i + 1]);
  }
  return { acceptEncoding, ifNoneMatch, cookie };
}

/**
 * A Node request listener: ready answers first, `fallback` (Hono's listener) for the rest.
 * Nothing is written before the answer is certain: a throw falls back to Hono untouched.
 */
export function readyListener(
  deps: AppDeps,
  ready: ReadyAnswers,
  fallback: RequestListener,
): RequestListener {
  const secure = deps.config.publicUrl.startsWith('https:');
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const url = req.url;
    const host = req.headers.host;
    if (req.method !== 'GET' || !url || url[0] !== '/' || !host || !PLAIN_HOST.test(host)) {
      fallback(req, res);
      return;
    }
    let answer: ReadyAnswer | undefined;
    let headers: string[] = [];
    let requestId = '';
    try {
      const r = readHeaders(req.rawHeaders);
      answer = r ? ready.answer(url, r.acceptEncoding, r.ifNoneMatch) : undefined;
      if (r && answer) {
        requestId = randomToken(9);
        headers = [...answer.headerList, 'x-request-id', requestId];
        const cookie = xsrfCookieFor(deps.config.jwtSecret, secure, r.cookie);
        if (cookie) headers.push('set-cookie', cookie);
      }
    } catch {
      answer = undefined;
    }
    if (!answer) {
      fallback(req, res);
      return;
    }
    try {
      res.writeHead(answer.status, headers);
      res.end(answer.body ?? undefined);
    } catch {
      // Not expected (the headers are a response's own): never let it reach the server.
      if (res.headersSent) res.destroy();
      else fallback(req, res);
      return;
    }
    ready.served += 1;
    deps.log(
      requestLine({
        requestId,
        method: 'GET',
        path: url,
        status: answer.status,
        ms: performance.now() - started,
      }),
    );
  };
}
