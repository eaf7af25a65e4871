import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, MESSAGES } from '../../src/shared/messages';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test-utils';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

const count = async (table: 'users' | 'organisations') =>
  (
    await t.db.q
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const coachBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lee',
  mobileNumber: '0412345678',
  email: 'ana@example.com',
  password: TEST_PASSWORD,
  termsAndConditions: true,
  ...over,
});

describe('POST /api/coach/register', () => {
  it('creates a coach (201), ignores extra fields, hashes with argon2id and mails a confirmation link', async () => {
    const res = await t.request('/api/coach/register', {
      json: coachBody({
        role: 'ROLE_ADMIN',
        id: 1,
        userId: 1,
        isVerified: true,
        email_verified: 1,
      }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: API_MESSAGES.coachRegistered });
    const row = await t.db.q
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', 'ana@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('ROLE_COACH');
    expect(row.email_verified).toBe(0);
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0].to).toBe('ana@example.com');
    expect(t.mail[0].text).toMatch(
      /http:\/\/localhost:3000\/confirm-account\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(t.logs.join('\n')).not.toContain(TEST_PASSWORD);
  });
});

describe('POST /api/coach/register failures', () => {
  it('400 with SPEC messages per field, nothing stored', async () => {
    const res = await t.request('/api/coach/register', {
      json: coachBody({
        email: 'nope',
        password: 'Aa1!aaa',
        mobileNumber: '12',
        termsAndConditions: false,
      }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Error');
    expect(body.fields).toMatchObject({
      email: 'Invalid email address',
      password: MESSAGES.passwordRule,
      mobileNumber: 'Invalid phone number',
      termsAndConditions: MESSAGES.acceptTerms,
    });
    expect(await count('users')).toBe(0);
  });

  it('refuses a password without uppercase and one longer than 128 characters', async () => {
    for (const password of ['aaaaaaa1!', `Aa1!${'x'.repeat(125)}`]) {
      const res = await t.request('/api/coach/register', { json: coachBody({ password }) });
      expect(res.status).toBe(400);
    }
  });

  it('refuses a common password such as Password1!', async () => {
    const res = await t.request('/api/coach/register', {
      json: coachBody({ password: 'Password1!' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ password: MESSAGES.passwordTooCommon });
  });

  it('409 for an address already registered in another case', async () => {
    expect((await t.request('/api/coach/register', { json: coachBody() })).status).toBe(201);
    const res = await t.request('/api/coach/register', {
      json: coachBody({ email: 'Ana@Example.COM' }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Error', detail: API_ERRORS.emailTaken });
  });

  it('accepts 64 and 128 character passwords and logs in with them, refusing a prefix', async () => {
    for (const len of [64, 128]) {
      const password = `Aa1!${'k'.repeat(len - 4)}`;
      const email = `long${len}@example.com`;
      expect(
        (await t.request('/api/coach/register', { json: coachBody({ email, password }) })).status,
      ).toBe(201);
      expect((await t.request('/api/login', { json: { username: email, password } })).status).toBe(
        200,
      );
      const prefix = password.slice(0, 60);
      expect(
        (await t.request('/api/login', { json: { username: email, password: prefix } })).status,
      ).toBe(401);
    }
  });

  it('429 with Retry-After after the per-address register limit', async () => {
    t.deps.config.rateLimits.registerAddress = 2;
    for (let i = 0; i < 2; i++) {
      const res = await t.request('/api/coach/register', {
        json: coachBody({ email: `r${i}@example.com` }),
      });
      expect(res.status).toBe(201);
    }
    const res = await t.request('/api/coach/register', {
      json: coachBody({ email: 'r9@example.com' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toBe('Error');
  });
});

describe('POST /api/org/signUp', () => {
  const orgBody = (over: Record<string, unknown> = {}) => ({
    orgName: 'Harbour FC',
    orgType: 'Community Club',
    ...coachBody({ email: 'sam@harbour.example' }),
    ...over,
  });
  beforeEach(async () => {
    await t.db.q
      .insertInto('org_types')
      .values({ type: 'Community Club' })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });

  it('creates the organisation and a ROLE_ORG user linked to it (201)', async () => {
    const res = await t.request('/api/org/signUp', { json: orgBody({ role: 'ROLE_COACH' }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: API_MESSAGES.orgRegistered });
    const u = await t.db.q
      .selectFrom('users as u')
      .innerJoin('organisations as o', 'o.id', 'u.org_id')
      .select(['u.role', 'o.name'])
      .executeTakeFirst();
    expect(u).toEqual({ role: 'ROLE_ORG', name: 'Harbour FC' });
  });

  it('400 fields.orgType for an unknown type, nothing stored', async () => {
    const res = await t.request('/api/org/signUp', { json: orgBody({ orgType: 'Nope' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ orgType: API_ERRORS.unknownOrgType });
    expect(await count('organisations')).toBe(0);
  });

  it('409 when the e-mail is taken, and the organisation is not created', async () => {
    await t.registerCoach({ email: 'sam@harbour.example' });
    const res = await t.request('/api/org/signUp', { json: orgBody() });
    expect(res.status).toBe(409);
    expect(await count('organisations')).toBe(0);
  });
});

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('POST /api/login', () => {
  it('answers tokens: a 15 minute access token and a 12 h refresh token', async () => {
    const a = await t.registerCoach();
    const res = await t.request('/api/login', {
      json: { username: a.email.toUpperCase(), password: a.password },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(API_MESSAGES.loginSuccessful);
    const claims = decode(body.token);
    expect(claims).toMatchObject({ sub: String(a.id), role: 'ROLE_COACH', typ: 'access' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    const row = await t.db.q
      .selectFrom('refresh_tokens')
      .select(['expires_at', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(12 * 3600 * 1000);
    expect(
      t.logs.some((l) => l.startsWith('auth login_success') && l.includes(`user=${a.id}`)),
    ).toBe(true);
  });

  it('rememberMe gives a 30 day refresh token', async () => {
    const a = await t.registerCoach();
    await t.loginAs(a.email, a.password, true);
    const row = await t.db.q
      .selectFrom('refresh_tokens')
      .select(['expires_at', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(30 * 24 * 3600 * 1000);
  });

  it('answers the same 401 body for a wrong password and an unknown user', async () => {
    const a = await t.registerCoach();
    const wrong = await t.request('/api/login', {
      json: { username: a.email, password: 'Wr0ng!pass' },
    });
    const unknown = await t.request('/api/login', {
      json: { username: 'nobody@x.test', password: 'Wr0ng!pass' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [w, u] = [await wrong.text(), await unknown.text()];
    expect(w).toBe(u);
    expect(JSON.parse(w).detail).toBe(MESSAGES.incorrectCredentials);
    expect(
      t.logs.some((l) => l.startsWith('auth login_failure') && l.includes(`user=${a.id}`)),
    ).toBe(true);
  });

  it('400 for a non-string username, no stack trace', async () => {
    const res = await t.request('/api/login', { json: { username: { $gt: '' }, password: 'x' } });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/at .*\.ts/);
  });

  it('the 11th failure for one account is 429 with Retry-After, even with the right password', async () => {
    const a = await t.registerCoach();
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/login', {
        json: { username: a.email, password: `Wr0ng!${i}x` },
      });
      expect(res.status).toBe(401);
    }
    const wrong = await t.request('/api/login', {
      json: { username: a.email, password: 'Wr0ng!pass' },
    });
    const right = await t.request('/api/login', {
      json: { username: a.email, password: a.password },
    });
    expect(wrong.status).toBe(429);
    expect(right.status).toBe(429);
    expect(await wrong.text()).toBe(await right.text());
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account still signs in; after the window the account works again
    const b = await t.registerCoach();
    expect(
      (await t.request('/api/login', { json: { username: b.email, password: b.password } })).status,
    ).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: a.password } })).status,
    ).toBe(200);
  });

  it('throttles a client spraying many accounts (per-address limit)', async () => {
    t.deps.config.rateLimits.loginAddress = 5;
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/login', {
        json: { username: `u${i}@x.test`, password: 'Wr0ng!pass' },
      });
      expect(res.status).toBe(401);
    }
    const res = await t.request('/api/login', {
      json: { username: 'u9@x.test', password: 'Wr0ng!pass' },
    });
    expect(res.status).toBe(429);
  });
});

describe('POST /api/token/refresh and /api/logout', () => {
  it('rotates: the new pair works, reusing the old token revokes the family', async () => {
    const a = await t.registerCoach();
    const s = await t.loginAs(a.email, a.password);
    const r1 = await t.request('/api/token/refresh', { json: { refresh_token: s.refresh_token } });
    expect(r1.status).toBe(200);
    const p1 = await r1.json();
    expect(p1.refresh_token).not.toBe(s.refresh_token);
    const me = await t.request('/api/user/get_logged_in_user', { token: p1.token });
    expect(me.status).toBe(200);
    const reuse = await t.request('/api/token/refresh', {
      json: { refresh_token: s.refresh_token },
    });
    expect(reuse.status).toBe(401);
    const after = await t.request('/api/token/refresh', {
      json: { refresh_token: p1.refresh_token },
    });
    expect(after.status).toBe(401);
  });

  it('401 for an access token or garbage at refresh, and for an expired refresh token', async () => {
    const a = await t.registerCoach();
    const s = await t.loginAs(a.email, a.password);
    for (const refresh_token of [s.token, 'garbage']) {
      expect((await t.request('/api/token/refresh', { json: { refresh_token } })).status).toBe(401);
    }
    t.clock.advance(12 * 3600 * 1000 + 1);
    expect(
      (await t.request('/api/token/refresh', { json: { refresh_token: s.refresh_token } })).status,
    ).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const a = await t.registerCoach();
    const s = await t.loginAs(a.email, a.password);
    const out = await t.request('/api/logout', { json: { refresh_token: s.refresh_token } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: API_MESSAGES.logoutSuccessful });
    expect(
      (await t.request('/api/token/refresh', { json: { refresh_token: s.refresh_token } })).status,
    ).toBe(401);
  });

  it('a refresh token is not a bearer token', async () => {
    const a = await t.registerCoach();
    const s = await t.loginAs(a.email, a.password);
    expect(
      (await t.request('/api/user/get_logged_in_user', { token: s.refresh_token })).status,
    ).toBe(401);
  });
});

describe('rate-limit keys', () => {
  const fail = (xff: string) =>
    t.request('/api/login', {
      json: { username: 'nobody@x.test', password: 'Wr0ng!pass' },
      headers: { 'x-forwarded-for': xff },
    });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    t.deps.config.rateLimits.loginAddress = 3;
    t.deps.config.rateLimits.loginAccount = 100;
    for (let i = 0; i < 3; i++) expect((await fail(`10.0.0.${i}`)).status).toBe(401);
    expect((await fail('10.0.0.99')).status).toBe(429);
  });

  it('with TRUST_PROXY, the proxy-added address is the key', async () => {
    t.deps.config.trustProxy = true;
    t.deps.config.rateLimits.loginAddress = 2;
    t.deps.config.rateLimits.loginAccount = 100;
    for (let i = 0; i < 2; i++) expect((await fail('1.1.1.1, 10.0.0.1')).status).toBe(401);
    expect((await fail('9.9.9.9, 10.0.0.1')).status).toBe(429);
    expect((await fail('10.0.0.2')).status).toBe(401);
  });
});

describe('at the same time (one account per address, single-use refresh tokens)', () => {
  it('simultaneous sign-ups with one address in different cases: one 201, the rest 409', async () => {
    const emails = ['dup@example.com', 'Dup@example.com', 'DUP@EXAMPLE.COM', 'dup@Example.com'];
    const statuses = await Promise.all(
      emails.map(async (email) => {
        const res = await t.request('/api/coach/register', { json: coachBody({ email }) });
        if (res.status === 409) {
          expect(await res.json()).toEqual({ message: 'Error', detail: API_ERRORS.emailTaken });
        }
        return res.status;
      }),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    expect(await count('users')).toBe(1);
  });

  it('simultaneous organisation sign-ups with one address: one organisation is created', async () => {
    await t.db.q.insertInto('org_types').values({ type: 'Community Club' }).execute();
    const statuses = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const res = await t.request('/api/org/signUp', {
          json: {
            orgName: `Club ${i}`,
            orgType: 'Community Club',
            ...coachBody({ email: 'same@club.example' }),
          },
        });
        return res.status;
      }),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await count('organisations')).toBe(1);
  });

  it('one refresh token presented twice at once rotates once; the reuse revokes the family', async () => {
    const a = await t.registerCoach();
    const s = await t.loginAs(a.email, a.password);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.request('/api/token/refresh', { json: { refresh_token: s.refresh_token } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const rotated = (await answers.find((r) => r.status === 200)?.json()) as {
      refresh_token: string;
    };
    expect(
      (await t.request('/api/token/refresh', { json: { refresh_token: rotated.refresh_token } }))
        .status,
    ).toBe(401);
  });

  it('a burst of wrong passwords for one account: 10 are checked, the rest are 429', async () => {
    const a = await t.registerCoach();
    const statuses = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const res = await t.request('/api/login', {
          json: { username: a.email, password: 'Wr0ng!pass' },
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const row = await t.db.q
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `loginAccount:${a.email}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(10);
  });
});
