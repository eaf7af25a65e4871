import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/shared/messages';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test-utils';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

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
    const row = t.db
      .prepare('SELECT * FROM users WHERE email_key = ?')
      .get('ana@example.com') as Record<string, unknown>;
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
