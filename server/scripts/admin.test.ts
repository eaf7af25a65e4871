// npm run admin -- create --email (issue 32): the core on the test engine, the link through the
// reset flow (valid for 1 hour), refusals, and one spawned run of the script on SQLite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { API_MESSAGES } from '../../src/shared/messages';
import { findUserByEmail } from '../db/queries/users';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test-utils';
import { ADMIN_USAGE, AdminCommandError, createAdmin, runAdminCommand } from './admin';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

const NEW_PASSWORD = 'Adm1n!Touchline#2026';
const tokenOf = (link: string) => new URL(link).searchParams.get('resetPasswordToken') ?? '';
const create = (email: string) =>
  createAdmin(t.db, { email, publicUrl: t.deps.config.publicUrl, nowMs: t.clock.now() });

describe('createAdmin', () => {
  it('makes a verified ROLE_ADMIN with an unusable password and a 1-hour link that sets it through the reset flow', async () => {
    const made = await create('boss@example.com');
    expect(made.created).toBe(true);
    expect(made.link).toMatch(
      /^http:\/\/localhost:3000\/reset-password\?resetPasswordToken=[A-Za-z0-9_-]{43}$/,
    );
    const row = await findUserByEmail(t.db, 'boss@example.com');
    expect(row).toMatchObject({
      role: ROLE_ADMIN,
      first_name: 'Admin',
      last_name: 'Admin',
      mobile: '',
      org_id: null,
      email_verified: 1,
    });
    // nobody knows the password it was made with
    const guess = await t.request('/api/login', {
      json: { username: 'boss@example.com', password: TEST_PASSWORD },
    });
    expect(guess.status).toBe(401);

    const token = tokenOf(made.link);
    t.clock.advance(59 * 60 * 1000);
    expect((await t.request(`/api/reset-password/validate/${token}`)).status).toBe(200);
    const reset = await t.request('/api/reset-password/reset', {
      json: { token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await reset.json()).message).toBe(API_MESSAGES.passwordReset);
    const { token: jwt } = await t.loginAs('boss@example.com', NEW_PASSWORD);
    const me = await t.request('/api/user/get_logged_in_user', { token: jwt });
    expect((await me.json()).userDetails[0]).toMatchObject({ role: ROLE_ADMIN, orgId: null });
    // used once
    const twice = await t.request('/api/reset-password/reset', {
      json: { token, password: NEW_PASSWORD },
    });
    expect(twice.status).toBe(404);
  });

  it('the link expires after one hour; for an existing admin a new link replaces the old one', async () => {
    const first = await create('boss@example.com');
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await t.request(`/api/reset-password/validate/${tokenOf(first.link)}`)).status).toBe(
      404,
    );
    const second = await create('BOSS@example.com');
    expect(second).toMatchObject({ created: false, userId: first.userId });
    const third = await create('boss@example.com');
    expect((await t.request(`/api/reset-password/validate/${tokenOf(second.link)}`)).status).toBe(
      404,
    );
    expect((await t.request(`/api/reset-password/validate/${tokenOf(third.link)}`)).status).toBe(
      200,
    );
  });

  it("refuses a coach's or an organisation's address, and a malformed one (exit 1), changing nothing", async () => {
    const coach = await t.registerCoach();
    const org = await t.registerOrg();
    for (const email of [coach.email, org.email.toUpperCase(), 'not an address', '']) {
      const err = await create(email).catch((e: unknown) => e);
      expect(err, email).toBeInstanceOf(AdminCommandError);
      expect((err as AdminCommandError).exitCode).toBe(1);
    }
    expect((await create(coach.email).catch((e: Error) => e.message)) as string).toMatch(
      /belongs to a coach or organisation/,
    );
    expect((await findUserByEmail(t.db, coach.email))?.role).toBe('ROLE_COACH');
    const admins = await t.db.q
      .selectFrom('users')
      .select('id')
      .where('role', '=', ROLE_ADMIN)
      .execute();
    expect(admins).toHaveLength(0);
  });
});

describe('runAdminCommand', () => {
  it('prints the usage and exits 2 for an unknown sub-command, a missing --email or an unknown option', async () => {
    for (const argv of [
      [],
      ['delete', '--email', 'a@b.co'],
      ['create'],
      ['create', '--mail', 'x'],
    ]) {
      const err: string[] = [];
      const code = await runAdminCommand(argv, { out: () => {}, err: (l) => err.push(l) }, {});
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain(ADMIN_USAGE);
    }
  });
});

describe('npm run admin (spawned, SQLite)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'touchline-admin-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the admin and prints one line with the link; a bad address exits 1', () => {
    const env = {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      PUBLIC_URL: 'https://board.example',
      JWT_SECRET: 'a-test-secret-that-is-at-least-32-bytes-long',
    };
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', join('server', 'scripts', 'admin.ts'), ...args],
        { env, encoding: 'utf8', timeout: 60_000 },
      );
    const ok = run('create', '--email', 'boss@example.com');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(
      /^https:\/\/board\.example\/reset-password\?resetPasswordToken=[A-Za-z0-9_-]{43}\n$/,
    );
    const bad = run('create', '--email', 'nope');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/not an e-mail address/);
  }, 120_000);
});
