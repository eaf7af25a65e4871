// Ready answers (issue 8, docs/decisions/010-ready-answers.md): a repeated anonymous GET of a
// cached list is answered in front of Hono from the answer Hono's chain sent, over a real
// socket. What a client sees must not change: the same status, headers and bytes, a request id,
// an XSRF cookie exactly when it lacks a valid one, a log line; and never a stale list.
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '../../src/shared/constants';
import { createJob } from '../db/queries/jobs';
import { createXsrfToken, isValidXsrfToken } from '../middleware/xsrf';
import { createTestContext, openAgain, type TestContext, testJob, waitFor } from '../test-utils';
import { createAppServer } from './app-server';

let ctx: TestContext;
let server: Server;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  server = createAppServer(ctx.app, ctx.deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await ctx.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over the socket, with exactly the headers given (no client defaults). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const served = () => ctx.deps.ready?.served ?? 0;

/** The headers of an answer but those made for each request. */
function lasting(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'x-request-id': _id, 'set-cookie': _cookie, date: _date, ...rest } = headers;
  return rest;
}

/** Asks `path` until it has been answered ready; returns Hono's last answer and the ready one. */
async function honoThenReady(path: string, headers: Record<string, string> = {}) {
  let previous = await get(path, headers);
  for (let i = 0; i < 3; i++) {
    const before = served();
    const next = await get(path, headers);
    if (served() === before + 1) return { hono: previous, ready: next };
    previous = next;
  }
  throw new Error(`${path} was never answered ready`);
}

const decode = (a: Answer) => {
  const enc = a.headers['content-encoding'];
  const raw =
    enc === 'br' ? brotliDecompressSync(a.body) : enc === 'gzip' ? gunzipSync(a.body) : a.body;
  return JSON.parse(raw.toString());
};

describe('ready answers', () => {
  it('answer a repeated job list with the headers and bytes Hono sent, a new request id and a log line', async () => {
    const path = '/api/job/list?title=coach&page=1';
    const { hono, ready } = await honoThenReady(path, { 'Accept-Encoding': 'gzip, br' });
    expect(ready.status).toBe(200);
    expect(lasting(ready.headers)).toEqual(lasting(hono.headers));
    expect(ready.body.equals(hono.body)).toBe(true);
    expect(ready.headers['content-encoding']).toBe('br');
    expect(decode(ready).list.length).toBeGreaterThan(0);
    expect(ready.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(ready.headers['x-frame-options']).toBe('DENY');
    expect(ready.headers.etag).toMatch(/^W\/"/);

    const id = String(ready.headers['x-request-id']);
    expect(id).toMatch(/^[\w-]{12}$/);
    expect(id).not.toBe(hono.headers['x-request-id']);
    expect(ctx.logs.some((l) => l.startsWith(`req ${id} GET ${path} 200 `))).toBe(true);
  });

  it('keep each representation apart: brotli, gzip, identity and the 304 of a matching ETag', async () => {
    const path = '/api/job/list?page=2&postPerPage=50';
    const br = await honoThenReady(path, { 'Accept-Encoding': 'br' });
    const gzip = await honoThenReady(path, { 'Accept-Encoding': 'br;q=0, gzip' });
    const plain = await honoThenReady(path);
    expect(gzip.ready.headers['content-encoding']).toBe('gzip');
    expect(plain.ready.headers['content-encoding']).toBeUndefined();
    for (const { hono, ready } of [br, gzip, plain]) {
      expect(lasting(ready.headers)).toEqual(lasting(hono.headers));
      expect(ready.body.equals(hono.body)).toBe(true);
      expect(decode(ready)).toEqual(decode(plain.ready));
    }

    const etag = String(plain.ready.headers.etag);
    const notModified = await honoThenReady(path, { 'If-None-Match': etag });
    expect(notModified.ready.status).toBe(304);
    expect(notModified.ready.body.length).toBe(0);
    expect(lasting(notModified.ready.headers)).toEqual(lasting(notModified.hono.headers));
    // Another validator: the full answer, from the record of its representation.
    const before = served();
    const other = await get(path, { 'If-None-Match': 'W/"other"', 'Accept-Encoding': 'br' });
    expect(served()).toBe(before + 1);
    expect(other.status).toBe(200);
    expect(other.body.equals(br.ready.body)).toBe(true);
  });

  it('set the XSRF cookie exactly when the request lacks a valid one', async () => {
    const path = '/api/location/state/list';
    const secret = ctx.deps.config.jwtSecret;
    await honoThenReady(path);
    const before = served();
    const none = await get(path);
    const forged = await get(path, { Cookie: `${XSRF_COOKIE}=abc.def` });
    const valid = await get(path, {
      Cookie: `theme=dark; ${XSRF_COOKIE}=${createXsrfToken(secret)}`,
    });
    expect(served()).toBe(before + 3);
    for (const a of [none, forged]) {
      const cookie = String(a.headers['set-cookie']);
      expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
      expect(isValidXsrfToken(secret, cookie.slice(11, cookie.indexOf(';')))).toBe(true);
    }
    expect(valid.headers['set-cookie']).toBeUndefined();
    expect(valid.body.equals(none.body)).toBe(true);
  });

  it('leave Authorization, HEAD, other methods and a Host Hono would rewrite to Hono', async () => {
    const path = '/api/job/list?title=manager';
    const { ready } = await honoThenReady(path);
    const before = served();
    const coach = await ctx.registerCoach();
    const { token } = await ctx.loginAs(coach.email, coach.password);
    const signedIn = await get(path, { Authorization: `Bearer ${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.etag).toBeUndefined();

    const head = await get(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(ready.headers['content-length']);
    expect(head.body.length).toBe(0);

    const post = await get(path, {}, 'POST');
    expect(post.status).toBe(403); // no XSRF token: refused by the chain, as ever

    const upper = await get(path, { Host: 'LOCALHOST' });
    expect(upper.status).toBe(200);
    expect(served()).toBe(before);
  });

  it('never send a list older than a job write, or another connection’s commit', async () => {
    const path = '/api/job/list?page=1&postPerPage=5';
    const { ready } = await honoThenReady(path);
    await createJob(ctx.db, testJob('Ready Answer Goalkeeping Coach'));
    const before = served();
    const after = await get(path);
    expect(served()).toBe(before);
    expect(after.headers.etag).not.toBe(ready.headers.etag);
    expect(decode(after).list[0].name).toBe('Ready Answer Goalkeeping Coach');

    // A job written by another process (here another handle on the same database).
    const { ready: again } = await honoThenReady(path);
    const other = await openAgain(ctx.store);
    try {
      await createJob(
        other,
        testJob('Elsewhere Goalkeeping Coach', { datePosted: '2050-01-02T00:00:00.000Z' }),
      );
    } finally {
      await other.close();
    }
    // SQLite: from the next request (data_version); PostgreSQL: once the notification is in.
    await waitFor(
      async () => decode(await get(path)).list[0].name === 'Elsewhere Goalkeeping Coach',
    );
    const seen = await get(path);
    expect(seen.headers.etag).not.toBe(again.headers.etag);
  });

  it('fall back to Hono, untouched, when looking for a record fails', async () => {
    ctx.deps.ready?.add({
      answer() {
        throw new Error('broken source');
      },
    });
    const before = served();
    const res = await get('/api/job/list?title=fallback');
    expect(res.status).toBe(200);
    expect(decode(res)).toHaveProperty('list');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{12}$/);
    expect(served()).toBe(before);
  });
});
