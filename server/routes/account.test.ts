// Change e-mail, sessions and the operator (issue 31). Every request goes through the contract
// check of test-utils' request() (tests/contract/api-contract.ts). SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChangeEmailResponseSchema,
  EmailChangedResponseSchema,
  OperatorResponseSchema,
  SessionsResponseSchema,
} from '../../src/shared/schemas/account';
import {
  CHANGE_EMAIL_SCOPE,
  ACCOUNT_CONTROL_MESSAGES as MSG,
} from '../../src/shared/texts/account-control';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { createTestContext, TEST_START, type TestAccount, type TestContext } from '../test-utils';

let t: TestContext;
let a: TestAccount;
let b: TestAccount;
beforeEach(async () => {
  t = await createTestContext();
  a = await t.registerCoach({ firstName: 'Ana', email: 'ana@example.com' });
  b = await t.registerCoach({ email: 'ben@example.com' });
  t.mail.length = 0;
});
afterEach(() => t.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** Signs in from a browser: the session's tokens. */
async function signIn(who: TestAccount, userAgent: string, rememberMe = true) {
  const res = await t.request('/api/login', {
    json: { username: who.email, password: who.password, rememberMe },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; refresh_token: string };
}

const refresh = (refresh_token: string) =>
  t.request('/api/token/refresh', { json: { refresh_token } });
const sessions = async (token: string) => {
  const res = await t.request('/api/user/sessions', { token });
  expect(res.status).toBe(200);
  return SessionsResponseSchema.parse(await res.json()).list;
};
const changeEmail = (token: string, password: string, newEmail: unknown) =>
  t.request('/api/user/change_email', { token, json: { password, newEmail } });
const validate = (token: string, scope = CHANGE_EMAIL_SCOPE) =>
  t.request('/api/user/validateUserToken', { json: { token, scope } });
const emailOf = async (id: number) =>
  (
    await t.db.q
      .selectFrom('users')
      .select(['email', 'email_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).email;
const linkIn = (to: string) => {
  const m = t.mail.find((x) => x.to === to);
  const match = m && /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(m.text);
  if (!match) throw new Error(`no confirm-email link to ${to}`);
  return match[1];
};

describe('POST /api/user/change_email', () => {
  it('mails a one-hour link to the new address and a notice to the old one; nothing changes until it is opened', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    const res = await changeEmail(token, a.password, 'ana.lee@example.com');
    expect(res.status).toBe(200);
    expect(ChangeEmailResponseSchema.parse(await res.json())).toEqual({
      message: MSG.changeEmailSent,
    });
    expect(t.mail.map((m) => m.to).sort()).toEqual(['ana.lee@example.com', 'ana@example.com']);
    const link = t.mail.find((m) => m.to === 'ana.lee@example.com')?.text ?? '';
    expect(link).toContain('http://localhost:3000/confirm-email?token=');
    const notice = t.mail.find((m) => m.to === 'ana@example.com')?.text ?? '';
    expect(notice).toContain('ana.lee@example.com');
    expect(notice).not.toContain('token=');
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect(await emailOf(a.id)).toBe('ana@example.com');
    const old = await t.request('/api/login', {
      json: { username: 'ana@example.com', password: a.password },
    });
    expect(old.status).toBe(200);
    // The database holds the token's hash only.
    const secret = linkIn('ana.lee@example.com');
    const rows = await t.db.q.selectFrom('email_changes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);

    const done = await validate(secret);
    expect(done.status).toBe(200);
    expect(EmailChangedResponseSchema.parse(await done.json())).toEqual({
      message: MSG.emailChanged,
    });
    expect(await emailOf(a.id)).toBe('ana.lee@example.com');
    const signIns = await Promise.all(
      ['ana.lee@example.com', 'ana@example.com'].map((username) =>
        t.request('/api/login', { json: { username, password: a.password } }),
      ),
    );
    expect(signIns.map((r) => r.status)).toEqual([200, 401]);
    // The old address can register again.
    await t.registerCoach({ email: 'ana@example.com' });
  });

  it('a link works once, dies after one hour, and a newer request voids the older', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    await changeEmail(token, a.password, 'first@example.com');
    const first = linkIn('first@example.com');
    await changeEmail(token, a.password, 'second@example.com');
    const second = linkIn('second@example.com');
    expect((await validate(first)).status).toBe(404);
    expect(await emailOf(a.id)).toBe('ana@example.com');
    expect((await validate(second)).status).toBe(200);
    const again = await validate(second);
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBeTruthy();
    expect(await emailOf(a.id)).toBe('second@example.com');

    // Expiry by the fixed clock.
    await changeEmail(token, a.password, 'third@example.com');
    const third = linkIn('third@example.com');
    t.clock.set(TEST_START + 3600_000 + 1);
    expect((await validate(third)).status).toBe(404);
    expect(await emailOf(a.id)).toBe('second@example.com');
  });

  it('one scope per token: a change token does not confirm an account, nor a confirm token change an e-mail', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    await changeEmail(token, a.password, 'scoped@example.com');
    const secret = linkIn('scoped@example.com');
    expect((await validate(secret, 'Confirm Account' as typeof CHANGE_EMAIL_SCOPE)).status).toBe(
      404,
    );
    expect((await validate(secret, 'Other' as typeof CHANGE_EMAIL_SCOPE)).status).toBe(400);
    expect((await validate(secret)).status).toBe(200);
  });

  it('the change voids reset links mailed to the old address', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    await t.request('/api/reset-password/forgot-password', { json: { email: a.email } });
    const reset = /resetPasswordToken=([A-Za-z0-9_-]+)/.exec(
      t.mail.find((m) => m.to === a.email)?.text ?? '',
    )?.[1];
    expect(reset).toBeTruthy();
    await changeEmail(token, a.password, 'moved@example.com');
    expect((await validate(linkIn('moved@example.com'))).status).toBe(200);
    const validateReset = await t.request(`/api/reset-password/validate/${reset}`);
    expect((await validateReset.json()).message).not.toBe('Valid Token');
  });

  it('works for an organisation user too, and logs no token', async () => {
    const o = await t.registerOrg({ email: 'sam@harbour.example' });
    const { token } = await signIn(o, FIREFOX_WINDOWS);
    expect((await changeEmail(token, o.password, 'sam.roe@harbour.example')).status).toBe(200);
    const secret = linkIn('sam.roe@harbour.example');
    expect((await validate(secret)).status).toBe(200);
    expect(await emailOf(o.id)).toBe('sam.roe@harbour.example');
    expect(t.logs.join('\n')).not.toContain(secret);
    expect(
      t.logs.some((l) => l.startsWith('auth email_changed') && l.includes(`user=${o.id}`)),
    ).toBe(true);
  });

  it('a taken address is 409 only after the password was right', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    const wrong = await changeEmail(token, 'Wr0ng!Password#1', b.email);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ password: API_ERRORS.wrongPassword });
    const taken = await changeEmail(token, a.password, b.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(t.mail).toEqual([]);
  });

  it('an address taken between the request and the link is 409 then, and nothing changes', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    await changeEmail(token, a.password, 'race@example.com');
    const secret = linkIn('race@example.com');
    await t.registerCoach({ email: 'race@example.com' });
    expect((await validate(secret)).status).toBe(409);
    expect(await emailOf(a.id)).toBe('ana@example.com');
  });

  it('an invalid address is 400 naming newEmail; no bearer is 401', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    for (const bad of ['not-an-address', '', 'a@b', 7, `${'x'.repeat(250)}@example.com`]) {
      const res = await changeEmail(token, a.password, bad);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).fields ?? {})).toContain('newEmail');
    }
    expect(
      (
        await t.request('/api/user/change_email', {
          json: { password: a.password, newEmail: 'x@example.com' },
        })
      ).status,
    ).toBe(401);
    expect(t.mail).toEqual([]);
  });

  it('at most 5 requests an hour per account (each mails two addresses)', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    for (let i = 0; i < 5; i += 1) {
      expect((await changeEmail(token, a.password, `n${i}@example.com`)).status).toBe(200);
    }
    const sixth = await changeEmail(token, a.password, 'n5@example.com');
    expect(sixth.status).toBe(429);
    expect(t.mail.some((m) => m.to === 'n5@example.com')).toBe(false);
    // Sign-in is not locked by it, and the hour ends.
    expect((await signIn(a, CHROME_ANDROID)).token).toBeTruthy();
    t.clock.advance(3600_000 + 1);
    const later = await signIn(a, CHROME_ANDROID);
    expect((await changeEmail(later.token, a.password, 'n6@example.com')).status).toBe(200);
  });

  it('wrong passwords count with sign-in: the 11th is 429 and locks sign-in', async () => {
    const { token } = await signIn(a, CHROME_ANDROID);
    for (let i = 0; i < 10; i += 1) {
      expect((await changeEmail(token, 'nope', 'new@example.com')).status).toBe(400);
    }
    const eleventh = await changeEmail(token, a.password, 'new@example.com');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    const login = await t.request('/api/login', {
      json: { username: a.email, password: a.password },
    });
    expect(login.status).toBe(429);
  });
});

