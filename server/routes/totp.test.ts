// The second factor and two-step sign-in (issue 32; API.md "Trust and safety"), on the test
// engine with the test context's fixed clock: enrolment, codes that work once, the ±1 step
// window, wrong codes limited like passwords, recovery codes, the challenge's 5 minutes,
// suspension's 403 after the password, refresh keeping `mf`, and admins without the factor.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { API_MESSAGES, MESSAGES } from '../../src/shared/messages';
import {
  SecondFactorRequiredSchema,
  TotpConfirmResponseSchema,
  TotpEnrolResponseSchema,
} from '../../src/shared/schemas/trust';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import {
  LOGIN_CHALLENGE_TTL_MS,
  RECOVERY_CODE_COUNT,
  TRUST_ERRORS,
  TRUST_MESSAGES,
} from '../../src/shared/texts/trust';
import { RATE_LIMIT_DEFAULTS } from '../config';
import { insertUser, markEmailVerified } from '../db/queries/users';
import { hashPassword } from '../lib/passwords';
import { decryptTotpSecret, totpCode } from '../lib/totp';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test-utils';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext({
    config: { rateLimits: { ...RATE_LIMIT_DEFAULTS, loginAccount: 5 } },
  });
});
afterEach(() => t.close());

const STEP_MS = 30_000;
const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

interface Enrolled {
  email: string;
  id: number;
  secret: string;
  recoveryCodes: string[];
  token: string;
  refresh_token: string;
}

/** A coach (or the given account) with TOTP on; the clock then moves on a step. */
async function enrolled(account?: { email: string; id: number; password: string }) {
  const acc = account ?? (await t.registerCoach());
  const { token } = await t.loginAs(acc.email, acc.password);
  const res = await t.request('/api/user/totp/enrol', { method: 'POST', token });
  expect(res.status).toBe(200);
  const { secret } = TotpEnrolResponseSchema.parse(await res.json());
  const confirm = await t.request('/api/user/totp/confirm', {
    json: { code: totpCode(secret, t.clock.now()) },
    token,
  });
  expect(confirm.status).toBe(200);
  const body = TotpConfirmResponseSchema.parse(await confirm.json());
  t.clock.advance(STEP_MS);
  return { email: acc.email, id: acc.id, secret, ...body } satisfies Enrolled;
}

