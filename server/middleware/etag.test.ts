import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types';
import { cacheableJson, cachedGet, etagMatches } from './etag';

function setup() {
  const state = { version: 1, calls: 0, items: ['a', 'b'] };
  const app = new Hono<AppEnv>();
  app.get(
    '/list',
    cachedGet({ version: () => state.version, cacheControl: 'public, max-age=300' }),
    (c) => {
      state.calls += 1;
      if (c.req.query('bad')) return c.json({ message: 'Error' }, 400);
      const n = Number(c.req.query('n') ?? 1);
      return c.json({ list: Array.from({ length: n }, () => state.items).flat() });
    },
  );
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers });
  return { state, get };
}

describe('cachedGet', () => {
  it('answers with a weak ETag and the public Cache-Control, then 304 on If-None-Match', async () => {
    const { get } = setup();
    const first = await get('/list');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ list: ['a', 'b'] });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300');

    const again = await get('/list', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=300');

    const other = await get('/list', { 'If-None-Match': 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it('keeps a URL from its second request on, until the version changes', async () => {
    const { state, get } = setup();
    const a = await (await get('/list?n=2')).json();
    await get('/list?n=2'); // asked again: kept now
    expect(state.calls).toBe(2);
    state.items = ['c'];
    expect(await (await get('/list?n=2')).json()).toEqual(a); // same version: cached
    expect(state.calls).toBe(2);
    state.version += 1; // a write
    const b = await get('/list?n=2');
    expect(await b.json()).toEqual({ list: ['c', 'c'] });
    expect(state.calls).toBe(3);
  });

  it('keeps nothing of a URL asked once', async () => {
    const { state, get } = setup();
    for (const n of [1, 2, 3]) expect((await get(`/list?n=${n}`)).status).toBe(200);
    expect(state.calls).toBe(3);
    // Each was asked once: the first again runs the route (and is kept from now on).
    const etag = (await get('/list?n=1')).headers.get('ETag');
    expect(state.calls).toBe(4);
    const third = await get('/list?n=1');
    expect(state.calls).toBe(4);
    expect(third.headers.get('ETag')).toBe(etag);
    // A version change forgets which URLs were asked.
    state.version += 1;
    await get('/list?n=2');
    await get('/list?n=2');
    await get('/list?n=2');
    expect(state.calls).toBe(6);
  });

  it('gives a stale ETag a full answer after a write', async () => {
    const { state, get } = setup();
    const etag = (await get('/list')).headers.get('ETag') ?? '';
    state.items = ['changed'];
    state.version += 1;
    const res = await get('/list', { 'If-None-Match': etag });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ list: ['changed'] });
    expect(res.headers.get('ETag')).not.toBe(etag);
  });

  it('compresses large cached answers once per encoding', async () => {
    const { state, get } = setup();
    const plain = await (await get('/list?n=400')).json();
    const bodies: Buffer[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await get('/list?n=400', { 'Accept-Encoding': 'gzip' });
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(plain);
      bodies.push(bytes);
    }
    expect(bodies[1].equals(bodies[0])).toBe(true);
    expect(state.calls).toBe(2);
  });

  it("compresses a URL's first answer fast and the kept one at the best effort", async () => {
    const { state, get } = setup();
    state.items = Array.from({ length: 60 }, (_, i) => `Coach ${i} at club ${(i * 7919) % 1000}`);
    const br = { 'Accept-Encoding': 'br' };
    const bodies: Buffer[] = [];
    let plain: unknown;
    for (let i = 0; i < 3; i++) {
      const res = await get('/list?n=5', br);
      expect(res.headers.get('Content-Encoding')).toBe('br');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
      const json = JSON.parse(brotliDecompressSync(bytes).toString('utf8'));
      plain ??= json;
      expect(json).toEqual(plain);
      bodies.push(bytes);
    }
    expect(bodies[1].length).toBeLessThan(bodies[0].length);
    expect(bodies[2].equals(bodies[1])).toBe(true);
    expect(state.calls).toBe(2);
    // An encoding first asked of a kept entry: fast, then at best when asked again.
    const gz = async () =>
      Buffer.from(await (await get('/list?n=5', { 'Accept-Encoding': 'gzip' })).arrayBuffer());
    const [g1, g2, g3] = [await gz(), await gz(), await gz()];
    expect(JSON.parse(gunzipSync(g1).toString('utf8'))).toEqual(plain);
    expect(g2.length).toBeLessThanOrEqual(g1.length);
    expect(g3.equals(g2)).toBe(true);
    expect(state.calls).toBe(2);
  });

  it('marks answers to authenticated requests no-store, without an ETag', async () => {
    const { get } = setup();
    const res = await get('/list', { Authorization: 'Bearer x' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
    const etag = (await get('/list')).headers.get('ETag') ?? '';
    const cond = await get('/list', { Authorization: 'Bearer x', 'If-None-Match': etag });
    expect(cond.status).toBe(200);
    expect(cond.headers.get('Cache-Control')).toBe('no-store');
  });

  it('never caches errors', async () => {
    const { state, get } = setup();
    expect((await get('/list?bad=1')).status).toBe(400);
    expect((await get('/list?bad=1')).status).toBe(400);
    expect(state.calls).toBe(2);
  });

  it('takes a cacheableJson answer as the route made it: the same bytes, ETag and headers as c.json', async () => {
    const data = {
      message: 'Success',
      list: Array.from({ length: 80 }, (_, i) => ({ i, é: 'ü' })),
    };
    const app = new Hono<AppEnv>();
    app.get('/plain', cachedGet({ version: () => 1 }), (c) => c.json(data));
    app.get('/kept', cachedGet({ version: () => 1 }), (c) => cacheableJson(c, data));
    // A middleware inside the cache that replaces the route's answer: the kept text is not it.
    app.get(
      '/replaced',
      cachedGet({ version: () => 1 }),
      async (c, next) => {
        await next();
        c.res = undefined;
        c.res = c.json({ replaced: true });
      },
      (c) => cacheableJson(c, data),
    );
    for (const encoding of ['', 'gzip', 'br']) {
      const headers = encoding ? { 'Accept-Encoding': encoding } : undefined;
      const plain = await app.request('/plain', { headers });
      const kept = await app.request('/kept', { headers });
      expect(kept.status).toBe(200);
      for (const h of ['Content-Type', 'ETag', 'Content-Encoding', 'Content-Length', 'Vary'])
        expect(kept.headers.get(h)).toBe(plain.headers.get(h));
      expect(new Uint8Array(await kept.arrayBuffer())).toEqual(
        new Uint8Array(await plain.arrayBuffer()),
      );
    }
    expect(await (await app.request('/replaced')).json()).toEqual({ replaced: true });
    expect(await (await app.request('/replaced')).json()).toEqual({ replaced: true });
  });

  it('compares entity tags weakly, in lists and with *', () => {
    expect(etagMatches('W/"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"x"')).toBe(true);
    expect(etagMatches('"a"', 'W/"b"')).toBe(false);
    expect(etagMatches(undefined, 'W/"b"')).toBe(false);
  });
});
