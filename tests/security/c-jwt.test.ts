// Section C of SECURITY-CHECKS.md (JWT). #25 is table-driven in routes.test.ts.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from 'hono/jwt';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/connect';
import { type World, world } from './lib/context';
import { HIGH_RATE_LIMITS } from './lib/limits';

let w: World;
beforeAll(async () => {
  w = await world({ config: { rateLimits: HIGH_RATE_LIMITS } });
});
afterAll(() => w.ctx.close());

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const parts = (jwt: string) => jwt.split('.');
const claims = (jwt: string) =>
  JSON.parse(Buffer.from(parts(jwt)[1], 'base64url').toString()) as Record<string, unknown>;
const me = (token: string) => w.ctx.request('/api/user/get_logged_in_user', { token });

describe('C. tokens (JWT)', () => {
  it('#21 alg:none, a changed payload and other algorithms are refused; the secret is strong and not in the repo', async () => {
    const good = w.A.token;
    expect((await me(good)).status).toBe(200);
    const c = claims(good);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(c)}.`;
    const noneNoDot = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(c)}`;
    const [h, , s] = parts(good);
    const subChanged = `${h}.${b64({ ...c, sub: String(w.B.id) })}.${s}`;
    const roleChanged = `${h}.${b64({ ...c, role: 'ROLE_ORG' })}.${s}`;
    const secret = w.ctx.deps.config.jwtSecret;
    const hs512 = await sign(c, secret, 'HS512');
    const hs384 = await sign(c, secret, 'HS384');
    const otherSecret = await sign(c, 'x'.repeat(64), 'HS256');
    for (const t of [none, noneNoDot, subChanged, roleChanged, hs512, hs384, otherSecret]) {
      expect((await me(t)).status).toBe(401);
    }
    // the generated secret: 256 random bits kept in DATA_DIR with mode 0600
    const dir = mkdtempSync(join(tmpdir(), 'touchline-secret-'));
    try {
      const cfg = loadConfig({ DATA_DIR: dir }, dir);
      expect(Buffer.from(cfg.jwtSecret, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(cfg.jwtSecret);
      expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
      expect(loadConfig({ DATA_DIR: dir }, dir).jwtSecret).toBe(cfg.jwtSecret);
      expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' }, dir)).toThrow();
      // the database beside it (password and token hashes): the server's user only, its WAL
      // files too; an existing database left readable by others is tightened when opened
      // (SQLite's file in DATA_DIR: on PostgreSQL they live in the database server)
      const db = await openDb({ dataDir: dir });
      await sql`CREATE TABLE t (x)`.execute(db.q);
      for (const f of ['touchline.db', 'touchline.db-wal', 'touchline.db-shm'])
        expect(statSync(join(dir, f)).mode & 0o077).toBe(0);
      await db.close();
      chmodSync(join(dir, 'touchline.db'), 0o644);
      await (await openDb({ dataDir: dir })).close();
      expect(statSync(join(dir, 'touchline.db')).mode & 0o077).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const gitignore = readFileSync(join(import.meta.dirname, '../../.gitignore'), 'utf8');
    expect(gitignore).toMatch(/^\/?data\/?$/m);
  });

  it('#22 expired, exp-less and not-yet-valid tokens are refused; access tokens live 15 minutes', async () => {
    const secret = w.ctx.deps.config.jwtSecret;
    const c = claims(w.A.token);
    const now = Math.floor(w.ctx.clock.now() / 1000);
    expect(Number(c.exp) - Number(c.iat)).toBe(15 * 60);
    expect(c.typ).toBe('access');
    const { exp: _exp, ...noExp } = c;
    const expired = await sign({ ...c, exp: now - 1 }, secret, 'HS256');
    const withoutExp = await sign(noExp, secret, 'HS256');
    const notYet = await sign({ ...c, nbf: now + 600 }, secret, 'HS256');
    const futureIat = await sign({ ...c, iat: now + 600, exp: now + 1200 }, secret, 'HS256');
    for (const t of [expired, withoutExp, notYet, futureIat])
      expect((await me(t)).status).toBe(401);
    // the same claims re-signed correctly still work (the refusals above are about the claims)
    expect((await me(await sign(c, secret, 'HS256'))).status).toBe(200);
    // and a real token dies when the clock passes its exp
    const { token } = await w.ctx.loginAs(w.B.email, w.B.password);
    w.ctx.clock.advance(15 * 60 * 1000 + 1000);
    expect((await me(token)).status).toBe(401);
  });

  it('#23 refresh tokens are single use; reuse revokes the family; access tokens are not refresh tokens', async () => {
    const { refresh_token, token } = await w.ctx.loginAs(w.B.email, w.B.password);
    const refresh = (t: string) =>
      w.ctx.request('/api/token/refresh', { json: { refresh_token: t } });
    const first = await refresh(refresh_token);
    expect(first.status).toBe(200);
    const next = (await first.json()) as { token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(refresh_token);
    expect((await refresh(refresh_token)).status).toBe(401);
    // the reuse revoked the whole family: the rotated token is dead too
    expect((await refresh(next.refresh_token)).status).toBe(401);
    const asRefresh = await refresh(token);
    expect(asRefresh.status).toBe(401);
    expect(w.ctx.logs.some((l) => l.startsWith('auth refresh_reuse'))).toBe(true);
  });

  it('#24 tokens are accepted only from Authorization: Bearer', async () => {
    const { token: t } = await w.ctx.loginAs(w.A.email, w.A.password);
    const path = '/api/user/get_logged_in_user';
    const variants: RequestInit[] = [
      {},
      { headers: { cookie: `token=${t}; access_token=${t}; Authorization=Bearer%20${t}` } },
      { headers: { authorization: t } },
      { headers: { authorization: `Token ${t}` } },
      { headers: { authorization: `Basic ${t}` } },
      { headers: { 'x-access-token': t, 'x-auth-token': t } },
    ];
    for (const [i, init] of variants.entries()) {
      const q = i === 0 ? `?token=${t}&access_token=${t}` : '';
      expect((await w.ctx.request(`${path}${q}`, init)).status, `variant ${i}`).toBe(401);
    }
    expect((await w.ctx.request(path, { headers: { authorization: `Bearer ${t}` } })).status).toBe(
      200,
    );
  });
});
