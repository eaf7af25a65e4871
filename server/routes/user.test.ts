import { sign } from 'hono/jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, MESSAGES } from '../../src/shared/messages';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import {
  createTestContext,
  TEST_PASSWORD,
  type TestAccount,
  type TestContext,
} from '../test-utils';

let t: TestContext;
let a: TestAccount;
let ta: string;
beforeEach(async () => {
  t = await createTestContext();
  // The lists update_profile checks its state and city against (API.md: names from them).
  await t.db.q
    .insertInto('states')
    .values([
      { id: 1, name: 'Victoria', code: 'VIC' },
      { id: 2, name: 'Queensland', code: 'QLD' },
    ])
    .execute();
  await t.db.q
    .insertInto('cities')
    .values([
      { name: 'Melbourne', state_id: 1 },
      { name: 'Geelong', state_id: 1 },
      { name: 'Brisbane', state_id: 2 },
    ])
    .execute();
  a = await t.registerCoach({ firstName: 'Ana', email: 'ana@example.com' });
  ta = (await t.loginAs(a.email, a.password)).token;
});
afterEach(() => t.close());

const userRow = (id: number) =>
  t.db.q.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const countOf = async (table: 'profiles' | 'user_interests') =>
  (
    await t.db.q
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const NEW_PASSWORD = 'N3w&Better!Touchline';
const profile = {
  firstName: 'Ana',
  lastName: 'Lee',
  mobile: '0499999999',
  address1: '1 Main St',
  address2: '',
  state: 'Victoria',
  city: 'Melbourne',
  zipcode: '3000',
};

const COACH_GETS = ['/api/user/get_loggedin_user_profile', '/api/user/get_interests'];
const COACH_POSTS: [string, unknown][] = [
  ['/api/user/update_profile', profile],
  ['/api/user/update_interests', { interests: ['Football'] }],
];
const ANY_ROLE = ['/api/user/get_logged_in_user', '/api/user/getlogged_in_user_details'];

describe('GET /api/user/get_logged_in_user and getlogged_in_user_details', () => {
  it('answer the caller only, with no secrets, and no-store', async () => {
    for (const path of ANY_ROLE) {
      const res = await t.request(path, { token: ta });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body).toEqual({
        userDetails: [
          {
            id: a.id,
            firstName: 'Ana',
            lastName: 'Coach',
            email: 'ana@example.com',
            mobile: '0412345678',
            role: 'ROLE_COACH',
            orgId: null,
            emailVerified: false,
            twoFactor: false,
          },
        ],
      });
    }
  });

  it('work for an organisation user too', async () => {
    const o = await t.registerOrg();
    const to = (await t.loginAs(o.email, o.password)).token;
    const res = await t.request('/api/user/get_logged_in_user', { token: to });
    expect(res.status).toBe(200);
    expect((await res.json()).userDetails[0]).toMatchObject({ id: o.id, role: 'ROLE_ORG' });
  });
});

