// Section B of SECURITY-CHECKS.md (password reset and account tokens), in process. #14 is in
// throttle.test.ts (real server); the timing half of #13 in slow/timing.test.ts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/lib/crypto';
import { createTestContext, type TestAccount, type TestContext } from '../../server/test-utils';
import { RESET_TOKEN_FALLBACK } from '../../src/shared/constants';
import { isFailureBody } from './lib/context';
import { HIGH_RATE_LIMITS } from './lib/limits';

const FORGOT_OK = 'Password Reset Request sent. Please check your email.';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimits: HIGH_RATE_LIMITS } });
});
afterAll(() => ctx.close());

const settle = () => new Promise((r) => setTimeout(r, 10));
async function requestReset(email: string, t = ctx): Promise<string> {
  const before = t.mail.length;
  const res = await t.request('/api/reset-password/forgot-password', { json: { email } });
  expect(res.status).toBe(200);
  await settle();
  expect(t.mail.length).toBe(before + 1);
  const m = /resetPasswordToken=([A-Za-z0-9_-]+)/.exec(t.mail.at(-1)?.text ?? '');
  if (!m) throw new Error('no reset link in the mail');
  return m[1];
}
const validate = (token: string) =>
  ctx.request(`/api/reset-password/validate/${encodeURIComponent(token)}`);
const reset = (token: unknown, password = 'N3w!Reset#Pass') =>
  ctx.request('/api/reset-password/reset', { json: { token, password } });
const canLogin = async (email: string, password: string) =>
  (await ctx.request('/api/login', { json: { username: email, password } })).status === 200;

