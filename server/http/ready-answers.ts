/**
 * Ready answers: a repeated public GET of a cached list answered before Hono runs (issue 8,
 * docs/decisions/010-ready-answers.md).
 *
 * A list kept by `cachedGet` (server/middleware/etag.ts) is the same for every anonymous
 * caller until the data changes; what differs per request is only the request id, the log
 * line and, for a caller without a valid one, a new XSRF cookie. When Hono sends such a cached
 * answer, the outermost middleware (`keepReadyAnswer`) records the whole response as it leaves
 * the chain (status, every header the middleware set, the body) minus those per-request
 * headers. The next request for the same URL, representation and version is answered from that
 * record straight on Node's response: the security headers are the ones the one chain made,
 * never a second list of them, and the per-request parts come from the functions the chain
 * uses (`randomToken` for the id, `requestLine` for the log, `xsrfCookieFor` for the cookie).
 *
 * Anything else goes to Hono as before: other methods (HEAD included), an Authorization header,
 * a Host header or URL that @hono/node-server would rewrite or refuse, a URL or representation
 * not recorded yet, an answer made under an older version (a job write or another process's
 * commit moves it: the cache's own check runs first).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { randomToken } from '../lib/crypto';
import { requestLine } from '../lib/log';
import { xsrfCookieFor } from '../middleware/xsrf';

/** Which answer of a URL: the 200 per content coding, or the 304 of a matching validator. */
export type ReadySlot = 'br' | 'gzip' | 'identity' | '304';

/**
 * A recorded answer: its headers (lower-case names, per-request ones left out) as a flat
 * [name, value, ...] list, as Node's writeHead takes them, and its body.
 */
export interface ReadyAnswer {
  status: 200 | 304;
  headerList: string[];
  body: Uint8Array | null;
}

/** A response cache that can hand out recorded answers (see `cachedGet`). */
export interface ReadySource {
  /**
   * The recorded answer for a request to `key` (path and query) with these request headers,
   * after the cache's version check; undefined when there is none.
   */
  answer(
    key: string,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
  ): ReadyAnswer | undefined;
}

/** Headers set for one request only: never recorded, made anew for every answer. */
export const PER_REQUEST_HEADERS = new Set(['x-request-id', 'set-cookie', 'date']);

/** The caches whose answers can be sent before Hono, for one app. */
export class ReadyAnswers {
  private readonly sources: ReadySource[] = [];
  /** Answers sent from a record (for tests and the bench's curiosity). */
  served = 0;

  add(source: ReadySource): void {
    this.sources.push(source);
  }

  answer(
    key: string,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
  ): ReadyAnswer | undefined {
    for (const source of this.sources) {
      const found = source.answer(key, acceptEncoding, ifNoneMatch);
      if (found) return found;
    }
    return undefined;
  }
}

/**
 * Called by a cache for a response it answered from its entry: records `res` as the chain
 * finally sends it, if it is what the cache made (same status and, for a 200, same body length).
 */
export type KeepAnswer = (res: Response) => void;

/** Turns a finished response into a record, or null when it is not the expected one. */
export function recordAnswer(
  res: Response,
  status: 200 | 304,
  body: Uint8Array | null,
): ReadyAnswer | null {
  if (res.status !== status) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) {
    if (!PER_REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  if (status === 200 && headers['content-length'] !== String(body?.length ?? -1)) return null;
  return { status, headerList: Object.entries(headers).flat(), body: status === 200 ? body : null };
}

/**
 * What this module uses of the app's dependencies and Hono environment (server/types.ts's
 * AppDeps and AppEnv have them; types.ts imports this module's types, so not the other way).
 */
type ListenerDeps = {
  config: { publicUrl: string; jwtSecret: string };
  log: (line: string) => void;
};
type KeepAnswerEnv = { Variables: { keepAnswer: KeepAnswer | undefined } };

/** Outermost middleware: lets the cache that answered record the final response. */
export const keepReadyAnswer: MiddlewareHandler<KeepAnswerEnv> = async (c, next) => {
  await next();
  c.get('keepAnswer')?.(c.res);
};

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
  deps: ListenerDeps,
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