describe('bearer tokens (every protected user route)', () => {
  const secret = () => t.deps.config.jwtSecret;
  const now = () => Math.floor(t.clock.now() / 1000);
  const claims = () => ({
    sub: String(a.id),
    role: 'ROLE_COACH',
    typ: 'access',
    iat: now(),
    exp: now() + 900,
    sv: 0,
  });
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

  const badTokens = async (): Promise<[string, string | undefined][]> => {
    const [h, , s] = ta.split('.');
    const tampered = `${h}.${b64({ ...claims(), sub: '999' })}.${s}`;
    const { exp: _exp, ...noExp } = claims();
    return [
      ['no header', undefined],
      ['garbage', 'garbage'],
      ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
      ['payload changed', tampered],
      ['HS512', await sign(claims(), secret(), 'HS512')],
      ['missing exp', await sign(noExp, secret(), 'HS256')],
      ['expired', await sign({ ...claims(), exp: now() - 1 }, secret(), 'HS256')],
      ['nbf in the future', await sign({ ...claims(), nbf: now() + 600 }, secret(), 'HS256')],
      ['wrong typ', await sign({ ...claims(), typ: 'refresh' }, secret(), 'HS256')],
      ['other secret', await sign(claims(), 'x'.repeat(40), 'HS256')],
    ];
  };

  it('401 for each bad token on every protected route, with no data', async () => {
    for (const [name, token] of await badTokens()) {
      for (const path of [...ANY_ROLE, ...COACH_GETS]) {
        const res = await t.request(path, { token });
        expect(res.status, `${name} ${path}`).toBe(401);
        expect(Object.keys(await res.json()).sort()).toEqual(['detail', 'message']);
      }
      for (const [path, json] of [
        ...COACH_POSTS,
        ['/api/user/change_password', {}] as [string, unknown],
      ]) {
        expect((await t.request(path, { token, json })).status, `${name} ${path}`).toBe(401);
      }
    }
    const denied = t.logs.filter(
      (l) => l.startsWith('auth access_denied') && l.includes('reason=invalid_token'),
    );
    expect(denied.length).toBeGreaterThan(0);
    const all = t.logs.join('\n');
    for (const [, token] of await badTokens())
      if (token && token.length > 10) expect(all).not.toContain(token);
  });

  it('a well-formed token signed by the server is accepted (control)', async () => {
    const token = await sign(claims(), secret(), 'HS256');
    expect((await t.request('/api/user/get_logged_in_user', { token })).status).toBe(200);
  });

  it('expires after 15 minutes (fake clock)', async () => {
    t.clock.advance(15 * 60 * 1000 - 1000);
    expect((await t.request('/api/user/get_logged_in_user', { token: ta })).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.request('/api/user/get_logged_in_user', { token: ta })).status).toBe(401);
  });

  it('is never taken from a query parameter or a cookie', async () => {
    expect((await t.request(`/api/user/get_logged_in_user?token=${ta}`)).status).toBe(401);
    const res = await t.request('/api/user/get_logged_in_user', {
      headers: { cookie: `token=${ta}; jwt=${ta}` },
    });
    expect(res.status).toBe(401);
  });

  it('403 for an organisation token on coach-only routes, logged as access denied', async () => {
    const o = await t.registerOrg();
    const to = (await t.loginAs(o.email, o.password)).token;
    for (const path of COACH_GETS)
      expect((await t.request(path, { token: to })).status, path).toBe(403);
    for (const [path, json] of COACH_POSTS)
      expect((await t.request(path, { token: to, json })).status, path).toBe(403);
    expect(
      t.logs.some((l) => l.startsWith('auth access_denied') && l.includes(`user=${o.id}`)),
    ).toBe(true);
  });

  it('order: no token + wrong content type is 401, valid token + wrong content type is 415', async () => {
    const init = { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } };
    expect((await t.request('/api/user/update_profile', init)).status).toBe(401);
    expect((await t.request('/api/user/update_profile', { ...init, token: ta })).status).toBe(415);
  });
});

