import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { ApiError } from '../http/errors';
import { createTestContext, type TestAccount, type TestContext } from '../test-utils';
import { checkPassword } from './password-check';

let t: TestContext;
let a: TestAccount;
beforeEach(async () => {
  t = await createTestContext();
  a = await t.registerCoach({ email: 'ana@example.com' });
});
afterEach(() => t.close());

/** The ApiError checkPassword throws, or null when it passes. */
async function failure(password: string): Promise<ApiError | null> {
  try {
    await checkPassword(t.deps, a.id, password);
    return null;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
}

const login = (password: string) =>
  t.request('/api/login', { json: { username: a.email, password } });

describe('checkPassword', () => {
  it('returns the account for its password and counts nothing', async () => {
    for (let i = 0; i < 12; i += 1) {
      const u = await checkPassword(t.deps, a.id, a.password);
      expect(u.id).toBe(a.id);
    }
    expect((await login(a.password)).status).toBe(200);
  });

  it('a wrong password is 400 naming the field, and logged as a failed sign-in without the password', async () => {
    const e = await failure('Wr0ng!Password#1');
    expect(e?.status).toBe(400);
    expect(e?.detail).toBe(API_ERRORS.wrongPassword);
    expect(e?.fields).toEqual({ password: API_ERRORS.wrongPassword });
    expect(t.logs.some((l) => l.includes('login_failure') && l.includes(`user=${a.id}`))).toBe(
      true,
    );
    expect(t.logs.join('\n')).not.toContain('Wr0ng!Password#1');
  });

  it('names another field and text when asked (change_password)', async () => {
    try {
      await checkPassword(t.deps, a.id, 'nope', {
        field: 'oldPassword',
        message: API_ERRORS.wrongOldPassword,
      });
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).fields).toEqual({ oldPassword: API_ERRORS.wrongOldPassword });
    }
  });

  it('counts with sign-in: 10 wrong in 15 minutes, the 11th is 429 and sign-in is locked too', async () => {
    for (let i = 0; i < 10; i += 1) expect((await failure('nope'))?.status).toBe(400);
    const eleventh = await failure(a.password);
    expect(eleventh?.status).toBe(429);
    expect(eleventh?.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect((await login(a.password)).status).toBe(429);
    // The window ends after 15 minutes.
    t.clock.advance(15 * 60_000 + 1);
    expect(await failure(a.password)).toBeNull();
  });

  it('failed sign-ins count here too', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login('nope')).status).toBe(401);
    expect((await failure(a.password))?.status).toBe(429);
  });

  it('a right password gives its attempt back (9 wrong, then many right, then 1 wrong is still 400)', async () => {
    for (let i = 0; i < 9; i += 1) await failure('nope');
    for (let i = 0; i < 5; i += 1) expect(await failure(a.password)).toBeNull();
    expect((await failure('nope'))?.status).toBe(400);
    expect((await failure(a.password))?.status).toBe(429);
  });

  it('an account that is gone is 401', async () => {
    try {
      await checkPassword(t.deps, a.id + 1000, a.password);
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).status).toBe(401);
    }
  });
});