describe('sessions', () => {
  it('lists each sign-in with its times and device, and marks the caller’s', async () => {
    const phone = await signIn(a, CHROME_ANDROID);
    t.clock.advance(60_000);
    const iphone = await signIn(a, SAFARI_IPHONE);
    t.clock.advance(60_000);
    await signIn(b, FIREFOX_WINDOWS);
    t.clock.advance(60_000);
    const next = await refresh(phone.refresh_token);
    expect(next.status).toBe(200);
    const list = await sessions(iphone.token);
    // registerCoach signs nobody in: two sessions of a's, the refreshed one first.
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Android', false],
      ['Safari on iPhone', true],
    ]);
    expect(list[0].createdAt).toBe(new Date(TEST_START).toISOString());
    expect(list[0].lastUsedAt).toBe(new Date(TEST_START + 180_000).toISOString());
    expect(list[1].createdAt).toBe(new Date(TEST_START + 60_000).toISOString());
    // The refreshed access token still names its session.
    const fromPhone = await sessions((await next.json()).token);
    expect(fromPhone.find((s) => s.current)?.device).toBe('Chrome on Android');
    // No secrets in the list.
    expect(JSON.stringify(list)).not.toContain(phone.refresh_token);
  });

  it('ending one revokes its family: its refresh fails, the others go on', async () => {
    const phone = await signIn(a, CHROME_ANDROID);
    const laptop = await signIn(a, FIREFOX_WINDOWS);
    const [, phoneRow] = (await sessions(laptop.token)).sort((x, y) =>
      x.current === y.current ? 0 : x.current ? -1 : 1,
    );
    expect(phoneRow.device).toBe('Chrome on Android');
    const res = await t.request(`/api/user/sessions/${phoneRow.id}`, {
      method: 'DELETE',
      token: laptop.token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MSG.sessionEnded });
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect((await refresh(laptop.refresh_token)).status).toBe(200);
    expect((await sessions(laptop.token)).map((s) => s.device)).toEqual(['Firefox on Windows']);
    // Ending it again: 404.
    const again = await t.request(`/api/user/sessions/${phoneRow.id}`, {
      method: 'DELETE',
      token: laptop.token,
    });
    expect(again.status).toBe(404);
  });

  it('a refresh of a session ended meanwhile fails (its row gone before its tokens are revoked)', async () => {
    const phone = await signIn(a, CHROME_ANDROID);
    // What a refresh sees when "end" deleted the row and has not yet revoked the tokens.
    await t.db.q.deleteFrom('user_sessions').where('user_id', '=', a.id).execute();
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    const live = await t.db.q
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', a.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('ending and refreshing at once: no error, and the session does not live on', async () => {
    for (let i = 0; i < 5; i += 1) {
      const phone = await signIn(a, CHROME_ANDROID);
      const laptop = await signIn(a, FIREFOX_WINDOWS);
      const id = (await sessions(laptop.token)).find((x) => !x.current)?.id ?? '';
      const [r, e] = await Promise.all([
        refresh(phone.refresh_token),
        t.request(`/api/user/sessions/${id}`, { method: 'DELETE', token: laptop.token }),
      ]);
      expect(e.status).toBe(200);
      expect([200, 401]).toContain(r.status);
      if (r.status === 200) {
        expect((await refresh((await r.json()).refresh_token)).status).toBe(401);
      }
      expect((await sessions(laptop.token)).map((x) => x.device)).toEqual(['Firefox on Windows']);
      await t.request('/api/logout', { json: { refresh_token: laptop.refresh_token } });
    }
  });

  it('another user’s session id is 404 and stays alive', async () => {
    const mine = await signIn(a, CHROME_ANDROID);
    const theirs = await signIn(b, FIREFOX_WINDOWS);
    const [their] = await sessions(theirs.token);
    for (const id of [their.id, 'no-such-session', '..%2F..', 'x'.repeat(100)]) {
      const res = await t.request(`/api/user/sessions/${id}`, {
        method: 'DELETE',
        token: mine.token,
      });
      expect(res.status).toBe(404);
    }
    expect((await refresh(theirs.refresh_token)).status).toBe(200);
  });

  it('"end all others" keeps the caller’s session only', async () => {
    const one = await signIn(a, CHROME_ANDROID);
    const two = await signIn(a, SAFARI_IPHONE, false);
    const three = await signIn(a, FIREFOX_WINDOWS);
    const other = await signIn(b, FIREFOX_WINDOWS);
    const res = await t.request('/api/user/sessions', { method: 'DELETE', token: two.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MSG.sessionsEnded });
    expect((await refresh(one.refresh_token)).status).toBe(401);
    expect((await refresh(three.refresh_token)).status).toBe(401);
    const kept = await refresh(two.refresh_token);
    expect(kept.status).toBe(200);
    const list = await sessions((await kept.json()).token);
    expect(list.map((s) => [s.device, s.current])).toEqual([['Safari on iPhone', true]]);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('a reused refresh token revokes the family, which leaves the list', async () => {
    const phone = await signIn(a, CHROME_ANDROID);
    const laptop = await signIn(a, FIREFOX_WINDOWS);
    expect((await refresh(phone.refresh_token)).status).toBe(200);
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect((await sessions(laptop.token)).map((s) => s.device)).toEqual(['Firefox on Windows']);
  });

  it('logout and expiry end a session; a password change leaves the new one only', async () => {
    const phone = await signIn(a, CHROME_ANDROID, false);
    const laptop = await signIn(a, FIREFOX_WINDOWS);
    await t.request('/api/logout', { json: { refresh_token: laptop.refresh_token } });
    expect((await sessions(phone.token)).map((s) => s.device)).toEqual(['Chrome on Android']);
    // 12 hours without remember-me.
    t.clock.advance(12 * 3600_000 + 1);
    const fresh = await signIn(a, SAFARI_IPHONE);
    expect((await sessions(fresh.token)).map((s) => s.device)).toEqual(['Safari on iPhone']);
    const changed = await t.request('/api/user/change_password', {
      token: fresh.token,
      json: {
        oldPassword: a.password,
        newPassword: 'N3w&Better!Touchline',
        confirmPassword: 'N3w&Better!Touchline',
      },
      headers: { 'user-agent': FIREFOX_WINDOWS },
    });
    expect(changed.status).toBe(200);
    const list = await sessions((await changed.json()).token);
    expect(list.map((s) => [s.device, s.current])).toEqual([['Firefox on Windows', true]]);
  });

  it('answer no-store, and the logs hold no token or User-Agent', async () => {
    const phone = await signIn(a, CHROME_ANDROID);
    const res = await t.request('/api/user/sessions', { token: phone.token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [s] = SessionsResponseSchema.parse(await res.json()).list;
    await t.request(`/api/user/sessions/${s.id}`, { method: 'DELETE', token: phone.token });
    const logs = t.logs.join('\n');
    expect(logs).toContain(`session_ended at=`);
    for (const secret of [phone.token, phone.refresh_token, 'Android']) {
      expect(logs).not.toContain(secret);
    }
  });

  it('need a bearer', async () => {
    expect((await t.request('/api/user/sessions')).status).toBe(401);
    expect((await t.request('/api/user/sessions', { method: 'DELETE' })).status).toBe(401);
    expect((await t.request('/api/user/sessions/abc', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('GET /api/site/operator', () => {
  it('answers the defaults, or the configured operator', async () => {
    const res = await t.request('/api/site/operator');
    expect(OperatorResponseSchema.parse(await res.json())).toEqual({
      name: 'Touchline',
      email: 'privacy@touchline.invalid',
      retentionDays: 365,
    });
    const other = await createTestContext({
      config: {
        publicUrl: 'https://jobs.harbour.example',
        operatorName: 'Harbour Sport Ltd',
        retentionDays: 90,
      },
    });
    try {
      const body = await (await other.request('/api/site/operator')).json();
      expect(body).toEqual({
        name: 'Harbour Sport Ltd',
        email: 'privacy@jobs.harbour.example',
        retentionDays: 90,
      });
    } finally {
      await other.close();
    }
  });
});