describe('profile', () => {
  it('an empty profile, then update_profile changes only the allowed fields of the caller', async () => {
    const b = await t.registerCoach({ email: 'b@example.com' });
    const tb = (await t.loginAs(b.email, b.password)).token;
    const empty = await t.request('/api/user/get_loggedin_user_profile', { token: tb });
    expect((await empty.json()).userDetails[0]).toMatchObject({ address: '', city: '' });
    const before = await userRow(a.id);
    const res = await t.request('/api/user/update_profile', {
      token: tb,
      json: {
        ...profile,
        email: 'x@y.z',
        role: 'ROLE_ADMIN',
        id: a.id,
        userId: a.id,
        password: 'Xx1!xxxxxx',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: API_MESSAGES.profileUpdated });
    const got = await (
      await t.request('/api/user/get_loggedin_user_profile', { token: tb })
    ).json();
    expect(got).toEqual({
      userDetails: [
        {
          firstName: 'Ana',
          lastName: 'Lee',
          mobile: '0499999999',
          address: '1 Main St',
          addressb: '',
          state: 'Victoria',
          city: 'Melbourne',
          zipcode: '3000',
        },
      ],
    });
    const row = await userRow(b.id);
    expect({ email: row?.email, role: row?.role }).toEqual({
      email: 'b@example.com',
      role: 'ROLE_COACH',
    });
    expect(await userRow(a.id)).toEqual(before);
    expect(
      (await t.request('/api/login', { json: { username: b.email, password: b.password } })).status,
    ).toBe(200);
  });

  it('state and city must be names from the lists, the city one of that state; the stored pair passes', async () => {
    const save = (place: { state: string; city: string }) =>
      t.request('/api/user/update_profile', { token: ta, json: { ...profile, ...place } });
    const stored = () =>
      t.db.q
        .selectFrom('profiles')
        .select(['state', 'city'])
        .where('user_id', '=', a.id)
        .executeTakeFirst();
    for (const [place, field, message] of [
      [{ state: 'Nowhere<script>', city: 'Melbourne' }, 'state', API_ERRORS.unknownState],
      [{ state: 'Victoria', city: 'Atlantis' }, 'city', API_ERRORS.unknownCityOfState],
      [{ state: 'Victoria', city: 'Brisbane' }, 'city', API_ERRORS.unknownCityOfState],
      [{ state: 'victoria', city: 'Melbourne' }, 'state', API_ERRORS.unknownState],
    ] as const) {
      const res = await save(place);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Error',
        detail: message,
        fields: { [field]: message },
      });
      expect(await stored()).toBeUndefined();
    }
    expect((await save({ state: 'Queensland', city: 'Brisbane' })).status).toBe(200);
    expect(await stored()).toEqual({ state: 'Queensland', city: 'Brisbane' });
    // A stored pair no longer in the lists (a city renamed since) does not block other changes.
    await t.db.q
      .updateTable('cities')
      .set({ name: 'Brisbane City' })
      .where('name', '=', 'Brisbane')
      .execute();
    const res = await t.request('/api/user/update_profile', {
      token: ta,
      json: { ...profile, state: 'Queensland', city: 'Brisbane', mobile: '0411111111' },
    });
    expect(res.status).toBe(200);
  });

  it('400 with fields for invalid values; nothing changes', async () => {
    const res = await t.request('/api/user/update_profile', {
      token: ta,
      json: { ...profile, mobile: 'abc', city: '' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toMatchObject({
      mobile: MESSAGES.invalidPhone,
      city: MESSAGES.required,
    });
    expect(await countOf('profiles')).toBe(0);
  });
});

describe('interests', () => {
  beforeEach(async () => {
    await t.db.q
      .insertInto('tags')
      .values([
        { name: 'Football', kind: 'sport' },
        { name: 'Strength & Conditioning', kind: 'specialism' },
      ])
      .execute();
  });

  it('update_interests replaces the list; get_interests answers it', async () => {
    const up = await t.request('/api/user/update_interests', {
      token: ta,
      json: { interests: ['Football', 'Strength & Conditioning'] },
    });
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ message: API_MESSAGES.interestsUpdated });
    await t.request('/api/user/update_interests', { token: ta, json: { interests: ['Football'] } });
    const res = await t.request('/api/user/get_interests', { token: ta });
    expect(await res.json()).toEqual({ list: [{ tagName: 'Football' }] });
  });

  it('names match in any ASCII case and the list sorts without regard to case (both engines)', async () => {
    await t.db.q.insertInto('tags').values({ name: 'archery', kind: 'sport' }).execute();
    const up = await t.request('/api/user/update_interests', {
      token: ta,
      json: { interests: ['football', 'Archery', 'Football'] },
    });
    expect(up.status).toBe(200);
    const res = await t.request('/api/user/get_interests', { token: ta });
    expect(await res.json()).toEqual({ list: [{ tagName: 'archery' }, { tagName: 'Football' }] });
  });

  it('400 for an unknown tag or a non-array, nothing stored', async () => {
    for (const interests of [['Football', 'Quidditch'], 'Football', []]) {
      const res = await t.request('/api/user/update_interests', { token: ta, json: { interests } });
      expect(res.status).toBe(400);
    }
    const bad = await t.request('/api/user/update_interests', {
      token: ta,
      json: { interests: ['Quidditch'] },
    });
    expect((await bad.json()).fields).toEqual({ interests: API_ERRORS.unknownInterest });
    expect(await countOf('user_interests')).toBe(0);
  });
});

