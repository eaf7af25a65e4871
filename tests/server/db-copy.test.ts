// npm run db:copy (server/db/copy.ts, server/scripts/db-copy.ts): a SQLite board made through the
// real app is copied into PostgreSQL, and an app over the copy is proved through HTTP to carry
// on where the SQLite one stopped. PostgreSQL pass only (it makes its own SQLite board).
import { execFile } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  COPY_ORDER,
  CopyError,
  copyBoard,
  migrationMismatch,
  tablesWithRows,
} from '../../server/db/copy';
import { migrationFiles } from '../../server/db/migrate';
import { findAlert } from '../../server/db/queries/alerts';
import { JWT_SECRET_KEY, sharedSecret } from '../../server/db/queries/meta';
import { flushViews } from '../../server/db/queries/views';
import type { TableName } from '../../server/db/schema';
import { unsubscribeSecret, unsubscribeToken } from '../../server/lib/alert-token';
import { pdfBytes } from '../../server/lib/uploads.test-fixtures';
import { describePgUrl, dropSchema, withSchema } from '../../server/scripts/db-target';
import {
  createTestContext,
  TEST_DATABASE_URL,
  TEST_ENGINE,
  TEST_ROLE_CONTEXT,
  type TestContext,
  type TestDatabase,
  testDatabase,
  testSchemaName,
} from '../../server/test-utils';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/constants';

const run = promisify(execFile);

const role = (name: string) => ({
  name,
  city: 'Sydney',
  minLevel: 'Level 2',
  role_type: 'Full-time',
  categories: 'Netball, Coaching',
  salary: '$90,000 + super',
  tags: ['Netball'],
  description: '<p>Coach the <strong>wallaroo</strong> squad.</p>',
  subject: '<p>Netball</p>',
  skills: '<p>Accreditation</p>',
  desiredSkills: '<p>First aid</p>',
  // Within 180 days of the test contexts' clock (TEST_START, 2026-03-01).
  closingDate: '2026-03-31',
  ...TEST_ROLE_CONTEXT,
  ageGroups: ['Under 13', 'Under 14'],
  gender: 'Girls / Women',
  days: ['Tue', 'Thu'],
  times: ['Evenings'],
});

