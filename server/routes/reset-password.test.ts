import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESET_TOKEN_FALLBACK } from '../../src/shared/constants';
import { API_MESSAGES } from '../../src/shared/messages';
import { sha256 } from '../lib/crypto';
import { createTestContext, type TestAccount, type TestContext } from '../test-utils';

let t: TestContext;
let a: TestAccount;
beforeEach(async () => {
  t = await createTestContext({ config: { publicUrl: 'https://touchline.example' } });
  a = await t.registerCoach({ email: 'coach@example.com' });
  t.mail.length = 0;
});
afterEach(() => t.close());

const NEW_PASSWORD = 'N3w&Better!Touchline';
const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.request('/api/reset-password/forgot-password', { json: { email }, headers });
const mailedToken = (i = t.mail.length - 1) =>
  /resetPasswordToken=([A-Za-z0-9_-]+)/.exec(t.mail[i].text)?.[1] ?? '';
const validate = (token: string) => t.request(`/api/reset-password/validate/${token}`);
const reset = (token: string, password = NEW_PASSWORD) =>
  t.request('/api/reset-password/reset', { json: { token, password } });

describe('POST /api/reset-password/forgot-password', () => {
  it('answers the same success for known and unknown e-mails; mails only the stored address', async () => {
    const unknown = await forgot('nobody@example.com');
    expect(t.mail).toHaveLength(0);
    const known = await forgot('COACH@example.com');
    expect(t.mail).toHaveLength(1);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.text()).toBe(await known.text());
    expect(await (await forgot('x@example.com')).json()).toEqual({
      message: API_MESSAGES.forgotPasswordSent,
    });
    expect(t.mail[0].to).toBe('coach@example.com');
  });

  it('lookalike addresses get the generic success and no mail', async () => {
    for (const email of ['coach@exampIe.com', 'coach@exampłe.com']) {
      expect((await forgot(email)).status).toBe(200);
    }
    expect(t.mail).toHaveLength(0);
  });

  it('builds the link from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    await forgot(a.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(t.mail[0].text).toMatch(
      /https:\/\/touchline\.example\/reset-password\?resetPasswordToken=[A-Za-z0-9_-]{43}\b/,
    );
    expect(t.mail[0].text).not.toContain('evil.example');
  });

  it('stores only a SHA-256 hash of a 256-bit token', async () => {
    await forgot(a.email);
    const token = mailedToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await t.db.q
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('purpose', '=', 'reset')
      .executeTakeFirst();
    expect(row).toEqual({ token_hash: sha256(token) });
  });

  it('throttles per account (6th in an hour: 429) so the mailbox gets at most the limit', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(a.email)).status).toBe(200);
    const res = await forgot(a.email);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(t.mail).toHaveLength(5);
  });

  it('throttles per client address across many e-mails', async () => {
    t.deps.config.rateLimits.forgotAddress = 3;
    for (let i = 0; i < 3; i++) expect((await forgot(`p${i}@example.com`)).status).toBe(200);
    expect((await forgot('p9@example.com')).status).toBe(429);
  });
});

describe('validate and reset', () => {
  it('a mailed token validates, resets once, and the new password works; sessions are revoked', async () => {
    const s = await t.loginAs(a.email, a.password);
    await forgot(a.email);
    const token = mailedToken();
    const v = await validate(token);
    expect(v.status).toBe(200);
    expect(await v.json()).toEqual({ message: API_MESSAGES.validToken });
    const r = await reset(token);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ message: API_MESSAGES.passwordReset });
    expect((await validate(token)).status).toBe(404);
    expect((await reset(token, 'An0ther!Touchline')).status).toBe(404);
    expect((await t.request('/api/user/get_logged_in_user', { token: s.token })).status).toBe(401);
    expect(
      (await t.request('/api/token/refresh', { json: { refresh_token: s.refresh_token } })).status,
    ).toBe(401);
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: a.password } })).status,
    ).toBe(401);
    expect(
      t.logs.some((l) => l.startsWith('auth password_reset ') && l.includes(`user=${a.id}`)),
    ).toBe(true);
    expect(t.logs.join('\n')).not.toContain(token);
    expect(t.logs.some((l) => l.includes('/api/reset-password/validate/[redacted]'))).toBe(true);
  });

  it('a newer token voids the older one', async () => {
    await forgot(a.email);
    await forgot(a.email);
    const [first, second] = [mailedToken(0), mailedToken(1)];
    expect((await validate(first)).status).toBe(404);
    expect((await reset(first)).status).toBe(404);
    expect((await validate(second)).status).toBe(200);
  });

  it('expires after one hour (fake clock)', async () => {
    await forgot(a.email);
    const token = mailedToken();
    t.clock.advance(3600 * 1000);
    expect((await validate(token)).status).toBe(404);
    expect((await reset(token)).status).toBe(404);
  });

  it('a password change voids an outstanding token', async () => {
    await forgot(a.email);
    const token = mailedToken();
    const s = await t.loginAs(a.email, a.password);
    const body = {
      oldPassword: a.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    expect(
      (await t.request('/api/user/change_password', { token: s.token, json: body })).status,
    ).toBe(200);
    expect((await reset(token, 'An0ther!Touchline')).status).toBe(404);
  });

  it('tampered, empty, placeholder, traversal, oversize and NUL tokens are 4xx, never 5xx; password unchanged', async () => {
    await forgot(a.email);
    const token = mailedToken();
    const tampered = `${token.slice(0, -5)}${token.slice(-5) === 'AAAAA' ? 'BBBBB' : 'AAAAA'}`;
    for (const bad of [
      tampered,
      RESET_TOKEN_FALLBACK,
      '..%2F..%2F',
      'x'.repeat(10_000),
      '%00',
      'a%00b',
    ]) {
      const v = await validate(bad);
      expect(v.status, bad.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(v.status).toBeLessThan(500);
      const r = await reset(decodeURIComponent(bad));
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    expect((await reset('')).status).toBe(400);
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: a.password } })).status,
    ).toBe(200);
  });

  it('refuses a weak or common new password (400) and keeps the token usable', async () => {
    await forgot(a.email);
    const token = mailedToken();
    for (const password of ['Aa1!aaa', 'aaaaaaa1!', 'Password1!']) {
      expect((await reset(token, password)).status).toBe(400);
    }
    expect((await reset(token)).status).toBe(200);
  });

  it('a reset token is not a bearer token', async () => {
    await forgot(a.email);
    expect((await t.request('/api/user/get_logged_in_user', { token: mailedToken() })).status).toBe(
      401,
    );
  });

  it('rate-limits validation per client address (21st in an hour: 429)', async () => {
    for (let i = 0; i < 20; i++) expect((await validate('y'.repeat(43))).status).toBe(404);
    const res = await validate('y'.repeat(43));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).not.toBeNull();
  });
});

describe('forgot-password validation', () => {
  it('400 with the SPEC message for text that is not an address, and for a missing field', async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ email: 'Invalid email address' });
    const missing = await t.request('/api/reset-password/forgot-password', { json: {} });
    expect((await missing.json()).fields).toEqual({ email: 'Required field' });
  });
});
