/**
 * Conditional GET with a server-side response cache, for public lists whose content changes
 * only when the data does (issue 8: /api/job/list).
 *
 * - Every 200 JSON answer gets a weak ETag (a SHA-1 of the body) and the given Cache-Control;
 *   a request whose If-None-Match names it gets 304 with no body.
 * - Answers are kept per URL (path + query) while `version()` returns the same value (for job
 *   lists: the jobs generation, bumped by every job write, and SQLite's data_version, which
 *   changes when another connection commits), from the second time a URL is asked for: a URL
 *   asked once (most distinct searches) leaves no entry behind (server/lib/doorkeeper.ts). A
 *   cached answer is sent without running the route: no validation, no SQL, no JSON
 *   serialisation, no hashing. A URL's first answer is compressed at a fast effort, the kept
 *   one at the best effort (once per encoding; an encoding first asked of a kept entry is
 *   compressed fast, and at best when asked again).
 * - A request with an Authorization header is answered from the same cache (the list is the
 *   same for everyone) but marked `no-store` without an ETag: responses to authenticated
 *   requests are never put in shared caches.
 * - With `ready`, an anonymous GET answered from an entry is recorded as it finally leaves the
 *   chain, and later requests for the same URL and representation are answered from that record
 *   before Hono runs (server/http/ready-answers.ts), after the same version check.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import {
  type ReadyAnswer,
  type ReadyAnswers,
  type ReadySlot,
  recordAnswer,
} from '../http/ready-answers';
import { Doorkeeper } from '../lib/doorkeeper';
import type { AppEnv } from '../types';
import {
  addVary,
  COMPRESS_THRESHOLD,
  type Encoding,
  encodeBody,
  negotiateEncoding,
  replaceResponse,
} from './compress';

export interface CachedGetOptions {
  /** Changes whenever the answers may change; the cache is dropped on a new value. */
  version: () => string | number;
  /** Cache-Control of public answers (default: revalidate every time). */
  cacheControl?: string;
  /** At most this many URLs are kept (least recently used dropped first). Default 2000. */
  maxEntries?: number;
  /** URLs longer than this are answered but never cached. Default 1024. */
  maxUrlLength?: number;
  /**
   * Whether requests with an Authorization header get the public answer (Cache-Control and
   * ETag) too: for lists that hold nothing about the user (lookups). Default false: no-store.
   */
  publicWhenAuthenticated?: boolean;
  /** Where recorded answers are offered to the listener in front of Hono. */
  ready?: ReadyAnswers;
}

interface Entry {
  etag: string;
  body: Uint8Array;
  contentType: string;
  encoded: Partial<Record<Encoding, Uint8Array>>;
  /** Encodings compressed at the fast effort so far (re-compressed at best when asked again). */
  fast: Partial<Record<Encoding, true>>;
  /** Whole answers as the chain sent them (see `ready`), per representation. */
  ready: Partial<Record<ReadySlot, ReadyAnswer>>;
}

/** The content coding of an entry's 200 for an Accept-Encoding header (null: as it is). */
function encodingFor(entry: Entry, acceptEncoding: string | undefined | null): Encoding | null {
  return entry.body.length > COMPRESS_THRESHOLD ? negotiateEncoding(acceptEncoding) : null;
}

const utf8 = new TextEncoder();

/**
 * `c.json(data)` for a route behind `cachedGet`: the same response (200, application/json), and
 * the JSON text kept on the context so the cache takes it as it is instead of reading the
 * response's body back.
 */
export function cacheableJson(c: Context<AppEnv>, data: unknown): Response {
  return cacheableJsonText(c, JSON.stringify(data));
}

/** cacheableJson for JSON text the route has made itself. */
export function cacheableJsonText(c: Context<AppEnv>, text: string): Response {
  const res = c.body(text, 200, { 'Content-Type': 'application/json' });
  c.set('jsonAnswer', { text, res });
  return res;
}

/** The weak ETag of a body. */
export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header matches `etag` (weak comparison, lists and `*`). */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const want = opaque(etag);
  return ifNoneMatch.split(',').some((t) => opaque(t) === want);
}