describe('POST /api/user/change_password', () => {
  const change = (token: string, over: Record<string, unknown> = {}) =>
    t.request('/api/user/change_password', {
      token,
      json: {
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...over,
      },
    });

  it('400 fields.oldPassword for a wrong old password; 400 for a mismatch; the old password still works', async () => {
    const wrong = await change(ta, { oldPassword: 'Wr0ng!password' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ oldPassword: API_ERRORS.wrongOldPassword });
    const mismatch = await change(ta, { confirmPassword: 'Other!Pass123' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).fields).toEqual({
      confirmPassword: MESSAGES.passwordsMustMatch,
    });
    for (const newPassword of ['Aa1!aaa', 'aaaaaaa1!', 'Password1!']) {
      expect((await change(ta, { newPassword, confirmPassword: newPassword })).status).toBe(400);
    }
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(401);
  });

  it('guessing the current password draws on the sign-in limit: the 11th wrong guess is 429, and /login is locked too', async () => {
    // A right guess is not a failure: it does not use up the allowance.
    for (let i = 0; i < 3; i++) {
      expect(
        (await change(ta, { newPassword: 'Password1!', confirmPassword: 'Password1!' })).status,
      ).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      expect((await change(ta, { oldPassword: `Wr0ng!guess${i}` })).status).toBe(400);
    }
    const eleventh = await change(ta, { oldPassword: 'Wr0ng!guess10' });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await change(ta)).status).toBe(429);
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(429);
  });

  it('400 with the password rule for an old password that breaks it (SPEC 5), nothing changed', async () => {
    for (const oldPassword of ['oldpass', 'x'.repeat(129)]) {
      const res = await change(ta, { oldPassword });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe('Error');
      expect(Object.keys(body.fields)).toEqual(['oldPassword']);
      expect(body.fields.oldPassword).not.toBe(MESSAGES.incorrectCredentials);
    }
    expect((await change(ta, { oldPassword: 'oldpass' }).then((r) => r.json())).fields).toEqual({
      oldPassword: MESSAGES.passwordRule,
    });
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('changes the password, kills older access and refresh tokens, answers fresh working tokens', async () => {
    const s1 = await t.loginAs(a.email, a.password);
    const s2 = await t.loginAs(a.email, a.password);
    const res = await change(s2.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(API_MESSAGES.passwordChanged);
    expect((await t.request('/api/user/get_logged_in_user', { token: s1.token })).status).toBe(401);
    expect((await t.request('/api/user/get_logged_in_user', { token: s2.token })).status).toBe(401);
    expect(
      (await t.request('/api/token/refresh', { json: { refresh_token: s1.refresh_token } })).status,
    ).toBe(401);
    expect((await t.request('/api/user/get_logged_in_user', { token: body.token })).status).toBe(
      200,
    );
    expect(
      (await t.request('/api/token/refresh', { json: { refresh_token: body.refresh_token } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request('/api/login', { json: { username: a.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
    expect(
      t.logs.some((l) => l.startsWith('auth password_changed') && l.includes(`user=${a.id}`)),
    ).toBe(true);
    expect(t.logs.join('\n')).not.toContain(NEW_PASSWORD);
    expect(t.logs.join('\n')).not.toContain(body.token);
  });
});

describe('POST /api/user/validateUserToken', () => {
  const confirmToken = () => /token=([A-Za-z0-9_-]+)/.exec(t.mail[0].text)?.[1] ?? '';

  it('confirms the account once with the mailed token', async () => {
    const token = confirmToken();
    const res = await t.request('/api/user/validateUserToken', {
      json: { token, scope: 'Confirm Account' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: API_MESSAGES.accountConfirmed });
    const me = await (await t.request('/api/user/get_logged_in_user', { token: ta })).json();
    expect(me.userDetails[0].emailVerified).toBe(true);
    const again = await t.request('/api/user/validateUserToken', {
      json: { token, scope: 'Confirm Account' },
    });
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe(API_ERRORS.invalidConfirmToken);
  });

  it('refuses a wrong scope (400), an unknown or expired token (404)', async () => {
    const token = confirmToken();
    expect(
      (await t.request('/api/user/validateUserToken', { json: { token, scope: 'Reset' } })).status,
    ).toBe(400);
    expect(
      (
        await t.request('/api/user/validateUserToken', {
          json: { token: 'x'.repeat(43), scope: 'Confirm Account' },
        })
      ).status,
    ).toBe(404);
    t.clock.advance(3600 * 1000 + 1);
    expect(
      (
        await t.request('/api/user/validateUserToken', {
          json: { token, scope: 'Confirm Account' },
        })
      ).status,
    ).toBe(404);
  });

  it('a confirmation token is not a reset token, and the stored value is a hash', async () => {
    const token = confirmToken();
    const res = await t.request('/api/reset-password/reset', {
      json: { token, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(404);
    const rows = await t.db.q.selectFrom('user_tokens').select('token_hash').execute();
    expect(rows.every((r) => r.token_hash !== token && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(
      true,
    );
  });
});
