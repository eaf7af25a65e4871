/**
 * Response compression for the API (issue 8): JSON bodies over 1 KB are sent brotli- or
 * gzip-compressed (node:zlib) when the request accepts it, with `Vary: Accept-Encoding`.
 * Responses that already carry a Content-Encoding (precompressed static files, a cached
 * response from ./etag.ts) or `Cache-Control: no-transform` are left alone.
 *
 * Compressed bodies are memoised by ETag (a hash of the uncompressed body), so a popular list
 * is compressed once, not once per request; a body without an ETag is compressed at the fast
 * effort (it is made for this request only).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

export type Encoding = 'br' | 'gzip';

/** Bodies at or below this many bytes are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding to use for an Accept-Encoding header: brotli, else gzip, honouring q-values
 * (`q=0` refuses) and `*`; null for identity.
 */
export function negotiateEncoding(header: string | undefined | null): Encoding | null {
  if (!header) return null;
  if (header.length > 200) return negotiate(header);
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = negotiate(header);
  // Clients send a handful of distinct values: remember the answers, a bounded number of them.
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

const NEGOTIATED_MAX = 256;
const negotiated = new Map<string, Encoding | null>();

function negotiate(header: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q') {
        const n = Number(v);
        weight = Number.isFinite(n) ? n : 0;
      }
    }
    q.set(name.trim(), weight);
  }
  const weight = (enc: string) => q.get(enc) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), q.get('x-gzip') ?? 0);
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * How hard to compress: `fast` (brotli quality 1, gzip level 1) for a body made for one request
 * (a cache miss, an uncached answer), `best` (brotli quality 5, gzip level 6) for one kept and
 * sent again. On job lists, each brotli quality up from 1 costs far more time than the bytes
 * it saves, and in the server, where the encoder's tables are not in the CPU's cache, q1 instead
 * of q3 made a distinct search request clearly faster (docs/benchmarks.md). `max` (brotli 11,
 * gzip 9, as the build's static files) for a body compressed once when the server starts
 * (index.html).
 */
export type Effort = 'fast' | 'best' | 'max';

const BROTLI_QUALITY: Record<Effort, number> = { fast: 1, best: 5, max: 11 };
const GZIP_LEVEL: Record<Effort, number> = { fast: 1, best: 6, max: 9 };

/** Compresses `body` for `encoding` at the given effort. */
export function encodeBody(
  body: Uint8Array,
  encoding: Encoding,
  effort: Effort = 'best',
): Uint8Array {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipSync(body, { level: GZIP_LEVEL[effort] });
}

/** Adds `value` to the response's Vary header once. */
export function addVary(headers: Headers, value: string): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', value);
  else if (
    !vary
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .some((v) => v === value.toLowerCase() || v === '*')
  )
    headers.set('Vary', `${vary}, ${value}`);
}

const isJson = (type: string | null) => !!type && /^application\/([\w.+-]+\+)?json\b/i.test(type);

/** A small LRU of compressed bodies keyed by `${encoding} ${etag}`. */
const MEMO_MAX = 1000;
const memo = new Map<string, Uint8Array>();
function memoised(key: string | null, compute: () => Uint8Array): Uint8Array {
  if (key === null) return compute();
  const hit = memo.get(key);
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const value = compute();
  memo.set(key, value);
  if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value as string);
  return value;
}

/**
 * Sets the context's response without Hono merging the old response's headers into it (which
 * would put the old Content-Length back).
 */
export function replaceResponse(c: Context<AppEnv>, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/** The middleware: mount on /api/* (static files are precompressed at build). */
export function compress(threshold = COMPRESS_THRESHOLD): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isJson(res.headers.get('Content-Type'))) return;
    // The representation depends on Accept-Encoding from here on, whether compressed or not.
    addVary(res.headers, 'Accept-Encoding');
    // Header checks first: reading `res.body` would turn a string body into a stream.
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const declared = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared <= threshold) return;
    if (!res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length <= threshold) {
      replaceResponse(c, new Response(body, { status: res.status, headers }));
      return;
    }
    const etag = headers.get('ETag');
    // Memoised bodies are sent again (best effort); the others are made for this request only.
    const encoded = memoised(etag ? `${encoding} ${etag}` : null, () =>
      encodeBody(body, encoding, etag ? 'best' : 'fast'),
    );
    // A strong validator names exact bytes; the compressed bytes differ, so it becomes weak.
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(encoded.length));
    replaceResponse(
      c,
      new Response(encoded as Uint8Array<ArrayBuffer>, { status: res.status, headers }),
    );
  };
}