describe('B. password reset and account tokens', () => {
  it('#13 forgot-password answers the same for known and unknown addresses; mail only to known', async () => {
    const A = await ctx.registerCoach();
    ctx.mail.length = 0;
    const unknown = await ctx.request('/api/reset-password/forgot-password', {
      json: { email: 'unknown@example.com' },
    });
    await settle();
    const mailsAfterUnknown = ctx.mail.length;
    const known = await ctx.request('/api/reset-password/forgot-password', {
      json: { email: A.email },
    });
    await settle();
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(unknown.status);
    const [ub, kb] = [await unknown.text(), await known.text()];
    expect(kb).toBe(ub);
    expect(JSON.parse(kb)).toEqual({ message: FORGOT_OK });
    expect(mailsAfterUnknown).toBe(0);
    expect(ctx.mail.length).toBe(1);
  });

  it('#15 reset tokens: 256 random bits, stored hashed, single use, newest only, 1 hour, void after a change', async () => {
    const A = await ctx.registerCoach();
    const token = await requestReset(A.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await ctx.db.q
      .selectFrom('user_tokens')
      .selectAll()
      .where('user_id', '=', A.id)
      .where('purpose', '=', 'reset')
      .execute();
    expect(rows.some((r) => r.token_hash === sha256(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    // tokens differ every time (CSPRNG, not derived from the account)
    const second = await requestReset(A.email);
    expect(second).not.toBe(token);
    // the older one is dead once a newer one is issued
    expect((await validate(token)).status).toBe(404);
    expect((await reset(token)).status).toBe(404);
    // single use
    expect((await validate(second)).status).toBe(200);
    expect((await reset(second, 'Fir5t!Reset#Pw')).status).toBe(200);
    expect((await validate(second)).status).toBe(404);
    expect((await reset(second, 'Sec0nd!Reset#Pw')).status).toBe(404);
    expect(await canLogin(A.email, 'Fir5t!Reset#Pw')).toBe(true);
    // expiry after one hour
    const third = await requestReset(A.email);
    ctx.clock.advance(60 * 60 * 1000 + 1);
    expect((await validate(third)).status).toBe(404);
    expect((await reset(third)).status).toBe(404);
    // a password change voids an outstanding token
    const fourth = await requestReset(A.email);
    const { token: access } = await ctx.loginAs(A.email, 'Fir5t!Reset#Pw');
    const changed = await ctx.request('/api/user/change_password', {
      token: access,
      json: {
        oldPassword: 'Fir5t!Reset#Pw',
        newPassword: 'Chang3d!Pw#x',
        confirmPassword: 'Chang3d!Pw#x',
      },
    });
    expect(changed.status).toBe(200);
    expect((await validate(fourth)).status).toBe(404);
    expect((await reset(fourth)).status).toBe(404);
    expect(await canLogin(A.email, 'Chang3d!Pw#x')).toBe(true);
  });

  it('#16 a token with its last 5 characters changed does not validate or reset', async () => {
    const A = await ctx.registerCoach();
    const token = await requestReset(A.email);
    const tail = token.slice(-5);
    const changed = token.slice(0, -5) + (tail === 'AAAAA' ? 'BBBBB' : 'AAAAA');
    expect(changed.length).toBe(token.length);
    const v = await validate(changed);
    expect(v.status).toBe(404);
    expect((await v.json()).message).not.toBe('Valid Token');
    expect((await reset(changed)).status).toBe(404);
    expect(await canLogin(A.email, A.password)).toBe(true);
    expect((await validate(token)).status).toBe(200);
  });

  it('#17 empty, placeholder, traversal, huge and NUL tokens are refused without a 5xx', async () => {
    const A = await ctx.registerCoach();
    await requestReset(A.email);
    const bad = [
      '',
      RESET_TOKEN_FALLBACK,
      '../',
      '..%2F..%2F',
      'x'.repeat(10 * 1024),
      '%00',
      '\u0000',
      `${'a'.repeat(42)}%00`,
    ];
    for (const t of bad) {
      const v = await ctx.request(
        `/api/reset-password/validate/${t === '' ? '' : encodeURIComponent(t)}`,
      );
      expect(v.status, `validate ${t.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(v.status).toBeLessThan(500);
      expect(isFailureBody(await v.json())).toBe(true);
      const r = await reset(t);
      expect(r.status, `reset ${t.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(isFailureBody(await r.json())).toBe(true);
    }
    // the SPA's placeholder never validates, even if a row with its hash existed
    await ctx.db.q
      .insertInto('user_tokens')
      .values({
        user_id: A.id,
        purpose: 'reset',
        token_hash: sha256(RESET_TOKEN_FALLBACK),
        expires_at: ctx.clock.now() + 3600_000,
        created_at: ctx.clock.now(),
      })
      .execute();
    expect((await validate(RESET_TOKEN_FALLBACK)).status).toBe(404);
    expect((await reset(RESET_TOKEN_FALLBACK)).status).toBe(404);
    expect(await canLogin(A.email, A.password)).toBe(true);
  });

  it('#18 reset links use PUBLIC_URL, never the request Host or X-Forwarded-Host', async () => {
    const A = await ctx.registerCoach();
    ctx.mail.length = 0;
    await ctx.app.request('http://evil.example/api/reset-password/forgot-password', {
      method: 'POST',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${ctx.xsrfToken}`,
        'x-xsrf-token': ctx.xsrfToken,
      },
      body: JSON.stringify({ email: A.email }),
    });
    await settle();
    expect(ctx.mail).toHaveLength(1);
    const text = ctx.mail[0].text;
    expect(text).toContain('http://localhost:3000/reset-password?resetPasswordToken=');
    expect(text).not.toContain('evil.example');
  });

  it('#19 the reset page sends no Referer, the token is not logged, validation is rate-limited', async () => {
    const dist = resolve(import.meta.dirname, '../../dist');
    const t = await createTestContext({
      config: existsSync(join(dist, 'index.html')) ? { distDir: dist } : {},
    });
    try {
      const A = await t.registerCoach();
      const token = await requestReset(A.email, t);
      const page = await t.request(`/reset-password?resetPasswordToken=${token}`);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const ok = await t.request(`/api/reset-password/validate/${token}`);
      expect(ok.status).toBe(200);
      expect(t.logs.join('\n')).not.toContain(token);
      expect(t.logs.some((l) => l.includes('/api/reset-password/validate/[redacted]'))).toBe(true);
      // default limit: 20 validation attempts an hour per client (one used above)
      const statuses: number[] = [];
      for (let i = 0; i < 19; i++)
        statuses.push((await t.request(`/api/reset-password/validate/${'b'.repeat(43)}`)).status);
      expect(new Set(statuses)).toEqual(new Set([404]));
      const limited = await t.request(`/api/reset-password/validate/${token}`);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('#20 every token type works only for its own purpose', async () => {
    const before = ctx.mail.length;
    const A: TestAccount = await ctx.registerCoach();
    await settle();
    const confirm = /[?&]token=([A-Za-z0-9_-]+)/.exec(
      ctx.mail.slice(before).find((m) => m.to === A.email)?.text ?? '',
    )?.[1];
    expect(confirm).toBeTruthy();
    const resetToken = await requestReset(A.email);
    const { token: access, refresh_token } = await ctx.loginAs(A.email, A.password);
    const me = (bearer: string) => ctx.request('/api/user/get_logged_in_user', { token: bearer });
    expect((await me(resetToken)).status).toBe(401);
    expect((await me(String(confirm))).status).toBe(401);
    expect((await me(refresh_token)).status).toBe(401);
    expect((await reset(String(confirm))).status).toBe(404);
    expect((await reset(access)).status).toBeGreaterThanOrEqual(400);
    expect((await reset(refresh_token)).status).toBe(404);
    const asConfirm = (token: string) =>
      ctx.request('/api/user/validateUserToken', { json: { token, scope: 'Confirm Account' } });
    expect((await asConfirm(resetToken)).status).toBe(404);
    expect((await asConfirm(refresh_token)).status).toBe(404);
    expect(
      (await ctx.request('/api/token/refresh', { json: { refresh_token: resetToken } })).status,
    ).toBe(401);
    expect(
      (await ctx.request('/api/token/refresh', { json: { refresh_token: access } })).status,
    ).toBeGreaterThanOrEqual(400);
    // the real purposes still work
    expect((await me(access)).status).toBe(200);
    expect((await asConfirm(String(confirm))).status).toBe(200);
    expect((await validate(resetToken)).status).toBe(200);
  });
});