describe.runIf(TEST_ENGINE === 'postgres')('db:copy: SQLite into PostgreSQL', () => {
  let lite: TestContext;
  const pgStores: TestDatabase[] = [];
  const org = { id: 0, email: '', password: '', token: '' };
  const coach = { id: 0, email: '', password: '', token: '', refresh: '', resume: 0, cv: 0 };
  let jobId = 0;
  let applicationId = 0;
  let alertId = 0;
  let unsubscribe = '';

  const rowsOf = (db: TestDatabase['db'], table: TableName) =>
    db.q
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => r.n);
  const counts = async (db: TestDatabase['db']) => {
    const out: Record<string, number> = {};
    for (const { table } of COPY_ORDER) out[table] = await rowsOf(db, table);
    if (db.engine === 'postgres') out.file_blobs = await rowsOf(db, 'file_blobs');
    return out;
  };
  const emptyTarget = async () => {
    const store = await testDatabase('postgres');
    pgStores.push(store);
    return store;
  };
  const upload = async (kind: 'resume' | 'cv') => {
    const fd = new FormData();
    fd.append(kind, new File([pdfBytes()], `${kind}.pdf`));
    const res = await lite.request(`/api/file/upload/${kind}`, {
      method: 'POST',
      body: fd,
      token: coach.token,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { resumeId?: number; cvId?: number };
    return (body.resumeId ?? body.cvId) as number;
  };

  beforeAll(async () => {
    lite = await createTestContext({ seed: true, store: await testDatabase('sqlite') });
    // As the SQLite server keeps its generated secret (server/config.ts jwtSecret).
    writeFileSync(join(lite.dataDir, 'jwt-secret'), `${lite.deps.config.jwtSecret}\n`);
    const o = await lite.registerOrg();
    Object.assign(org, o, { token: (await lite.loginAs(o.email, o.password)).token });
    const c = await lite.registerCoach();
    const tokens = await lite.loginAs(c.email, c.password, true);
    Object.assign(coach, c, { token: tokens.token, refresh: tokens.refresh_token });
    coach.resume = await upload('resume');
    coach.cv = await upload('cv');
    const posted = await lite.request('/api/org/jobs', {
      json: role('Wallaroo Netball Coach'),
      token: org.token,
    });
    expect(posted.status).toBe(201);
    jobId = ((await posted.json()) as { id: number }).id;
    const applied = await lite.request('/api/job-apply/apply', {
      token: coach.token,
      json: {
        firstName: 'Casey',
        lastName: 'Coach',
        resume: coach.resume,
        cv: coach.cv,
        jobId,
        salary: '$85k',
        notice: '2 weeks',
        referredBy: 'LinkedIn',
      },
    });
    expect(applied.status).toBe(201);
    const applicants = await lite.request(`/api/org/jobs/${jobId}/applicants`, {
      token: org.token,
    });
    applicationId = ((await applicants.json()) as { list: { id: number }[] }).list[0].id;
    // SMTP is down when the status changes: its mail stays queued in the outbox (work).
    const send = lite.deps.mailer.send;
    lite.deps.mailer.send = () => Promise.reject(new Error('SMTP down'));
    const changed = await lite.request(`/api/org/applications/${applicationId}/status`, {
      json: { status: 'Shortlisted' },
      token: org.token,
    });
    expect(changed.status).toBe(200);
    lite.deps.mailer.send = send;
    for (let i = 0; i < 3; i++) {
      expect((await lite.request(`/api/job/job_detail/${jobId}`)).status).toBe(200);
    }
    // A saved role, a coach's alert and a visitor's unconfirmed one (issue 26).
    expect(
      (await lite.request(`/api/saved-jobs/${jobId}`, { method: 'PUT', token: coach.token }))
        .status,
    ).toBe(200);
    const alert = await lite.request('/api/alerts', {
      json: { query: { title: 'wallaroo' }, frequency: 'daily' },
      token: coach.token,
    });
    expect(alert.status).toBe(201);
    alertId = ((await alert.json()) as { id: number }).id;
    const nonce = (await findAlert(lite.db, alertId))?.nonce as string;
    unsubscribe = unsubscribeToken(await unsubscribeSecret(lite.db), alertId, nonce);
    expect(
      (
        await lite.request('/api/alerts', {
          json: { email: 'visitor@example.com', query: {}, frequency: 'weekly' },
        })
      ).status,
    ).toBe(202);
    // Trust and safety (issue 32): a visitor's report, the organisation user's two-step sign-in
    // with a recovery code and a pending challenge (the audit log has its entries already).
    expect(
      (await lite.request('/api/report', { json: { jobId, reason: 'Other', details: 'Odd' } }))
        .status,
    ).toBe(201);
    const at = new Date(lite.clock.now()).toISOString();
    await lite.db.q
      .insertInto('user_totp')
      .values({ user_id: org.id, secret_enc: 'v1.sealed', enabled_at: at, created_at: at })
      .execute();
    await lite.db.q
      .insertInto('recovery_codes')
      .values({ user_id: org.id, code_hash: 'a'.repeat(64) })
      .execute();
    await lite.db.q
      .insertInto('login_challenges')
      .values({ challenge_hash: 'b'.repeat(64), user_id: org.id, expires_at: lite.clock.now() })
      .execute();
    // As the server does when it stops: counted views are written.
    await flushViews(lite.db);
  });

  afterAll(async () => {
    for (const s of pgStores) await s.close();
    await lite?.close();
  });

  test('everything comes along, and an app over the copy carries on through HTTP', async () => {
    const target = await emptyTarget();
    const report = await copyBoard(lite.db, target.db);
    expect(report.secret).toBe(true);
    expect(report.files).toBe(2);
    expect(report.bytes).toBe(2 * pdfBytes().byteLength);
    const before = await counts(lite.db);
    const after = await counts(target.db);
    for (const { table, rows } of report.tables) {
      expect(after[table], table).toBe(table === 'server_meta' ? before[table] + 1 : before[table]);
      expect(rows, table).toBe(after[table]);
    }
    expect(after.file_blobs).toBe(2);
    expect(before.job_words).toBeGreaterThan(0);
    for (const table of ['user_totp', 'recovery_codes', 'login_challenges', 'reports'] as const) {
      expect(before[table], table).toBe(1);
    }
    expect(before.audit_log).toBe(2); // the role posted and the application moved
    // The copy keeps the log append-only on PostgreSQL.
    await expect(target.db.q.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const pending = await target.db.q
      .selectFrom('work')
      .select(['kind', 'done_at'])
      .where('done_at', 'is', null)
      .execute();
    expect(pending).toEqual([{ kind: 'mail', done_at: null }]);

    // The PostgreSQL servers read the copied secret (server/index.ts without JWT_SECRET).
    const secret = await sharedSecret(target.db, JWT_SECRET_KEY, () => 'not this one');
    expect(secret).toBe(lite.deps.config.jwtSecret);
    const pg = await createTestContext({ store: target, config: { jwtSecret: secret } });
    pgStores.splice(pgStores.indexOf(target), 1);
    try {
      pg.clock.set(lite.clock.now());
      // The old access token, the old refresh token, the same password.
      const me = await pg.request('/api/user/get_logged_in_user', { token: coach.token });
      expect(me.status).toBe(200);
      expect(JSON.stringify(await me.json())).toContain(coach.email);
      const refreshed = await pg.request('/api/token/refresh', {
        json: { refresh_token: coach.refresh },
      });
      expect(refreshed.status).toBe(200);
      expect(((await refreshed.json()) as { token: string }).token).toBeTruthy();
      // An XSRF cookie the SQLite server issued is good on PostgreSQL too.
      const login = await pg.request('/api/login', {
        json: { username: coach.email, password: coach.password },
        noXsrf: true,
        headers: { cookie: `${XSRF_COOKIE}=${lite.xsrfToken}`, [XSRF_HEADER]: lite.xsrfToken },
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      // The application and its history; the coach's list; the resume's bytes.
      const applicants = await pg.request(`/api/org/jobs/${jobId}/applicants`, {
        token: org.token,
      });
      const list = (
        (await applicants.json()) as {
          list: { id: number; status: string; history: { status: string }[] }[];
        }
      ).list;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: applicationId, status: 'Shortlisted' });
      expect(list[0].history.map((h) => h.status)).toEqual(['Received', 'Shortlisted']);
      const mine = await pg.request('/api/job-apply/applied_jobs', { token });
      expect(await mine.json()).toMatchObject({
        list: [{ id: jobId, status: 'Shortlisted' }],
        length: 1,
      });
      const file = await pg.request(`/api/file/${coach.resume}`, { token });
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes());

      // View counts kept (this view adds one); a search finds the same jobs.
      const detail = await pg.request(`/api/job/job_detail/${jobId}`);
      const [copied] = ((await detail.json()) as { jobDetails: Record<string, unknown>[] })
        .jobDetails;
      expect(copied.views).toBe(4);
      // The coaching context (issue 29, migration 011's columns) came along.
      expect(copied).toMatchObject({
        sportType: 'Netball',
        ageGroups: ['Under 13', 'Under 14'],
        gender: 'Girls / Women',
        level: 'Community',
        pay: 'Paid',
        days: ['Tue', 'Thu'],
        times: ['Evenings'],
      });
      for (const q of ['title=wallaroo', 'title=coach&postPerPage=50', 'page=3']) {
        const [a, b] = await Promise.all(
          [lite, pg].map(async (ctx) => (await ctx.request(`/api/job/list?${q}`)).json()),
        );
        expect(b, q).toEqual(a);
      }
      const found = (await (await pg.request('/api/job/list?title=wallaroo')).json()) as {
        list: { id: number }[];
      };
      expect(found.list.map((j) => j.id)).toEqual([jobId]);

      // Saved roles and alerts came along; an unsubscribe link mailed before the move works.
      const saved = await pg.request('/api/saved-jobs/ids', { token });
      expect(await saved.json()).toEqual({ ids: [jobId] });
      const alerts = (await (await pg.request('/api/alerts', { token })).json()) as {
        list: { id: number }[];
      };
      expect(alerts.list.map((a) => a.id)).toEqual([alertId]);
      const link = await pg.request(
        `/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
      );
      expect(link.status).toBe(200);

      // The queued mail is sent from PostgreSQL by the next run of the work.
      await pg.deps.work?.runDue(pg.clock.now() + 60 * 60_000);
      expect(pg.mail.map((m) => [m.to, m.subject])).toEqual([
        [coach.email, 'Your application for Wallaroo Netball Coach: Shortlisted'],
      ]);

      // Ids go on from the copied ones (the sequences were moved past them).
      const maxJob = Math.max(
        ...(await pg.db.q.selectFrom('jobs').select('id').execute()).map((r) => r.id),
      );
      const posted = await pg.request('/api/org/jobs', {
        json: role('Quoll Coach'),
        token: org.token,
      });
      expect(posted.status).toBe(201);
      expect(((await posted.json()) as { id: number }).id).toBe(maxJob + 1);
      // The audit log's ids go on too (its identity sequence was moved past the copied ones).
      const entries = await pg.db.q.selectFrom('audit_log').select('id').orderBy('id').execute();
      expect(entries.map((e) => e.id)).toEqual([1, 2, 3]);
      const newcomer = await pg.registerCoach();
      expect(newcomer.id).toBeGreaterThan(Math.max(org.id, coach.id));
    } finally {
      await pg.close();
    }
  });

  test('a target that is not empty is refused and left as it was', async () => {
    const target = await emptyTarget();
    await copyBoard(lite.db, target.db);
    await target.db.q
      .updateTable('users')
      .set({ first_name: 'Changed' })
      .where('id', '=', coach.id)
      .execute();
    const before = await counts(target.db);
    await expect(copyBoard(lite.db, target.db)).rejects.toThrow(CopyError);
    await expect(copyBoard(lite.db, target.db)).rejects.toThrow(/not empty/);
    expect(await counts(target.db)).toEqual(before);
    const kept = await target.db.q
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', coach.id)
      .executeTakeFirstOrThrow();
    expect(kept.first_name).toBe('Changed');
  });

  test("a database at migrations other than this code's is refused", async () => {
    expect(await migrationMismatch(lite.db)).toBeNull();
    // As if a newer Touchline had migrated it: this code cannot copy what it does not know.
    const row = { version: 999, name: '999-later.sql', applied_at: new Date().toISOString() };
    await lite.db.q.insertInto('schema_migrations').values(row).execute();
    try {
      expect(await migrationMismatch(lite.db)).toMatch(
        /migration 999, which this code does not know/,
      );
    } finally {
      await lite.db.q.deleteFrom('schema_migrations').where('version', '=', 999).execute();
    }
    const last = migrationFiles('sqlite').at(-1)!;
    await lite.db.q.deleteFrom('schema_migrations').where('version', '=', last.version).execute();
    try {
      expect(await migrationMismatch(lite.db)).toBe(
        `its migrations are behind this code's (${last.version} is missing)`,
      );
    } finally {
      await lite.db.q
        .insertInto('schema_migrations')
        .values({ version: last.version, name: last.name, applied_at: new Date().toISOString() })
        .execute();
    }
  });

  test('a copy failing midway leaves the target empty (a missing upload, a wrong size)', async () => {
    const target = await emptyTarget();
    const files = await lite.db.q
      .selectFrom('files')
      .select(['id', 'stored_name'])
      .orderBy('id')
      .execute();
    const path = (name: string) => join(lite.dataDir, 'uploads', name);
    const [first, second] = files;
    renameSync(path(second.stored_name), `${path(second.stored_name)}.away`);
    try {
      await expect(copyBoard(lite.db, target.db)).rejects.toThrow(
        `the bytes of file ${second.id} are missing`,
      );
    } finally {
      renameSync(`${path(second.stored_name)}.away`, path(second.stored_name));
    }
    expect(await tablesWithRows(target.db)).toEqual([]);
    expect(await rowsOf(target.db, 'file_blobs')).toBe(0);
    // The bytes on disk no longer match files.size: the check after the copy rolls it back.
    writeFileSync(path(first.stored_name), pdfBytes().slice(0, 10));
    try {
      await expect(copyBoard(lite.db, target.db)).rejects.toThrow(/not files.size long/);
    } finally {
      writeFileSync(path(first.stored_name), pdfBytes());
    }
    expect(await tablesWithRows(target.db)).toEqual([]);
    // And the same target takes the copy once the source is whole.
    await copyBoard(lite.db, target.db);
    expect(await rowsOf(target.db, 'users')).toBe(await rowsOf(lite.db, 'users'));
  });

  test('npm run db:copy: copies, prints what it did (no password), refuses a second time', async () => {
    const schema = testSchemaName();
    // A password in the URL (trust auth ignores it) that no output may show.
    const withPassword = new URL(TEST_DATABASE_URL);
    withPassword.password = 'hunter2pw';
    const url = withSchema(withPassword.href, schema);
    const where = describePgUrl(TEST_DATABASE_URL).replaceAll('.', '\\.');
    const cli = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'server/scripts/db-copy.ts', ...args], {
        env: { ...process.env, DATABASE_URL: '' },
      }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    try {
      const ok = await cli(['--to', url, '--data-dir', lite.dataDir]);
      expect(ok.stderr).toBe('');
      expect(ok.code).toBe(0);
      expect(ok.stdout).toMatch(
        new RegExp(
          `^Copied SQLite .*touchline\\.db into PostgreSQL ${where} \\(schema ${schema}\\) in \\d+\\.\\d s$`,
          'm',
        ),
      );
      // server_meta: the search words' version, the alerts' unsubscribe key, the signing secret
      expect(ok.stdout).toMatch(/^ {2}rows: .*users 2, .*server_meta 3$/m);
      expect(ok.stdout).toContain(`files: 2 (${2 * pdfBytes().byteLength} bytes)`);
      expect(ok.stdout).toContain('signing secret: DATA_DIR/jwt-secret into server_meta');
      expect(ok.stdout).not.toContain('hunter2pw');
      // A second copy into it, and the refusals made before anything is opened, side by side.
      const [again, missing, mysql, nowhere, noBoard] = await Promise.all([
        cli(['--to', url, '--data-dir', lite.dataDir]),
        cli(['--data-dir', lite.dataDir]),
        cli(['--to', 'mysql://x@localhost/db', '--data-dir', lite.dataDir]),
        cli(['--to', 'postgres://u:hunter2pw@127.0.0.1:1/x', '--data-dir', lite.dataDir]),
        cli(['--to', url, '--data-dir', join(lite.dataDir, 'none')]),
      ]);
      expect(again.code).toBe(1);
      expect(again.stdout).toBe('');
      expect(again.stderr).toMatch(
        /^db:copy: the target database is not empty \(it has .*users.*\)[^\n]*\n$/,
      );
      expect(again.stderr).not.toContain('hunter2pw');
      expect([missing.code, missing.stderr]).toEqual([
        1,
        expect.stringMatching(/^db:copy: --to is missing/),
      ]);
      expect([mysql.code, mysql.stderr]).toEqual([
        1,
        'db:copy: --to must be a postgres:// or postgresql:// URL\n',
      ]);
      expect([nowhere.code, nowhere.stderr]).toEqual([
        1,
        expect.stringMatching(/^db:copy: cannot reach the database at --to \(127\.0\.0\.1:1\/x\)/),
      ]);
      expect(nowhere.stderr).not.toContain('hunter2pw');
      expect([noBoard.code, noBoard.stderr]).toEqual([
        1,
        expect.stringMatching(/^db:copy: no SQLite database at /),
      ]);
    } finally {
      await dropSchema(TEST_DATABASE_URL, schema);
    }
    // Each run starts Node and tsx: seconds each on a busy machine.
  }, 120_000);
});
