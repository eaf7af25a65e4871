// Section G of SECURITY-CHECKS.md (CSRF, CORS, headers, errors, logging), in process.
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../../server/http/app-server';
import { createTestContext, type TestContext } from '../../server/test-utils';
import { VIDEO_HOST } from '../../src/shared/constants';
import { isFailureBody, type World, world } from './lib/context';
import { countRows } from './lib/db';
import { HIGH_RATE_LIMITS } from './lib/limits';

const DIST = resolve(import.meta.dirname, '../../dist');
const hasDist = existsSync(join(DIST, 'index.html'));

let w: World;
beforeAll(async () => {
  w = await world({
    config: { rateLimits: HIGH_RATE_LIMITS, ...(hasDist ? { distDir: DIST } : {}) },
  });
});
afterAll(() => w.ctx.close());

const loginBody = () => JSON.stringify({ username: w.A.email, password: w.A.password });
const raw = (
  ctx: TestContext,
  path: string,
  headers: Record<string, string>,
  body = loginBody(),
  method = 'POST',
) =>
  ctx.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('G. CSRF, CORS, headers, errors, logging', () => {
  it('#41 the XSRF cookie must be echoed in X-XSRF-TOKEN and be signed by the server', async () => {
    const { ctx } = w;
    const valid = ctx.xsrfToken;
    const other =
      (await (await ctx.request('/api/orgtype/list')).headers.getSetCookie())[0]
        ?.split(';')[0]
        .split('=')[1] ?? '';
    expect(other).not.toBe('');
    const [nonce] = valid.split('.');
    const forged = `${nonce}.${'A'.repeat(43)}`;
    const tokens = () => countRows(ctx.db, 'refresh_tokens');
    const before = await tokens();
    const cases: [string, Record<string, string>, number][] = [
      [
        '(a) cookie and header differ',
        { cookie: `XSRF-TOKEN=${valid}`, 'x-xsrf-token': other },
        403,
      ],
      ['(b) cookie, no header', { cookie: `XSRF-TOKEN=${valid}` }, 403],
      ['header, no cookie', { 'x-xsrf-token': valid }, 403],
      ['(d) forged signature', { cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged }, 403],
      ['(d) unsigned value', { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a' }, 403],
      ['(c) matching signed values', { cookie: `XSRF-TOKEN=${valid}`, 'x-xsrf-token': valid }, 200],
    ];
    for (const [label, headers, status] of cases) {
      const res = await raw(ctx, '/api/login', headers);
      expect(res.status, label).toBe(status);
      if (status === 403) {
        expect(isFailureBody(await res.json())).toBe(true);
        expect(await tokens(), label).toBe(before);
      }
    }
    // only the accepted sign-in issued a session
    expect(await tokens()).toBe(before + 1);
    const cookie = (await ctx.request('/api/orgtype/list')).headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=(Lax|Strict)/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // Secure when served over https
    const https = await createTestContext({ config: { publicUrl: 'https://touchline.example' } });
    try {
      const c = (await https.request('/api/orgtype/list')).headers
        .getSetCookie()
        .find((x) => x.startsWith('XSRF-TOKEN='));
      expect(c).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('#42 cross-site posts to login and register are refused (login CSRF)', async () => {
    const { ctx } = w;
    const x = ctx.xsrfToken;
    const xsrf = { cookie: `XSRF-TOKEN=${x}`, 'x-xsrf-token': x };
    const users = () => countRows(ctx.db, 'users');
    const before = await users();
    for (const path of ['/api/login', '/api/coach/register']) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json']) {
        for (const [label, h] of [
          ['evil origin', { origin: 'https://evil.example' }],
          ['null origin', { origin: 'null' }],
          ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }],
          ['evil origin with XSRF', { origin: 'https://evil.example', ...xsrf }],
          ['null origin with XSRF', { origin: 'null', ...xsrf }],
          ['cross-site with XSRF', { 'sec-fetch-site': 'cross-site', ...xsrf }],
        ] as const) {
          const res = await raw(ctx, path, { 'content-type': type, ...h });
          expect(res.status, `${path} ${type} ${label}`).toBe(403);
        }
      }
    }
    expect(await users()).toBe(before);
    // a same-origin request passes
    const same = await raw(ctx, '/api/login', {
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      ...xsrf,
    });
    expect(same.status).toBe(200);
  });

  it('#43 no CORS headers for foreign or null origins; preflights are refused', async () => {
    const { ctx, A } = w;
    const pre = await ctx.app.request('/api/user/update_profile', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-xsrf-token',
      },
    });
    expect(pre.status).toBeGreaterThanOrEqual(400);
    const responses = [
      pre,
      await ctx.request('/api/user/get_logged_in_user', {
        token: A.token,
        headers: { origin: 'null' },
      }),
      await ctx.request('/api/job/list', { headers: { origin: 'https://evil.example' } }),
    ];
    for (const res of responses) {
      for (const h of res.headers.keys()) expect(h).not.toMatch(/^access-control-/);
    }
  });

  it('#44 security headers on the app, the API and authenticated answers', async () => {
    const { ctx, A } = w;
    const api = await ctx.request('/api/job/list');
    const authed = await ctx.request('/api/user/get_logged_in_user', { token: A.token });
    const pages = hasDist ? [await ctx.request('/'), await ctx.request('/jobsearch')] : [];
    if (!hasDist)
      console.warn('#44: dist/ missing, the SPA HTML headers are checked by the e2e suite only');
    for (const res of [api, authed, ...pages]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const d of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        `frame-src ${VIDEO_HOST}`,
      ]) {
        expect(csp).toContain(d);
      }
      const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(script).not.toContain('unsafe-inline');
      expect(script).not.toContain('unsafe-eval');
      expect(/frame-src ([^;]*)/.exec(csp)?.[1].trim()).toBe(VIDEO_HOST);
    }
    for (const page of pages) expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(api.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(authed.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(authed.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('strict-transport-security')).toBeNull();
    const https = await createTestContext({ config: { publicUrl: 'https://touchline.example' } });
    try {
      const hsts =
        (await https.request('/api/job/list')).headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
    } finally {
      await https.close();
    }
  });

  it('#45 unknown routes, thrown errors and SQLite errors answer generically; auth events are logged without secrets', async () => {
    const t = await createTestContext({ seed: true });
    // a handler that throws (registered before the first request builds the router)
    t.app.get('/api/__test/throw', () => {
      throw new Error('secret detail /work/main/server/x.ts');
    });
    try {
      const unknown = await t.request('/api/does/not/exist');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
      expect(isFailureBody(await unknown.json())).toBe(true);
      // TRACE cannot be sent with fetch: serve the app on a loopback port and use node:http
      const srv = createAppServer(t.app, t.deps).listen(0, '127.0.0.1');
      await new Promise((r) => srv.once('listening', r));
      const port = (srv.address() as AddressInfo).port;
      try {
        for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'OPTIONS']) {
          for (const path of ['/', '/api/job/list']) {
            const status = await new Promise<number>((ok, fail) => {
              const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
                res.resume();
                ok(res.statusCode ?? 0);
              });
              req.on('error', fail);
              req.end();
            });
            if (method === 'TRACE') expect([404, 405], `${method} ${path}`).toContain(status);
            // methods Node's parser does not know (TRACK) are 400 before the app sees them
            else expect(status >= 400 && status < 500, `${method} ${path} ${status}`).toBe(true);
          }
        }
      } finally {
        srv.close();
      }
      // a database error (a handler that throws is registered above)
      await sql`ALTER TABLE tags RENAME TO tags_gone`.execute(t.db.q);
      for (const path of ['/api/__test/throw', '/api/user/taglist']) {
        const res = await t.request(path);
        expect(res.status, path).toBe(500);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ message: 'Error', detail: 'Something went wrong.' });
        expect(text).not.toMatch(/tags|SQLITE|secret|\/work\/|\.ts/);
        expect(res.headers.get('x-request-id')).toBeTruthy();
      }
      await sql`ALTER TABLE tags_gone RENAME TO tags`.execute(t.db.q);
      // the log has the database's own message (SQLite: no such table; PostgreSQL: does not exist)
      expect(
        t.logs.some((l) => l.startsWith('error req=') && /no such table|does not exist/.test(l)),
      ).toBe(true);
      // auth events
      const u = await t.registerCoach();
      const { token } = await t.loginAs(u.email, u.password);
      await t.request('/api/login', { json: { username: u.email, password: 'Wr0ng!Pass#9' } });
      await t.request('/api/user/get_logged_in_user', { token: 'garbage.token.value' });
      await t.request('/api/user/get_logged_in_user', {
        headers: { authorization: `Bearer ${token}x` },
      });
      await t.request('/api/reset-password/forgot-password', { json: { email: u.email } });
      await new Promise((r) => setTimeout(r, 10));
      const reset = /resetPasswordToken=([\w-]+)/.exec(t.mail.at(-1)?.text ?? '')?.[1] ?? '';
      await t.request(`/api/reset-password/validate/${reset}`);
      await t.request('/api/reset-password/reset', {
        json: { token: reset, password: 'N3w!Reset#Pass' },
      });
      const logs = t.logs.join('\n');
      expect(logs).toMatch(new RegExp(`auth login_success at=\\S+Z user=${u.id}`));
      expect(logs).toMatch(new RegExp(`auth login_failure at=\\S+Z user=${u.id}`));
      expect(logs).toMatch(/auth access_denied at=\S+Z .*reason=invalid_token/);
      expect(logs).toMatch(new RegExp(`auth password_reset at=\\S+Z user=${u.id}`));
      expect(logs).toMatch(new RegExp(`auth password_reset_requested at=\\S+Z user=${u.id}`));
      for (const secret of [
        u.password,
        'Wr0ng!Pass#9',
        'N3w!Reset#Pass',
        token,
        reset,
        'Bearer',
        'garbage.token.value',
      ]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
