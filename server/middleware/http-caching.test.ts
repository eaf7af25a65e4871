// HTTP caching and compression as a client sees them through the whole app (issue 8):
// compressed JSON, conditional job lists and lookups, no-store for authenticated answers,
// hashed immutable precompressed assets and a no-cache index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../db/queries/jobs';
import { createTestContext, type TestContext, testJob } from '../test-utils';

let ctx: TestContext;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'touchline-dist-'));
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/static/js/index-AbC123.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dist, 'static', 'js', 'index-AbC123.js'), script);
  writeFileSync(join(dist, 'static', 'js', 'index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'static', 'js', 'index-AbC123.js.br'), brotliCompressSync(script));
  ctx = await createTestContext({ seed: true, config: { distDir: dist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const LIST = '/api/job/list?page=1&postPerPage=50';

describe('job list', () => {
  it('is compressed when accepted, with Vary: Accept-Encoding', async () => {
    const plain = await ctx.request(LIST);
    expect(plain.status).toBe(200);
    const body = await plain.json();
    expect(body.list).toHaveLength(50);
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);

    const br = await ctx.request(LIST, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(
      JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()),
    ).toEqual(body);

    const gz = await ctx.request(LIST, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(body);
  });

  it('answers 304 to a matching If-None-Match, and 200 with a new ETag after a job write', async () => {
    const first = await ctx.request(LIST);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toMatch(/must-revalidate|no-cache/);

    const again = await ctx.request(LIST, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await createJob(ctx.db, testJob('Brand New Goalkeeping Coach'));
    const after = await ctx.request(LIST, { headers: { 'If-None-Match': etag ?? '' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const list = (await after.json()).list as { name: string }[];
    expect(list[0].name).toBe('Brand New Goalkeeping Coach');
  });

  it('is never cacheable by shared caches for an authenticated request', async () => {
    const coach = await ctx.registerCoach();
    const { token } = await ctx.loginAs(coach.email, coach.password);
    const res = await ctx.request(LIST, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
    const profile = await ctx.request('/api/user/get_loggedin_user_profile', { token });
    expect(profile.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('lookup lists', () => {
  for (const path of [
    '/api/orgtype/list',
    '/api/location/list',
    '/api/location/state/list',
    '/api/sportstype/list',
    '/api/user/taglist',
  ]) {
    it(`${path}: short public max-age, ETag and 304`, async () => {
      const res = await ctx.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
      const etag = res.headers.get('ETag') ?? '';
      expect(etag).not.toBe('');
      const again = await ctx.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    });
  }
});

describe('built app', () => {
  it('serves hashed assets immutable and precompressed', async () => {
    const br = await ctx.request('/static/js/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await ctx.request('/static/js/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await ctx.request('/static/js/index-AbC123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves index.html for app routes with no-cache', async () => {
    for (const path of ['/', '/landing', '/jobsearch']) {
      const res = await ctx.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toContain('/static/js/index-AbC123.js');
    }
  });

  it('answers 404 for a missing hashed asset instead of index.html', async () => {
    const res = await ctx.request('/static/js/index-Missing.js');
    expect(res.status).toBe(404);
  });
});

describe('over a real HTTP server (createAppServer: ready answers, then @hono/node-server)', () => {
  // Header edits after the route keep the body as it is (server/middleware/headers.ts): the
  // answers must still carry every header and the exact body, first and repeated (cached).
  it('list, lookup and 404 answers carry the security headers, a request id and the XSRF cookie', async () => {
    const { createAppServer } = await import('../http/app-server');
    const server = createAppServer(ctx.app, ctx.deps).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    try {
      const expected = await (await ctx.request(LIST)).json();
      const ids = new Set<string>();
      for (const path of [LIST, LIST, '/api/orgtype/list', '/api/orgtype/list', '/api/nope']) {
        for (const enc of ['br', 'gzip', '']) {
          const res = await fetch(`http://127.0.0.1:${port}${path}`, {
            headers: { 'Accept-Encoding': enc || 'identity' },
          });
          const body = await res.json();
          if (path === LIST) expect(body).toEqual(expected);
          expect(res.status).toBe(path === '/api/nope' ? 404 : 200);
          expect(res.headers.get('Content-Security-Policy')).toMatch(/default-src 'self'/);
          expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
          expect(res.headers.get('X-Frame-Options')).toBe('DENY');
          expect(res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
          expect(res.headers.get('Set-Cookie')).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\//);
          const id = res.headers.get('X-Request-Id') ?? '';
          expect(id).toMatch(/^[\w-]{12}$/);
          ids.add(id);
        }
      }
      expect(ids.size).toBe(15);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
