// Section E of SECURITY-CHECKS.md (input validation and injection), in process. sqlmap (#31)
// runs in slow/sqlmap.test.ts; the browser checks #35 and #36 in e-browser.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFailureBody, type World, world } from './lib/context';
import { digest } from './lib/db';
import { HIGH_RATE_LIMITS } from './lib/limits';

let w: World;
beforeAll(async () => {
  w = await world({ config: { rateLimits: HIGH_RATE_LIMITS } });
});
afterAll(() => w.ctx.close());

async function list(query: string) {
  const started = performance.now();
  const res = await w.ctx.request(`/api/job/list?${query}`);
  const ms = performance.now() - started;
  return { status: res.status, body: await res.json(), ms };
}

describe('E. input validation and injection', () => {
  it('#31 quotes and LIKE wildcards in search parameters are literal text, never a 500', async () => {
    const total = (await list('')).body.length as number;
    expect(total).toBeGreaterThan(0);
    for (const v of [
      "'",
      '"',
      '%',
      '_',
      '%%',
      '\\',
      "' OR '1'='1",
      "1' OR 1=1 --",
      '*',
      'NEAR(',
      'a AND b',
      '"unterminated',
      '^',
      '-x',
    ]) {
      for (const param of ['title', 'orgtype', 'location', 'interests']) {
        const r = await list(`${param}=${encodeURIComponent(v)}`);
        expect(r.status, `${param}=${v}`).toBe(200);
        // a literal match: none of these strings appears in the seed's job data
        if (!['-x', '*', '^', 'a AND b'].includes(v) || param !== 'title') {
          expect(r.body.length, `${param}=${v}`).toBeLessThan(total);
        }
      }
    }
    expect((await list(`title=${encodeURIComponent('%')}`)).body.length).toBe(0);
    expect((await list(`title=${encodeURIComponent('_')}`)).body.length).toBe(0);
    for (const p of [
      "/api/job/job_detail/1'",
      '/api/job/job_detail/1%20OR%201=1',
      "/api/org/getOrgPageDetails?orgid=1'",
      '/api/org/getOrgPageDetails?orgid=1%20OR%201=1',
    ]) {
      const res = await w.ctx.request(p);
      expect(res.status, p).toBe(400);
      expect(isFailureBody(await res.json())).toBe(true);
    }
    const login = await w.ctx.request('/api/login', {
      json: { username: "' OR '1'='1' --", password: "' OR '1'='1" },
    });
    expect(login.status).toBe(401);
  });

  it('#32 paging and list parameters are clamped or refused, fast', async () => {
    const huge = await list('postPerPage=100000');
    expect(huge.status).toBe(200);
    expect(huge.body.list.length).toBeLessThanOrEqual(50);
    for (const q of [
      'page=-1',
      'page=abc',
      'page=0',
      'page=1e9',
      'postPerPage=-5',
      'postPerPage=abc',
      'size=0',
      'postPerPage=0',
      'page=1&page=2',
    ]) {
      const r = await list(q);
      expect(r.status, q).toBe(200);
      expect(r.body.list.length).toBeLessThanOrEqual(50);
      expect(r.ms).toBeLessThan(2000);
    }
    expect((await list('postPerPage=0')).body.list.length).toBe(25);
    expect((await list('size=0')).body.list.length).toBe(25);
    const p1 = await list('page=1');
    expect((await list('page=-1')).body.list).toEqual(p1.body.list);
    expect((await list('page=abc')).body.list).toEqual(p1.body.list);
    expect((await list('page=1&page=2')).body.list).toEqual(p1.body.list);
    const many = Array.from({ length: 1000 }, (_, i) => `Tag${i}`).join(',');
    const r1000 = await list(`interests=${encodeURIComponent(many)}`);
    expect(r1000.status).toBe(400);
    expect(isFailureBody(r1000.body)).toBe(true);
    const long = await list(`title=${'x'.repeat(10 * 1024)}`);
    expect([200, 400]).toContain(long.status);
    expect(long.ms).toBeLessThan(2000);
    const applied = await w.ctx.request('/api/job-apply/applied_jobs?postPerPage=100000&page=-1', {
      token: w.A.token,
    });
    expect(applied.status).toBe(200);
  });

  it('#34 malformed JSON, operator objects, wrong types and prototype pollution are 400 with a generic body', async () => {
    const before = await digest(w.ctx.db);
    const raw = (body: string, path = '/api/login') =>
      w.ctx.request(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
    const bodies = [
      '{"username": "a@b.c", "password": ',
      '{username: "a"}',
      "{'username': 'a'}",
      '[]',
      '"str"',
      '42',
      'null',
      JSON.stringify({ username: { $gt: '' }, password: { $gt: '' } }),
      JSON.stringify({ username: ['a@b.c'], password: ['x'] }),
      JSON.stringify({ username: 42, password: 42 }),
      JSON.stringify({ username: null, password: true }),
      '{"username":"a@b.c","password":"x","__proto__":{"isAdmin":true}}',
    ];
    for (const body of bodies) {
      const res = await raw(body);
      expect([400, 401], body).toContain(res.status);
      const text = await res.text();
      const json = JSON.parse(text);
      expect(isFailureBody(json), body).toBe(true);
      expect(text).not.toMatch(/at \w+ \(|\.ts:|node_modules|SyntaxError|SQLITE|\/work\//);
    }
    for (const body of bodies.slice(0, 11)) expect((await raw(body)).status, body).toBe(400);
    // register with a polluting body: no extra property on any later object
    const polluted = await raw(
      '{"__proto__":{"isAdmin":true,"role":"ROLE_ADMIN"},"constructor":{"prototype":{"polluted":1}},"firstName":"P"}',
      '/api/coach/register',
    );
    expect(polluted.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const me = await (
      await w.ctx.request('/api/user/get_logged_in_user', { token: w.A.token })
    ).json();
    expect(me.userDetails[0].isAdmin).toBeUndefined();
    expect(me.userDetails[0].role).toBe('ROLE_COACH');
    expect(await digest(w.ctx.db)).toBe(before);
    // duplicated query parameters: the first value wins, every time
    const a = await list('title=coach&title=zzzz-no-match');
    const b = await list('title=coach');
    expect(a.body).toEqual(b.body);
  });
});
