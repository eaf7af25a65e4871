/**
 * Header edits on a response that is already made (after `await next()`).
 *
 * Hono's `c.header()` on a finished response re-creates it from its body stream, which takes
 * @hono/node-server off its fast path (a string or bytes written with the headers in one go)
 * onto the ReadableStream path (the body read chunk by chunk, written after the headers, with a
 * timer wait when the first read is not ready). Editing the response's own Headers object keeps
 * the body as it is. A response whose headers are immutable (a `fetch` answer, or
 * `Response.redirect`) falls back to `c.header()`, which copies it first.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../types';

/** Sets (or with `value` undefined, removes) a header of the finished response `c.res`. */
export function setResHeader(c: Context<AppEnv>, name: string, value: string | undefined): void {
  const headers = c.res.headers;
  try {
    if (value === undefined) headers.delete(name);
    else headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
