// Section A of SECURITY-CHECKS.md (authentication and passwords), in process. #2 and #3 (real
// server) are in a-throttle.test.ts; the timing halves of #1 and #6 in slow/timing.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/db/seed';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../server/test-utils';
import { MESSAGES } from '../../src/shared/messages';
import { isFailureBody, type World, world } from './lib/context';
import { digest } from './lib/db';
import { HIGH_RATE_LIMITS, longPassword } from './lib/limits';

let w: World;
let ctx: TestContext;
beforeAll(async () => {
  w = await world({ config: { rateLimits: HIGH_RATE_LIMITS } });
  ctx = w.ctx;
});
afterAll(() => ctx.close());

const coachBody = (email: string, password: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Coach',
  mobileNumber: '0412345678',
  email,
  password,
  termsAndConditions: true,
  ...extra,
});
const login = (username: string, password: string) =>
  ctx.request('/api/login', { json: { username, password } });
const countUsers = async (t: TestContext, emailKey?: string) => {
  let q = t.db.q.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  if (emailKey !== undefined) q = q.where('email_key', '=', emailKey);
  return (await q.executeTakeFirstOrThrow()).n;
};

describe('A. authentication and passwords', () => {
  it('#1 login failures for a known and an unknown account answer identically', async () => {
    // default limits: both sequences hit the per-account limit at the same point
    const t = await createTestContext();
    try {
      const a = await t.registerCoach();
      const seqs: string[][] = [[], []];
      for (let i = 0; i < 20; i++) {
        for (const [n, user] of [a.email, 'nobody@x.test'].entries()) {
          const res = await t.request('/api/login', {
            json: { username: user, password: 'Wr0ng!pass#x' },
          });
          seqs[n].push(
            `${res.status} ${res.headers.get('retry-after') !== null} ${await res.text()}`,
          );
        }
      }
      expect(seqs[0]).toEqual(seqs[1]);
      expect(seqs[0][0]).toMatch(/^401 false /);
      expect(new Set(seqs[0].slice(0, 10)).size).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('#4 passwords are stored as argon2id with unique salts, never in plaintext', async () => {
    const a = await ctx.registerCoach();
    const b = await ctx.registerCoach();
    const hashes: string[] = [];
    for (const u of [a, b]) {
      const row = await ctx.db.q
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      hashes.push(row.password_hash);
    }
    const re = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{32,})$/;
    const [ma, mb] = hashes.map((h) => re.exec(h));
    expect(ma).not.toBeNull();
    expect(mb).not.toBeNull();
    expect(ma?.[1]).not.toBe(mb?.[1]);
    expect(hashes[0]).not.toBe(hashes[1]);
    // no column of any table and no log line holds the password
    const tables =
      ctx.db.engine === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
        : sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
    const names = (await tables.execute(ctx.db.q)).rows.map((r) => r.name);
    expect(names).toContain('users');
    for (const name of names) {
      const rows = await sql`SELECT * FROM ${sql.table(name)}`.execute(ctx.db.q);
      for (const row of rows.rows) expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
    }
    expect(ctx.logs.join('\n')).not.toContain(TEST_PASSWORD);
  });

  it('#5 the password rule is enforced by the server on register, change and reset', async () => {
    const { token } = await ctx.loginAs(w.B.email, w.B.password);
    const resetToken = await (async () => {
      ctx.mail.length = 0;
      await ctx.request('/api/reset-password/forgot-password', { json: { email: w.B.email } });
      await new Promise((r) => setTimeout(r, 10));
      return /resetPasswordToken=([\w-]+)/.exec(ctx.mail.at(-1)?.text ?? '')?.[1] ?? '';
    })();
    expect(resetToken).not.toBe('');
    const before = await digest(ctx.db);
    for (const bad of ['Aa1!aaa', 'aaaaaaa1!', 'AAAAAAAA1!', 'Aaaaaaaaa!', 'Aaaaaaaa1']) {
      const r1 = await ctx.request('/api/coach/register', {
        json: coachBody(`rule-${bad.length}@example.com`, bad),
      });
      const r2 = await ctx.request('/api/user/change_password', {
        token,
        json: { oldPassword: w.B.password, newPassword: bad, confirmPassword: bad },
      });
      const r3 = await ctx.request('/api/reset-password/reset', {
        json: { token: resetToken, password: bad },
      });
      for (const r of [r1, r2, r3]) {
        expect(r.status, bad).toBe(400);
        expect(isFailureBody(await r.json())).toBe(true);
      }
    }
    expect(await digest(ctx.db)).toBe(before);
  });

  it('#6 64 and 128 character passwords work, no truncation, 129+ and 1 MiB refused', async () => {
    for (const len of [64, 128]) {
      const pw = longPassword(len);
      const email = `long${len}@example.com`;
      expect(
        (await ctx.request('/api/coach/register', { json: coachBody(email, pw) })).status,
      ).toBe(201);
      expect((await login(email, pw)).status).toBe(200);
    }
    const pw80 = longPassword(80);
    expect(
      (await ctx.request('/api/coach/register', { json: coachBody('long80@example.com', pw80) }))
        .status,
    ).toBe(201);
    expect((await login('long80@example.com', pw80.slice(0, 72))).status).toBe(401);
    expect((await login('long80@example.com', pw80)).status).toBe(200);
    const r129 = await ctx.request('/api/coach/register', {
      json: coachBody('long129@example.com', longPassword(129)),
    });
    expect(r129.status).toBe(400);
    const huge = 'A1!a'.repeat(256 * 1024);
    const before = await digest(ctx.db);
    for (const res of [
      await login(w.A.email, huge),
      await ctx.request('/api/coach/register', { json: coachBody('huge@example.com', huge) }),
    ]) {
      expect([400, 413]).toContain(res.status);
      expect(isFailureBody(await res.json())).toBe(true);
    }
    expect(await digest(ctx.db)).toBe(before);
  });

  it('#7 a password from the common list is refused', async () => {
    for (const pw of ['Password1!', 'Password123!', 'Qwerty123!']) {
      const res = await ctx.request('/api/coach/register', {
        json: coachBody(`common-${pw.length}@example.com`, pw),
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.fields.password).toBe(MESSAGES.passwordTooCommon);
    }
  });

  it('#8 change_password needs the right old password and a matching confirmation', async () => {
    const u = await ctx.registerCoach();
    const { token } = await ctx.loginAs(u.email, u.password);
    const next = 'N3w!Secret#Pass';
    const wrongOld = await ctx.request('/api/user/change_password', {
      token,
      json: { oldPassword: 'Wr0ng!Old#pw', newPassword: next, confirmPassword: next },
    });
    expect(wrongOld.status).toBe(400);
    const mismatch = await ctx.request('/api/user/change_password', {
      token,
      json: { oldPassword: u.password, newPassword: next, confirmPassword: `${next}x` },
    });
    expect(mismatch.status).toBe(400);
    expect((await login(u.email, u.password)).status).toBe(200);
    expect((await login(u.email, next)).status).toBe(401);
  });

  it('#9 a password change or reset kills the tokens issued before it', async () => {
    const u = await ctx.registerCoach();
    const t1 = await ctx.loginAs(u.email, u.password);
    const t2 = await ctx.loginAs(u.email, u.password);
    const next = 'Chang3d!Pass#1';
    const changed = await ctx.request('/api/user/change_password', {
      token: t2.token,
      json: { oldPassword: u.password, newPassword: next, confirmPassword: next },
    });
    expect(changed.status).toBe(200);
    const fresh = (await changed.json()) as { token: string };
    expect((await ctx.request('/api/user/get_logged_in_user', { token: t1.token })).status).toBe(
      401,
    );
    expect((await ctx.request('/api/user/get_logged_in_user', { token: t2.token })).status).toBe(
      401,
    );
    expect(
      (await ctx.request('/api/token/refresh', { json: { refresh_token: t1.refresh_token } }))
        .status,
    ).toBe(401);
    expect((await ctx.request('/api/user/get_logged_in_user', { token: fresh.token })).status).toBe(
      200,
    );
    const t3 = await ctx.loginAs(u.email, next);
    // the same with a reset
    ctx.mail.length = 0;
    await ctx.request('/api/reset-password/forgot-password', { json: { email: u.email } });
    await new Promise((r) => setTimeout(r, 10));
    const token = /resetPasswordToken=([\w-]+)/.exec(ctx.mail.at(-1)?.text ?? '')?.[1];
    const after = 'Res3t!Pass#22';
    expect(
      (await ctx.request('/api/reset-password/reset', { json: { token, password: after } })).status,
    ).toBe(200);
    expect((await ctx.request('/api/user/get_logged_in_user', { token: t3.token })).status).toBe(
      401,
    );
    expect(
      (await ctx.request('/api/token/refresh', { json: { refresh_token: t3.refresh_token } }))
        .status,
    ).toBe(401);
    expect((await login(u.email, after)).status).toBe(200);
    expect((await login(u.email, next)).status).toBe(401);
  });

  it('#10 mass assignment on register is ignored', async () => {
    const res = await ctx.request('/api/coach/register', {
      json: coachBody('mass@example.com', TEST_PASSWORD, {
        role: 'ROLE_ADMIN',
        id: 1,
        userId: 1,
        isVerified: true,
        email_verified: 1,
        emailVerified: true,
        createdAt: '2000-01-01T00:00:00Z',
        org_id: 1,
        tokens_valid_after: 9e12,
      }),
    });
    expect(res.status).toBe(201);
    const row = await ctx.db.q
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', 'mass@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('ROLE_COACH');
    expect(row.id).not.toBe(1);
    expect(row.email_verified).toBe(0);
    expect(row.org_id).toBeNull();
    expect(row.tokens_valid_after).toBe(0);
    expect(row.created_at).not.toBe('2000-01-01T00:00:00Z');
    const first = await ctx.db.q
      .selectFrom('users')
      .select('email')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(first?.email).not.toBe('mass@example.com');
  });

  it('#11 e-mail addresses are unique case-insensitively; mail only goes to the stored address', async () => {
    expect(
      (
        await ctx.request('/api/coach/register', {
          json: coachBody('coach@example.com', TEST_PASSWORD),
        })
      ).status,
    ).toBe(201);
    const dup = await ctx.request('/api/coach/register', {
      json: coachBody('Coach@Example.com', TEST_PASSWORD),
    });
    expect(dup.status).toBe(409);
    expect(await countUsers(ctx, 'coach@example.com')).toBe(1);
    ctx.mail.length = 0;
    for (const lookalike of [
      'coach@exampIe.com',
      'coach@exampłe.com',
      'coach@example.com.',
      'cöach@example.com',
    ]) {
      const res = await ctx.request('/api/reset-password/forgot-password', {
        json: { email: lookalike },
      });
      expect(res.status, lookalike).toBe(200);
      expect((await res.json()).message).toBe(
        'Password Reset Request sent. Please check your email.',
      );
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(ctx.mail).toHaveLength(0);
    await ctx.request('/api/reset-password/forgot-password', {
      json: { email: 'COACH@EXAMPLE.COM' },
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(ctx.mail.map((m) => m.to)).toEqual(['coach@example.com']);
  });

  it('#12 no default or seed accounts exist', async () => {
    const fresh = await createTestContext({ seed: true });
    try {
      expect(await countUsers(fresh)).toBe(0);
      for (const [u, p] of [
        ['admin', 'admin'],
        ['admin@localhost', 'password'],
        ['admin@touchline.example', 'admin'],
        ['coach@example.com', 'password'],
        ['test@test.com', 'test'],
      ]) {
        const res = await fresh.request('/api/login', { json: { username: u, password: p } });
        expect(res.status, u).toBe(401);
      }
    } finally {
      await fresh.close();
    }
  });

  it('#12 the demo applicants (issue 27) are not accounts anyone can sign in to', async () => {
    const demo = await createTestContext();
    try {
      expect(await seedIfEmpty(demo.db)).toBe(true);
      const users = await demo.db.q.selectFrom('users').select(['email', 'role']).execute();
      expect(users.length).toBeGreaterThan(0);
      for (const u of users) {
        expect(u.role).toBe('ROLE_COACH');
        // A reserved domain: no mail reaches anyone, nobody can take the address over.
        expect(u.email).toMatch(/@touchline\.invalid$/);
        for (const p of ['password', 'demo', 'touchline', TEST_PASSWORD, '']) {
          const res = await demo.request('/api/login', {
            json: { username: u.email, password: p },
          });
          expect(res.status, `${u.email} / ${p}`).not.toBe(200);
        }
      }
    } finally {
      await demo.close();
    }
  });
});