async function challengeOf(email: string, rememberMe = false): Promise<string> {
  const res = await t.request('/api/login', {
    json: { username: email, password: TEST_PASSWORD, rememberMe },
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).not.toHaveProperty('token');
  return SecondFactorRequiredSchema.parse(body).challenge;
}

const stepTwo = (challenge: string, code: string) =>
  t.request('/api/login/totp', { json: { challenge, code } });

async function makeAdmin(): Promise<{ email: string; id: number; password: string }> {
  const email = `admin-${t.clock.now()}@example.com`;
  const id = await insertUser(t.db, {
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: ROLE_ADMIN,
    firstName: 'Admin',
    lastName: 'Admin',
    mobile: '',
    orgId: null,
    createdAt: new Date(t.clock.now()).toISOString(),
  });
  await markEmailVerified(t.db, id);
  return { email, id, password: TEST_PASSWORD };
}

describe('enrolment', () => {
  it('gives a base32 secret and its otpauth URI, stores it encrypted, and restarts on a new call', async () => {
    const coach = await t.registerCoach();
    const { token } = await t.loginAs(coach.email, coach.password);
    const res = await t.request('/api/user/totp/enrol', { method: 'POST', token });
    const first = TotpEnrolResponseSchema.parse(await res.json());
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(first.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(first.uri)).toMatch(`otpauth://totp/Touchline:${coach.email}?`);
    expect(uri.searchParams.get('issuer')).toBe('Touchline');
    expect(uri.searchParams.get('secret')).toBe(first.secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    const row = await t.db.q
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', coach.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled_at).toBeNull();
    expect(row.secret_enc).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.secret_enc).not.toContain(first.secret);
    expect(decryptTotpSecret(t.deps.config.jwtSecret, row.secret_enc)).toBe(first.secret);
    expect(decryptTotpSecret('another secret of at least 32 bytes!!', row.secret_enc)).toBeNull();

    const again = TotpEnrolResponseSchema.parse(
      await (await t.request('/api/user/totp/enrol', { method: 'POST', token })).json(),
    );
    expect(again.secret).not.toBe(first.secret);
    // the first secret's code no longer confirms
    const stale = await t.request('/api/user/totp/confirm', {
      json: { code: totpCode(first.secret, t.clock.now()) },
      token,
    });
    expect(stale.status).toBe(400);
  });

  it('confirm: 409 when not enrolling, 400 fields.code for a wrong code, then enables with 10 recovery codes and a token with mf', async () => {
    const coach = await t.registerCoach();
    const { token } = await t.loginAs(coach.email, coach.password);
    expect(claims(token).mf).toBeUndefined();
    const none = await t.request('/api/user/totp/confirm', { json: { code: '123456' }, token });
    expect(none.status).toBe(409);
    expect((await none.json()).detail).toBe(TRUST_ERRORS.notEnrolling);
    const { secret } = TotpEnrolResponseSchema.parse(
      await (await t.request('/api/user/totp/enrol', { method: 'POST', token })).json(),
    );
    const good = totpCode(secret, t.clock.now());
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const bad = await t.request('/api/user/totp/confirm', { json: { code: wrong }, token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'Error',
      detail: TRUST_ERRORS.invalidCode,
      fields: { code: TRUST_ERRORS.invalidCode },
    });
    const shape = await t.request('/api/user/totp/confirm', { json: { code: '12' }, token });
    expect((await shape.json()).fields.code).toBe(TRUST_ERRORS.codeFormat);

    const ok = await t.request('/api/user/totp/confirm', { json: { code: good }, token });
    expect(ok.status).toBe(200);
    const body = TotpConfirmResponseSchema.parse(await ok.json());
    expect(body.message).toBe(TRUST_MESSAGES.twoFactorEnabled);
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of body.recoveryCodes)
      expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect(claims(body.token).mf).toBe(1);
    // The user's details say it is on (/account's section reads it).
    const me = await t.request('/api/user/getlogged_in_user_details', { token: body.token });
    expect((await me.json()).userDetails[0].twoFactor).toBe(true);
    const stored = await t.db.q
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', coach.id)
      .execute();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(body.recoveryCodes.some((c) => code_hash.includes(c.replace('-', '')))).toBe(false);
    }
    // the new session's refresh keeps the factor
    const refreshed = await t.request('/api/token/refresh', {
      json: { refresh_token: body.refresh_token },
    });
    expect(claims((await refreshed.json()).token).mf).toBe(1);

    const enrolAgain = await t.request('/api/user/totp/enrol', { method: 'POST', token });
    expect(enrolAgain.status).toBe(409);
    expect((await enrolAgain.json()).detail).toBe(TRUST_ERRORS.alreadyEnabled);
    const confirmAgain = await t.request('/api/user/totp/confirm', {
      json: { code: good },
      token,
    });
    expect(confirmAgain.status).toBe(409);
  });

  it('an organisation user may enrol', async () => {
    const org = await t.registerOrg();
    const e = await enrolled(org);
    expect(e.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    await challengeOf(org.email);
  });
});