export function cachedGet(options: CachedGetOptions): MiddlewareHandler<AppEnv> {
  const cacheControl = options.cacheControl ?? 'public, max-age=0, must-revalidate';
  const maxEntries = options.maxEntries ?? 2000;
  const maxUrlLength = options.maxUrlLength ?? 1024;
  const publicWhenAuthenticated = options.publicWhenAuthenticated ?? false;
  let version: string | number | undefined;
  const entries = new Map<string, Entry>();
  // Entries only for URLs asked for before (server/lib/doorkeeper.ts).
  const doorkeeper = new Doorkeeper(maxEntries * 4);

  const answer = (
    method: string,
    entry: Entry,
    authenticated: boolean,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    firstEffort: 'fast' | 'best' = 'fast',
  ): Response => {
    const headers = new Headers({ 'Content-Type': entry.contentType });
    if (authenticated) {
      headers.set('Cache-Control', 'no-store');
    } else {
      headers.set('Cache-Control', cacheControl);
      headers.set('ETag', entry.etag);
      if (etagMatches(ifNoneMatch, entry.etag)) {
        addVary(headers, 'Accept-Encoding');
        return new Response(null, { status: 304, headers });
      }
    }
    addVary(headers, 'Accept-Encoding');
    let body = entry.body;
    const encoding = encodingFor(entry, acceptEncoding);
    if (encoding) {
      // An answer that may never be asked for again (a URL's first) is compressed fast; a
      // repeat compresses it at the best effort for all later answers.
      const have = entry.encoded[encoding];
      if (!have) {
        entry.encoded[encoding] = encodeBody(entry.body, encoding, firstEffort);
        if (firstEffort === 'fast') entry.fast[encoding] = true;
      } else if (entry.fast[encoding]) {
        entry.encoded[encoding] = encodeBody(entry.body, encoding, 'best');
        delete entry.fast[encoding];
      }
      body = entry.encoded[encoding] as Uint8Array;
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    return new Response(method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    });
  };

  /** Drops every entry when the data may have changed since they were made. */
  const checkVersion = () => {
    const current = options.version();
    if (current !== version) {
      entries.clear();
      doorkeeper.clear();
      version = current;
    }
  };
  /** Moves a used entry to the end (least recently used first out). */
  const touch = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
  };

  options.ready?.add({
    answer(key, acceptEncoding, ifNoneMatch) {
      checkVersion();
      const entry = entries.get(key);
      if (!entry) return undefined;
      const slot = etagMatches(ifNoneMatch, entry.etag)
        ? '304'
        : (encodingFor(entry, acceptEncoding) ?? 'identity');
      const found = entry.ready[slot];
      if (found) touch(key, entry);
      return found;
    },
  });

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    checkVersion();
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const authenticated = !publicWhenAuthenticated && c.req.header('Authorization') !== undefined;
    const ifNoneMatch = c.req.header('If-None-Match');
    const acceptEncoding = c.req.header('Accept-Encoding');

    const hit = entries.get(key);
    if (hit) {
      touch(key, hit);
      const res = answer(c.req.method, hit, authenticated, ifNoneMatch, acceptEncoding);
      if (options.ready && c.req.method === 'GET' && c.req.header('Authorization') === undefined) {
        const status = res.status === 304 ? 304 : 200;
        const encoding = encodingFor(hit, acceptEncoding);
        // Only an answer with its final bytes (not a first, fast compression) is kept.
        if (status === 304 || !encoding || !hit.fast[encoding]) {
          const slot: ReadySlot = status === 304 ? '304' : (encoding ?? 'identity');
          const body = status === 304 ? null : encoding ? hit.encoded[encoding] : hit.body;
          c.set('keepAnswer', (final) => {
            const record = recordAnswer(final, status, body ?? null);
            if (record && entries.get(key) === hit) hit.ready[slot] = record;
          });
        }
      }
      return res;
    }

    await next();
    const res = c.res;
    const contentType = res.headers.get('Content-Type') ?? '';
    if (res.status !== 200 || !/^application\/json\b/i.test(contentType)) return;
    // The route's JSON text when it kept it (cacheableJson), else read back from the response
    // (which turns the server's light response into a full one with a body stream, a measurable
    // part of a cache miss: docs/benchmarks.md).
    const kept = c.get('jsonAnswer');
    let body: Uint8Array;
    if (kept && kept.res === res) {
      body = utf8.encode(kept.text);
    } else {
      if (!res.body) return;
      body = new Uint8Array(await res.arrayBuffer());
    }
    const entry: Entry = {
      etag: weakEtag(body),
      body,
      contentType,
      encoded: {},
      fast: {},
      ready: {},
    };
    // Only cache what was computed against the version read above (no write in between), and
    // only a URL asked for before: a query asked once leaves no entry (server/lib/doorkeeper.ts),
    // and a repeated one is compressed at the best effort at once.
    const keep =
      key.length <= maxUrlLength && options.version() === version && doorkeeper.admit(key);
    if (keep) {
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    const fresh = answer(
      c.req.method,
      entry,
      authenticated,
      ifNoneMatch,
      acceptEncoding,
      keep ? 'best' : 'fast',
    );
    // Keep headers the route or earlier middleware set (request id etc.), ours win.
    for (const [k, v] of res.headers) {
      if (!fresh.headers.has(k) && k !== 'content-length') fresh.headers.set(k, v);
    }
    replaceResponse(c, fresh);
  };
}
