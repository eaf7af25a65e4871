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
 *
 * This module holds the records and imports nothing of the server's (server/types.ts names its
 * types); the listener that sends them is ready-listener.ts.
 */
import type { MiddlewareHandler } from 'hono';

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
 * What the middleware uses of the Hono environment: server/types.ts's AppEnv has it, and
 * types.ts imports this module's types, so not the other way.
 */
type KeepAnswerEnv = { Variables: { keepAnswer: KeepAnswer | undefined } };

/** Outermost middleware: lets the cache that answered record the final response. */
export const keepReadyAnswer: MiddlewareHandler<KeepAnswerEnv> = async (c, next) => {
  await next();
  c.get('keepAnswer')?.(c.res);
};