describe('two-step sign-in', () => {
  it('answers a challenge after the password, signs in with a code once (replay refused), and refresh keeps mf', async () => {
    const e = await enrolled();
    const challenge = await challengeOf(e.email, true);
    const code = totpCode(e.secret, t.clock.now());
    const res = await stepTwo(challenge, code);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(API_MESSAGES.loginSuccessful);
    expect(claims(body.token).mf).toBe(1);
    const me = await t.request('/api/user/get_logged_in_user', { token: body.token });
    expect(me.status).toBe(200);
    const session = await t.db.q
      .selectFrom('user_sessions')
      .select('second_factor')
      .where('family_id', '=', String(claims(body.token).sid))
      .executeTakeFirstOrThrow();
    expect(session.second_factor).toBe(1);
    const refreshed = await t.request('/api/token/refresh', {
      json: { refresh_token: body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(claims((await refreshed.json()).token).mf).toBe(1);

    // the challenge was used
    const again = await stepTwo(challenge, code);
    expect(again.status).toBe(401);
    expect((await again.json()).detail).toBe(TRUST_ERRORS.invalidChallenge);
    // the same code on a new challenge: replayed
    const replay = await stepTwo(await challengeOf(e.email), code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      message: 'Error',
      detail: TRUST_ERRORS.invalidCode,
      fields: { code: TRUST_ERRORS.invalidCode },
    });
  });

  it('a password change keeps the second factor of the session (fresh tokens with mf)', async () => {
    const e = await enrolled();
    const res = await stepTwo(await challengeOf(e.email), totpCode(e.secret, t.clock.now()));
    const { token } = await res.json();
    const NEW = 'N3w!Touchline#Pass2026';
    const changed = await t.request('/api/user/change_password', {
      json: { oldPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: NEW },
      token,
    });
    expect(changed.status).toBe(200);
    const body = await changed.json();
    expect(claims(body.token).mf).toBe(1);
    const refreshed = await t.request('/api/token/refresh', {
      json: { refresh_token: body.refresh_token },
    });
    expect(claims((await refreshed.json()).token).mf).toBe(1);
  });

  it('a session without the factor refreshes without mf', async () => {
    const coach = await t.registerCoach();
    const { refresh_token } = await t.loginAs(coach.email, coach.password);
    const res = await t.request('/api/token/refresh', { json: { refresh_token } });
    expect(claims((await res.json()).token).mf).toBeUndefined();
  });

  it('takes codes of ±1 step and refuses ±2 steps (fixed clock)', async () => {
    const e = await enrolled();
    t.clock.advance(10 * STEP_MS);
    const now = t.clock.now();
    const at = (steps: number) => totpCode(e.secret, now + steps * STEP_MS);
    for (const steps of [-2, 2]) {
      const res = await stepTwo(await challengeOf(e.email), at(steps));
      expect(res.status, `${steps} steps`).toBe(401);
    }
    expect((await stepTwo(await challengeOf(e.email), at(-1))).status).toBe(200);
    expect((await stepTwo(await challengeOf(e.email), at(1))).status).toBe(200);
    // a code of a step before the last one used is refused too
    expect((await stepTwo(await challengeOf(e.email), at(0))).status).toBe(401);
  });

  it('two uses of one code at once: one passes', async () => {
    const e = await enrolled();
    const [c1, c2] = [await challengeOf(e.email), await challengeOf(e.email)];
    const code = totpCode(e.secret, t.clock.now());
    const statuses = (await Promise.all([stepTwo(c1, code), stepTwo(c2, code)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('wrong codes count like wrong passwords: 429 after the limit, for the right code and the password too', async () => {
    const e = await enrolled();
    const challenge = await challengeOf(e.email);
    for (let i = 0; i < 5; i++) {
      const res = await stepTwo(challenge, '000000');
      expect(res.status).toBe(401);
    }
    const limited = await stepTwo(challenge, totpCode(e.secret, t.clock.now()));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const login = await t.request('/api/login', {
      json: { username: e.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(429);
    expect(t.logs.some((l) => l.includes('reason=second_factor'))).toBe(true);
  });

  it('a right code gives back its attempt (sign-ins with the factor do not add up)', async () => {
    const e = await enrolled();
    for (let i = 0; i < 7; i++) {
      t.clock.advance(STEP_MS);
      const res = await stepTwo(await challengeOf(e.email), totpCode(e.secret, t.clock.now()));
      expect(res.status).toBe(200);
    }
  });

  it('a recovery code works once, in any case and without its dash', async () => {
    const e = await enrolled();
    const [first, second] = e.recoveryCodes;
    expect((await stepTwo(await challengeOf(e.email), first)).status).toBe(200);
    const reuse = await stepTwo(await challengeOf(e.email), first);
    expect(reuse.status).toBe(401);
    expect((await reuse.json()).fields.code).toBe(TRUST_ERRORS.invalidCode);
    const typed = second.replace('-', '').toUpperCase();
    expect((await stepTwo(await challengeOf(e.email), typed)).status).toBe(200);
    const used = await t.db.q
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', e.id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  it('a challenge lasts 5 minutes; a wrong code keeps it, an unknown one is 401', async () => {
    const e = await enrolled();
    const challenge = await challengeOf(e.email);
    expect((await stepTwo(challenge, '000000')).status).toBe(401);
    t.clock.advance(LOGIN_CHALLENGE_TTL_MS - 1000);
    expect((await stepTwo(challenge, totpCode(e.secret, t.clock.now()))).status).toBe(200);

    const late = await challengeOf(e.email);
    t.clock.advance(LOGIN_CHALLENGE_TTL_MS);
    const res = await stepTwo(late, totpCode(e.secret, t.clock.now()));
    expect(res.status).toBe(401);
    expect((await res.json()).detail).toBe(TRUST_ERRORS.invalidChallenge);
    const unknown = await stepTwo('x'.repeat(43), totpCode(e.secret, t.clock.now()));
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).detail).toBe(TRUST_ERRORS.invalidChallenge);
  });
});

describe('suspension', () => {
  it('a suspended coach: 401 for a wrong password, 403 Account suspended only after the right one; refresh refused', async () => {
    const coach = await t.registerCoach();
    const { refresh_token } = await t.loginAs(coach.email, coach.password);
    await t.db.q
      .updateTable('users')
      .set({ suspended_at: new Date(t.clock.now()).toISOString() })
      .where('id', '=', coach.id)
      .execute();
    const wrong = await t.request('/api/login', {
      json: { username: coach.email, password: 'Wr0ng!pass#word' },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).detail).toBe(MESSAGES.incorrectCredentials);
    const right = await t.request('/api/login', {
      json: { username: coach.email, password: TEST_PASSWORD },
    });
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({ message: 'Error', detail: TRUST_ERRORS.accountSuspended });
    const refresh = await t.request('/api/token/refresh', { json: { refresh_token } });
    expect(refresh.status).toBe(401);
    expect((await refresh.json()).detail).toBe(API_ERRORS.sessionExpired);

    await t.db.q
      .updateTable('users')
      .set({ suspended_at: null })
      .where('id', '=', coach.id)
      .execute();
    expect(
      (
        await t.request('/api/login', {
          json: { username: coach.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it("a suspended organisation's user gets 403; so does step two when suspended meanwhile", async () => {
    const org = await t.registerOrg();
    const e = await enrolled(org);
    const challenge = await challengeOf(org.email);
    const user = await t.db.q
      .selectFrom('users')
      .select('org_id')
      .where('id', '=', org.id)
      .executeTakeFirstOrThrow();
    await t.db.q
      .updateTable('organisations')
      .set({ suspended_at: new Date(t.clock.now()).toISOString() })
      .where('id', '=', Number(user.org_id))
      .execute();
    const two = await stepTwo(challenge, totpCode(e.secret, t.clock.now()));
    expect(two.status).toBe(403);
    expect((await two.json()).detail).toBe(TRUST_ERRORS.accountSuspended);
    const login = await t.request('/api/login', {
      json: { username: org.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect((await login.json()).detail).toBe(TRUST_ERRORS.accountSuspended);
  });
});

describe('disable', () => {
  it('needs the password and a code; removes the secret and recovery codes; sign-in is one step again', async () => {
    const e = await enrolled();
    const token = e.token;
    const code = () => totpCode(e.secret, t.clock.now());
    const badPassword = await t.request('/api/user/totp/disable', {
      json: { password: 'Wr0ng!pass#word', code: code() },
      token,
    });
    expect(badPassword.status).toBe(400);
    expect((await badPassword.json()).fields).toHaveProperty('password');
    const badCode = await t.request('/api/user/totp/disable', {
      json: { password: TEST_PASSWORD, code: '000000' },
      token,
    });
    expect(badCode.status).toBe(400);
    expect((await badCode.json()).fields.code).toBe(TRUST_ERRORS.invalidCode);
    const ok = await t.request('/api/user/totp/disable', {
      json: { password: TEST_PASSWORD, code: code() },
      token,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: TRUST_MESSAGES.twoFactorDisabled });
    const me = await t.request('/api/user/getlogged_in_user_details', { token });
    expect((await me.json()).userDetails[0].twoFactor).toBe(false);
    for (const table of ['user_totp', 'recovery_codes'] as const) {
      const rows = await t.db.q
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', e.id)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    const login = await t.request('/api/login', {
      json: { username: e.email, password: TEST_PASSWORD },
    });
    expect((await login.json()).message).toBe(API_MESSAGES.loginSuccessful);
    const again = await t.request('/api/user/totp/disable', {
      json: { password: TEST_PASSWORD, code: code() },
      token,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(TRUST_ERRORS.notEnabled);
  });
});

describe('admins', () => {
  it('without TOTP: a token without mf that reaches only enrolment and its own details; admin calls 403', async () => {
    const admin = await makeAdmin();
    const { token } = await t.loginAs(admin.email, admin.password);
    expect(claims(token)).toMatchObject({ role: ROLE_ADMIN });
    expect(claims(token).mf).toBeUndefined();
    for (const path of ['/api/user/get_logged_in_user', '/api/user/getlogged_in_user_details']) {
      const res = await t.request(path, { token });
      expect(res.status, path).toBe(200);
      expect((await res.json()).userDetails[0]).toMatchObject({
        id: admin.id,
        role: ROLE_ADMIN,
        orgId: null,
        firstName: 'Admin',
      });
    }
    const queue = await t.request('/api/admin/queue', { token });
    expect(queue.status).toBe(403);
    expect((await queue.json()).detail).toBe(TRUST_ERRORS.secondFactorNeeded);
    for (const path of [
      '/api/user/sessions',
      '/api/user/get_loggedin_user_profile',
      '/api/org/jobs',
    ]) {
      const res = await t.request(path, { token });
      expect(res.status, path).toBe(403);
    }
  });

  it('with TOTP: two steps, mf, admin calls pass requireAdmin; coach and org calls stay 403; disable refused', async () => {
    const admin = await makeAdmin();
    const e = await enrolled(admin);
    const res = await stepTwo(await challengeOf(admin.email), totpCode(e.secret, t.clock.now()));
    const { token } = await res.json();
    expect(claims(token)).toMatchObject({ role: ROLE_ADMIN, mf: 1 });
    const queue = await t.request('/api/admin/queue', { token });
    expect([401, 403]).not.toContain(queue.status);
    for (const path of [
      '/api/user/get_loggedin_user_profile',
      '/api/org/jobs',
      '/api/saved-jobs',
    ]) {
      const r = await t.request(path, { token });
      expect(r.status, path).toBe(403);
    }
    expect((await t.request('/api/user/sessions', { token })).status).toBe(200);
    const disable = await t.request('/api/user/totp/disable', {
      json: { password: TEST_PASSWORD, code: totpCode(e.secret, t.clock.now()) },
      token,
    });
    expect(disable.status).toBe(403);
    expect((await disable.json()).detail).toBe(TRUST_ERRORS.adminsKeepTotp);
  });
});
