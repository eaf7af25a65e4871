import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '../src/shared/constants';
import { API_ERRORS } from '../src/shared/texts/api-errors';
import { openDb } from './db/connect';
import { migrate, migrationFiles } from './db/migrate';
import { createJob } from './db/queries/jobs';
import { storedViews, unflushedViews } from './db/queries/views';
import { createAppServer } from './http/app-server';
import { createXsrfToken } from './middleware/xsrf';
import { createTestContext, type TestContext, testJob } from './test-utils';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

const CSP =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; img-src 'self' data:; frame-src https://www.youtube-nocookie.com; form-action 'self'";
const loginBody = JSON.stringify({ username: 'nobody@x.test', password: 'Wr0ng!pass' });
const json = { 'content-type': 'application/json' };

describe('XSRF double submit (signed cookie)', () => {
  const post = (headers: Record<string, string>) =>
    t.request('/api/login', {
      method: 'POST',
      body: loginBody,
      headers: { ...json, ...headers },
      noXsrf: true,
    });

  it('no header, mismatched header, forged unsigned or wrongly signed value: 403; matching signed: passes', async () => {
    const good = t.xsrfToken;
    const other = createXsrfToken(t.deps.config.jwtSecret);
    const forged = `${'a'.repeat(43)}.${'b'.repeat(43)}`;
    const cases: [string, Record<string, string>][] = [
      ['no cookie, no header', {}],
      ['cookie, no header', { cookie: `${XSRF_COOKIE}=${good}` }],
      ['mismatch', { cookie: `${XSRF_COOKIE}=${good}`, 'x-xsrf-token': other }],
      ['unsigned', { cookie: `${XSRF_COOKIE}=a`, 'x-xsrf-token': 'a' }],
      ['forged', { cookie: `${XSRF_COOKIE}=${forged}`, 'x-xsrf-token': forged }],
      ['header only', { 'x-xsrf-token': good }],
    ];
    for (const [name, headers] of cases) {
      const res = await post(headers);
      expect(res.status, name).toBe(403);
      expect((await res.json()).message).toBe('Error');
    }
    const ok = await post({ cookie: `${XSRF_COOKIE}=${good}`, 'x-xsrf-token': good });
    expect(ok.status).toBe(401);
  });

  it('sets a script-readable, SameSite=Lax, Path=/ cookie when missing or invalid, not when valid', async () => {
    const res = await t.request('/api/nothing-here');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const bad = await t.request('/', { headers: { cookie: `${XSRF_COOKIE}=forged.value` } });
    expect(bad.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    const kept = await t.request('/api/nothing', {
      headers: { cookie: `${XSRF_COOKIE}=${t.xsrfToken}` },
    });
    expect(kept.headers.get('set-cookie')).toBeNull();
  });

  it('marks the cookie Secure and sends HSTS when PUBLIC_URL is https', async () => {
    const s = await createTestContext({ config: { publicUrl: 'https://touchline.example' } });
    const res = await s.request('/api/x');
    expect(res.headers.get('set-cookie')).toMatch(
      /^XSRF-TOKEN=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Path=\/; Secure; SameSite=Lax$/,
    );
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await t.request('/api/x')).headers.get('strict-transport-security')).toBeNull();
    s.close();
  });

  it('cross-site requests are 403 even with a valid XSRF pair (Origin null or foreign, Sec-Fetch-Site)', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const path of ['/api/login', '/api/coach/register']) {
        for (const type of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json',
        ]) {
          const res = await t.request(path, {
            method: 'POST',
            body: 'a=b',
            headers: { ...headers, 'content-type': type },
          });
          expect(res.status, `${JSON.stringify(headers)} ${path} ${type}`).toBe(403);
        }
      }
    }
    const same = await t.request('/api/login', {
      method: 'POST',
      body: loginBody,
      headers: { ...json, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(401);
  });

  it('never answers CORS headers, even to a preflight from a foreign origin', async () => {
    const pre = await t.request('/api/user/update_profile', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-headers': 'authorization, x-xsrf-token',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const get = await t.request('/api/user/get_logged_in_user', { headers: { origin: 'null' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bodies', () => {
  it('415 for JSON routes sent text/plain, form-urlencoded or no Content-Type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
      'application/jsonx',
    ]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await t.request('/api/login', { method: 'POST', body: loginBody, headers });
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toMatchObject({ message: 'Error' });
    }
    const withCharset = await t.request('/api/login', {
      method: 'POST',
      body: loginBody,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(withCharset.status).toBe(401);
  });

  it('415 also for a route that reads the body itself, and multipart is required on upload paths', async () => {
    t.app.post('/api/file/upload/__probe', async (c) =>
      c.json({ keys: Object.keys(await c.req.parseBody()) }),
    );
    t.app.post('/api/__echo', async (c) => c.json({ got: await c.req.text() }));
    const res = await t.request('/api/__echo', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    const ok = await t.request('/api/__echo', { method: 'POST', body: '{}', headers: json });
    expect(await ok.json()).toEqual({ got: '{}' });
    const upload = await t.request('/api/file/upload/__probe', {
      method: 'POST',
      body: '{}',
      headers: json,
    });
    expect(upload.status).toBe(415);
  });

  it('400 with a generic body for malformed JSON, a JSON array or a scalar', async () => {
    const bodies = ['{"username":', '[]', '42', 'null', '{"__proto__":{"isAdmin":true}}'];
    const texts: string[] = [];
    for (const body of bodies) {
      const res = await t.request('/api/login', { method: 'POST', body, headers: json });
      expect(res.status, body).toBe(400);
      texts.push(await res.text());
    }
    expect(texts[0]).toBe(texts[1]);
    expect(texts.join('')).not.toMatch(/SyntaxError|at |\.ts/);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('413 for a JSON body over 100 KB with Content-Length, before parsing', async () => {
    const body = JSON.stringify({ username: 'a@b.c', password: 'x'.repeat(1024 * 1024) });
    const res = await t.request('/api/login', {
      method: 'POST',
      body,
      headers: { ...json, 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Error');
  });

  it('413 for a streamed JSON body over 100 KB without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await t.request('/api/login', {
      method: 'POST',
      body: stream,
      headers: json,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });
});

describe('routing, errors and headers', () => {
  it('unknown /api paths answer JSON 404 with security headers and charset', async () => {
    const res = await t.request('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Error', detail: 'Not found.' });
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('unknown methods: 405 (TRACE is checked on a real server below)', async () => {
    for (const method of ['PROPFIND', 'FOO']) {
      const res = await t.app.request('/', { method });
      expect(res.status, method).toBe(405);
    }
  });

  it('a throwing handler or a database error: 500 with a generic body, logged with the request id', async () => {
    t.app.get('/api/__throw', () => {
      throw new Error('secret internal detail /srv/app/file.ts');
    });
    t.app.get('/api/__sql', async () => {
      await sql`SELECT * FROM no_such_table`.execute(t.db.q);
      return new Response('unreachable');
    });
    for (const path of ['/api/__throw', '/api/__sql']) {
      const res = await t.request(path);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Error', detail: API_ERRORS.somethingWentWrong });
      const id = res.headers.get('x-request-id');
      expect(t.logs.some((l) => l.startsWith(`error req=${id}`))).toBe(true);
    }
  });

  it('one log line per request with method, redacted path, status and time; no tokens', async () => {
    await t.request('/api/reset-password/validate/SECRETTOKENVALUE1234567890');
    await t.request('/api/job/list?title=x&token=SECRETQUERYTOKEN');
    const lines = t.logs.filter((l) => l.startsWith('req '));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^req [\w-]{12} GET \/api\/reset-password\/validate\/\[redacted\] \d{3} [\d.]+ms$/,
    );
    expect(lines[1]).toContain('token=[redacted]');
    expect(t.logs.join('\n')).not.toMatch(/SECRET/);
  });
});

describe('the built app (dist)', () => {
  let dist: string;
  let s: TestContext;
  const inline = "document.documentElement.dataset.theme='dark'";
  beforeEach(async () => {
    dist = mkdtempSync(join(tmpdir(), 'touchline-dist-'));
    mkdirSync(join(dist, 'static/js'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><script>${inline}</script><script type="module" crossorigin src="/static/js/app-abc123.js"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(dist, 'static/js/app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'static/js/app-abc123.js.br'), 'BROTLI');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'static/js/app-abc123.js', isEntry: true },
        'src/pages/landing/landing-page.tsx': {
          file: 'static/js/landing-1.js',
          imports: ['_search-2.js', 'index.html'],
          css: ['static/css/landing-1.css'],
        },
        '_search-2.js': { file: 'static/js/search-2.js', css: ['static/css/search-2.css'] },
        'src/pages/job-search/job-search-page.tsx': {
          file: 'static/js/job-search-3.js',
          imports: ['_search-2.js'],
        },
      }),
    );
    writeFileSync(
      join(dist, 'prerender.json'),
      JSON.stringify({ '/landing': '<main><h1>What are you looking for?</h1></main>' }),
    );
    s = await createTestContext({ config: { distDir: dist } });
  });
  afterEach(() => {
    s.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html no-cache for app paths, with CSP allowing the inline script by hash', async () => {
    for (const path of ['/', '/reset-password?resetPasswordToken=abc', '/jobs/12']) {
      const res = await s.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; img-src 'self' data:; frame-src https:\/\/www\.youtube-nocookie\.com/,
      );
      expect(csp).not.toContain('unsafe-inline');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('a shared job link carries the job: the API answer inside the HTML, escaped, its view counted once', async () => {
    const seeded = await createTestContext({ config: { distDir: dist }, seed: true });
    try {
      const id = await createJob(
        seeded.db,
        testJob('Keeper</script><script>alert(1)</script> \u2028coach', {
          description: '<p>Tom &amp; Jerry &lt;3</p>',
        }),
      );
      // stored views plus those counted but not yet written (views are written in batches)
      const views = async () => (await storedViews(seeded.db, id)) + unflushedViews(seeded.db, id);
      const block =
        /<script type="application\/json" id="first-data" data-for="([^"]*)">([^<]*)<\/script><\/body>/;
      const res = await seeded.request(`/jobdetails?jobId=${id}`);
      expect(res.status).toBe(200);
      expect(await views()).toBe(1);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      const m = block.exec(html);
      expect(m?.[1]).toBe(`/api/job/job_detail/${id}`);
      // nothing in the job can end the block or start markup
      expect(html).not.toContain('alert(1)</script>');
      expect(m?.[2]).not.toMatch(/[<>&\u2028]/);
      const inPage = JSON.parse(m?.[2] ?? 'null');
      const api = await (await seeded.request(`/api/job/job_detail/${id}`)).json();
      // the same answer the call gives, one view earlier (the page's view was counted)
      expect(inPage).toEqual({
        jobDetails: [{ ...api.jobDetails[0], views: api.jobDetails[0].views - 1 }],
      });
      expect(inPage.jobDetails[0].name).toBe(
        'Keeper</script><script>alert(1)</script> \u2028coach',
      );
      // compressed like any page; HEAD counts no view and carries nothing
      const br = await seeded.request(`/jobdetails?jobId=${id}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers.get('content-encoding')).toBe('br');
      const decoded = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
      expect(block.exec(decoded)?.[1]).toBe(`/api/job/job_detail/${id}`);
      const before = await views();
      const head = await seeded.request(`/jobdetails?jobId=${id}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      // no data for a bad or unknown id or another page
      for (const path of [
        '/jobdetails?jobId=abc',
        '/jobdetails?jobId=0',
        '/jobdetails?jobId=99999999',
        '/jobdetails',
        '/landing',
      ]) {
        expect(await (await seeded.request(path)).text(), path).not.toContain('first-data');
      }
      expect(await views()).toBe(before);
    } finally {
      await seeded.close();
    }
  });

  it('sends index.html compressed when accepted, and answers a repeat visit with 304', async () => {
    const plain = await s.request('/landing');
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await s.request('/landing', { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const body = Buffer.from(await res.arrayBuffer());
      expect(decode(body).toString()).toBe(html);
      // Each encoding has its own validator; the page's CSP comes with the 304 too.
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(new RegExp(`^"[\\w-]+-${encoding}"$`));
      const again = await s.request('/landing', {
        headers: { 'accept-encoding': accept, 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
      // Another page, or the same page in another encoding, is sent whole.
      expect(
        (
          await s.request('/jobsearch', {
            headers: { 'accept-encoding': accept, 'if-none-match': etag },
          })
        ).status,
      ).toBe(200);
      expect((await s.request('/landing', { headers: { 'if-none-match': etag } })).status).toBe(
        200,
      );
    }
    const head = await s.request('/landing', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });

  it("names a first-visit page's chunks and CSS in index.html, for that page only", async () => {
    const landing = await (await s.request('/landing')).text();
    expect(landing).toContain(
      '<link rel="stylesheet" crossorigin href="/static/css/landing-1.css"><link rel="stylesheet" crossorigin href="/static/css/search-2.css"><link rel="modulepreload" crossorigin href="/static/js/landing-1.js"><link rel="modulepreload" crossorigin href="/static/js/search-2.js"></head>',
    );
    // The entry is not among the page's preloads (index.html names it itself).
    expect(landing).not.toContain('href="/static/js/app-abc123.js">');
    expect(await (await s.request('/')).text()).toContain('landing-1.js');
    const search = await (await s.request('/jobsearch/?title=coach')).text();
    expect(search).toContain('href="/static/js/job-search-3.js"');
    expect(search).not.toContain('landing-1');
    const profile = await (await s.request('/profile')).text();
    expect(profile).not.toContain('modulepreload');
  });

  it("puts a prerendered page's HTML in the root, inert until the app renders, for that page only", async () => {
    const landing = await (await s.request('/landing/')).text();
    expect(landing).toContain(
      '<div id="root" inert><main><h1>What are you looking for?</h1></main></div>',
    );
    // The CSP hash of the inline script is unchanged: the page adds no script.
    for (const path of ['/', '/jobsearch', '/profile']) {
      const html = await (await s.request(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain(
        '<script type="module" crossorigin src="/static/js/app-abc123.js">',
      );
    }
    // The prerendered page paints before the app starts: its entry is preloaded, and started by
    // the inline script after the first paint (src/theme-init.js).
    expect(landing).not.toContain('<script type="module"');
    expect(landing).toContain(
      '<link rel="modulepreload" crossorigin href="/static/js/app-abc123.js" data-entry>',
    );
  });

  it('serves hashed static files immutable, precompressed when accepted; 404 for missing files', async () => {
    const plain = await s.request('/static/js/app-abc123.js');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=UTF-8');
    expect(await plain.text()).toBe('console.log(1)');
    const br = await s.request('/static/js/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('BROTLI');
    expect((await s.request('/robots.txt')).status).toBe(200);
    for (const path of [
      '/static/js/missing.js',
      '/favicon-missing.png',
      '/static/../index.html',
      '/%2e%2e/package.json',
      '/.vite/manifest.json',
    ]) {
      const res = await s.request(path);
      expect(res.status, path).toBe(404);
    }
    expect((await s.request('/api/unknown')).headers.get('content-type')).toBe(
      'application/json; charset=UTF-8',
    );
  });
});

describe('a real server on 127.0.0.1', () => {
  it('413 for a chunked JSON body without Content-Length; TRACE 405', async () => {
    const server = createAppServer(t.app, t.deps).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, chunks: number) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path: '/api/login',
            headers: {
              'content-type': 'application/json',
              cookie: `${XSRF_COOKIE}=${t.xsrfToken}`,
              'x-xsrf-token': t.xsrfToken,
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        for (let i = 0; i < chunks; i++) req.write('x'.repeat(16 * 1024));
        req.end();
      });
    expect(await send('POST', 10)).toBe(413);
    expect(await send('TRACE', 0)).toBe(405);
    await new Promise((r) => server.close(r));
  });
});

describe('migrations', () => {
  it('SQLite: run once, reopening the same DATA_DIR applies nothing again; WAL, synchronous=FULL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'touchline-mig-'));
    const files = migrationFiles('sqlite');
    const count = async (db: Awaited<ReturnType<typeof openDb>>) =>
      (
        await db.q
          .selectFrom('schema_migrations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const first = await openDb({ dataDir: dir });
    expect(await count(first)).toBe(files.length);
    await first.close();
    const second = await openDb({ dataDir: dir });
    expect(await migrate(second)).toEqual([]);
    expect(await count(second)).toBe(files.length);
    expect(second.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(second.sqlite?.pragma('synchronous', { simple: true })).toBe(2);
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
