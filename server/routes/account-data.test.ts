// Your data, your account (issue 31; both engines): the export as a ZIP unpacked with fflate
// (data.json against ExportDataSchema, every file's bytes, nothing of another user's), its 3 a
// day, the password check counted like a sign-in, deleting a coach (anonymous applications as
// the organisation sees them, tokens and sign-in refused at once, the address free again, no row
// left holding the e-mail, name or phone but the goodbye mail before it is sent), the last
// organisation user, the crash sweep and retention with the fixed clock.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiFailureSchema,
  CvUploadResponseSchema,
  ResumeUploadResponseSchema,
} from '../../src/shared/schemas';
import { ExportDataSchema } from '../../src/shared/schemas/account-data';
import { AppliedJobsResponseSchema } from '../../src/shared/schemas/application';
import { CredentialAddedResponseSchema } from '../../src/shared/schemas/credentials';
import {
  ApplicantsResponseSchema,
  JobPostedResponseSchema,
} from '../../src/shared/schemas/employer';
import { ACCOUNT_DATA_API, ACCOUNT_DATA_MAIL } from '../../src/shared/texts/account-data';
import { tx } from '../db/connect';
import { deleteAccount } from '../db/queries/account-data';
import { uploadsDir } from '../lib/uploads';
import { pdfBytes, pngBytes } from '../lib/uploads.test-fixtures';
import {
  createTestContext,
  TEST_ENGINE,
  TEST_ROLE_CONTEXT,
  type TestAccount,
  type TestContext,
} from '../test-utils';
import { SWEEPS } from '../work/jobs';
import { retentionSweep, retireOldFiles } from '../work/retention';

let ctx: TestContext;
const DAY = 864e5;

interface Person extends TestAccount {
  token: string;
  refresh: string;
  first: string;
  last: string;
  mobile: string;
  bytes: Record<string, Uint8Array>;
  resume: number;
  cv: number;
}

const enc = new TextEncoder();
const marked = (base: Uint8Array, mark: string) =>
  new Uint8Array([...base, ...enc.encode(`\n%${mark}\n`)]);

async function upload(token: string, kind: string, bytes: Uint8Array, name: string) {
  const fd = new FormData();
  fd.append(kind, new File([bytes.slice()], name));
  const res = await ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body: fd, token });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

async function person(first: string, last: string, mobile: string): Promise<Person> {
  const acc = await ctx.registerCoach({ firstName: first, lastName: last, mobileNumber: mobile });
  const { token, refresh_token } = await ctx.loginAs(acc.email, acc.password);
  const resumeBytes = marked(pdfBytes(), `${first}-resume`);
  const cvBytes = marked(pdfBytes(), `${first}-letter`);
  const docBytes = marked(pdfBytes(), `${first}-wwcc`);
  const picture = pngBytes();
  const resume = ResumeUploadResponseSchema.parse(
    await upload(token, 'resume', resumeBytes, `${first} resume.pdf`),
  ).resumeId;
  const cv = CvUploadResponseSchema.parse(
    await upload(token, 'cv', cvBytes, `${first} letter.pdf`),
  ).cvId;
  await upload(token, 'picture', picture, `${first}.png`);
  const doc = (await upload(token, 'credential', docBytes, `${first} wwcc.pdf`)) as {
    fileId: number;
  };
  const cred = await ctx.request('/api/user/credentials', {
    token,
    json: {
      type: 'WWCC',
      state: 'New South Wales',
      number: 'WWC1234567E',
      wwccType: 'Employee',
      issuedOn: '2024-01-10',
      expiresOn: '2029-01-10',
      fileId: doc.fileId,
    },
  });
  expect(cred.status, await cred.clone().text()).toBe(201);
  CredentialAddedResponseSchema.parse(await cred.json());
  const interests = await ctx.request('/api/user/update_interests', {
    token,
    json: { interests: ['Netball'] },
  });
  expect(interests.status).toBe(200);
  return {
    ...acc,
    token,
    refresh: refresh_token,
    first,
    last,
    mobile,
    resume,
    cv,
    bytes: { resume: resumeBytes, cv: cvBytes, credential: docBytes, picture },
  };
}

async function org(orgName: string) {
  const o = await ctx.registerOrg({ orgName, firstName: 'Olive', lastName: 'Orgsworth' });
  return { ...o, token: (await ctx.loginAs(o.email, o.password)).token };
}

async function postRole(token: string, name: string, closingDate = '2026-03-31') {
  const res = await ctx.request('/api/org/jobs', {
    method: 'POST',
    token,
    json: {
      name,
      city: 'Sydney',
      minLevel: 'Level 1',
      role_type: 'Volunteer',
      categories: 'Netball, Coaching',
      salary: 'Volunteer role',
      tags: ['Netball'],
      description: '<p>Coach our under 14 girls.</p>',
      subject: '<p>Netball</p>',
      skills: '<p>WWCC</p>',
      desiredSkills: '',
      closingDate,
      ...TEST_ROLE_CONTEXT,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return JobPostedResponseSchema.parse(await res.json()).id;
}

async function apply(p: Person, jobId: number, resume = p.resume, cv = p.cv) {
  const res = await ctx.request('/api/job-apply/apply', {
    token: p.token,
    json: {
      firstName: p.first,
      lastName: p.last,
      resume,
      cv,
      jobId,
      salary: '$80,000',
      notice: '2 weeks',
      referredBy: 'A friend',
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const exportOf = (token: string, password: string) =>
  ctx.request('/api/user/export', { token, json: { password } });

async function unzipExport(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="touchline-data-/);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const data = ExportDataSchema.parse(JSON.parse(new TextDecoder().decode(files['data.json'])));
  return { files, data };
}

async function failure(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return ApiFailureSchema.parse(await res.json());
}

/** Every text cell of every table of the engine holding `needle` (case-insensitive). */
async function tablesHolding(needle: string): Promise<string[]> {
  const names =
    TEST_ENGINE === 'sqlite'
      ? (
          await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(
            ctx.db.q,
          )
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(ctx.db.q)
        ).rows.map((r) => r.name);
  const found: string[] = [];
  const low = needle.toLowerCase();
  for (const name of names) {
    if (name.startsWith('sqlite_')) continue;
    const rows = (
      await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(ctx.db.q)
    ).rows;
    for (const row of rows) {
      for (const [col, v] of Object.entries(row)) {
        const text =
          typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('latin1') : String(v ?? '');
        if (text.toLowerCase().includes(low)) found.push(`${name}.${col}`);
      }
    }
  }
  return found;
}

const TOTP_SECRET = 'v1.totp-secret-sealed-for-the-test';
const RECOVERY_HASH = 'f'.repeat(64);

/** Issue 32's rows of a user: two-step sign-in on, a recovery code, a sign-in challenge. */
async function trustRows(userId: number) {
  const at = new Date(ctx.clock.now()).toISOString();
  await ctx.db.q
    .insertInto('user_totp')
    .values({ user_id: userId, secret_enc: TOTP_SECRET, enabled_at: at, created_at: at })
    .execute();
  await ctx.db.q
    .insertInto('recovery_codes')
    .values({ user_id: userId, code_hash: RECOVERY_HASH })
    .execute();
  await ctx.db.q
    .insertInto('login_challenges')
    .values({ challenge_hash: `c${userId}`, user_id: userId, expires_at: ctx.clock.now() + 60_000 })
    .execute();
}

let orgA: Awaited<ReturnType<typeof org>>;
let roleA: number;
let a: Person;
let b: Person;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  orgA = await org('Harbour Netball Club');
  roleA = await postRole(orgA.token, 'Under 14 Girls Netball Coach');
  a = await person('Aurelia', 'Ashworth', '0411222333');
  b = await person('Bellamy', 'Brightwater', '0498765432');
  await apply(a, roleA);
  await apply(b, roleA);
  expect(
    (await ctx.request(`/api/saved-jobs/${roleA}`, { method: 'PUT', token: a.token })).status,
  ).toBeLessThan(300);
});
afterAll(() => ctx.close());

describe('POST /api/user/export', () => {
  test("a coach's ZIP: data.json by its schema and every file's bytes, nothing of B's", async () => {
    // Trust and safety (issue 32): A reports the role and has two-step sign-in on.
    const reported = await ctx.request('/api/report', {
      token: a.token,
      json: { jobId: roleA, reason: 'Inaccurate', details: 'The closing date is wrong' },
    });
    expect(reported.status, await reported.clone().text()).toBe(201);
    await trustRows(a.id);
    const { files, data } = await unzipExport(await exportOf(a.token, a.password));
    expect(data.twoStepSignIn).toBe(true);
    expect(data.reports).toEqual([
      {
        jobId: roleA,
        jobName: 'Under 14 Girls Netball Coach',
        reason: 'Inaccurate',
        details: 'The closing date is wrong',
        reportedAt: new Date(ctx.clock.now()).toISOString(),
      },
    ]);
    expect(data.auditEntries).toEqual([]);
    expect(data.schemaVersion).toBe(1);
    expect(data.account).toMatchObject({
      id: a.id,
      email: a.email,
      firstName: 'Aurelia',
      lastName: 'Ashworth',
      mobile: '0411222333',
      role: 'ROLE_COACH',
    });
    expect(data.interests).toEqual(['Netball']);
    expect(data.credentials).toHaveLength(1);
    expect(data.credentials[0]).toMatchObject({ type: 'WWCC', number: 'WWC1234567E' });
    expect(data.applications).toHaveLength(1);
    const app = data.applications[0];
    expect(app).toMatchObject({ jobId: roleA, firstName: 'Aurelia', status: 'Received' });
    expect(app.history.map((h) => h.status)).toEqual(['Received']);
    expect(app.credentials.map((c) => c.type)).toEqual(['WWCC']);
    expect(data.savedJobs.map((s) => s.jobId)).toEqual([roleA]);
    expect(data.settings).toEqual({ closingReminders: true, credentialReminders: true });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions.every((x) => typeof x.device === 'string')).toBe(true);
    expect(data.organisation).toBeNull();

    // Every file listed is in the ZIP with its bytes, and every ZIP entry is listed.
    const byKind = Object.fromEntries(data.files.map((f) => [f.kind, f]));
    expect(Object.keys(byKind).sort()).toEqual(['credential', 'cv', 'picture', 'resume']);
    for (const kind of ['resume', 'cv', 'credential', 'picture'] as const) {
      expect(Buffer.from(files[byKind[kind].file]).equals(Buffer.from(a.bytes[kind]))).toBe(true);
    }
    expect(byKind.resume.file).toMatch(/^resumes\/\d+-Aurelia resume\.pdf$/);
    expect(byKind.cv.file).toMatch(/^cover-letters\//);
    expect(byKind.credential.file).toMatch(/^credentials\//);
    expect(app.resume).toBe(byKind.resume.file);
    expect(app.coverLetter).toBe(byKind.cv.file);
    expect(data.credentials[0].file).toBe(byKind.credential.file);
    expect(data.profile?.picture).toBe(byKind.picture.file);
    expect(Object.keys(files).sort()).toEqual(
      ['data.json', ...data.files.map((f) => f.file)].sort(),
    );

    // Nothing of B's: their e-mail, names, phone and file bytes appear nowhere in A's ZIP.
    const all = Buffer.concat(Object.values(files).map((f) => Buffer.from(f))).toString('latin1');
    for (const s of [
      b.email,
      b.first,
      b.last,
      b.mobile,
      'Bellamy-resume',
      'Bellamy-letter',
      'Bellamy-wwcc',
    ]) {
      expect(all.includes(s), s).toBe(false);
    }
    // ...while A's own are there (the check above can see).
    for (const s of [a.email, a.first, a.mobile, 'Aurelia-resume', 'Aurelia-wwcc']) {
      expect(all.includes(s), s).toBe(true);
    }
    // Never the TOTP secret or the recovery codes.
    for (const s of [TOTP_SECRET, RECOVERY_HASH]) expect(all.includes(s), s).toBe(false);
    // B's own export holds B's, diffed against A's: no application, file or credential in common.
    const bx = await unzipExport(await exportOf(b.token, b.password));
    expect(bx.data.account.id).toBe(b.id);
    const ids = (d: typeof data) => [
      ...d.applications.map((x) => `app${x.id}`),
      ...d.credentials.map((x) => `cred${x.id}`),
      ...d.files.map((x) => x.file),
    ];
    expect(ids(bx.data).filter((x) => ids(data).includes(x))).toEqual([]);
  });

  test("an organisation user's: the organisation and its roles, no applicant's data", async () => {
    const { data } = await unzipExport(await exportOf(orgA.token, orgA.password));
    expect(data.account.role).toBe('ROLE_ORG');
    // Its own audit entries (issue 32): posting the role.
    expect(data.auditEntries.map((e) => [e.action, e.target])).toEqual([
      ['job.create', `job:${roleA}`],
    ]);
    expect(data.twoStepSignIn).toBe(false);
    expect(data.organisation?.name).toBe('Harbour Netball Club');
    const role = data.organisation?.roles.find((r) => r.id === roleA);
    expect(role).toMatchObject({ name: 'Under 14 Girls Netball Coach', applicants: 2 });
    const text = JSON.stringify(data);
    for (const s of [a.email, a.first, a.last, a.mobile, b.email, b.first, b.mobile]) {
      expect(text.includes(s), s).toBe(false);
    }
  });

  test('3 a day per account (429 with Retry-After), again the next day', async () => {
    const c = await person('Cosima', 'Carrow', '0400111222');
    for (let i = 0; i < 3; i += 1) await unzipExport(await exportOf(c.token, c.password));
    const res = await exportOf(c.token, c.password);
    await failure(res, 429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    ctx.clock.advance(DAY);
    const { token } = await ctx.loginAs(c.email, c.password);
    await unzipExport(await exportOf(token, c.password));
  });

  test('bearer required; a wrong password is 400 fields.password, counted like a sign-in', async () => {
    expect((await ctx.request('/api/user/export', { json: { password: 'x' } })).status).toBe(401);
    const d = await person('Dorian', 'Dunmore', '0400333444');
    const bad = await failure(await exportOf(d.token, 'Wrong-password-1'), 400);
    expect(Object.keys(bad.fields ?? {})).toEqual(['password']);
    await failure(
      await ctx.request('/api/user/delete', { token: d.token, json: { password: 'nope' } }),
      400,
    );
    for (let i = 0; i < 8; i += 1) await failure(await exportOf(d.token, 'Wrong-password-1'), 400);
    // The 11th failure in 15 minutes: 429, and sign-in is locked too.
    await failure(await exportOf(d.token, 'Wrong-password-1'), 429);
    const login = await ctx.request('/api/login', {
      json: { username: d.email, password: d.password },
    });
    expect(login.status).toBe(429);
  });
});

describe('POST /api/user/delete', () => {
  test('a coach: anonymous applications, tokens and sign-in refused, the address free again', async () => {
    const e = await person('Evangeline', 'Eastwick', '0477888999');
    await apply(e, roleA);
    const storedBefore = await ctx.db.q
      .selectFrom('files')
      .select(['id', 'stored_name'])
      .where('owner_id', '=', e.id)
      .execute();
    expect(storedBefore.length).toBe(4);
    // Trust and safety (issue 32): a report, two-step sign-in, a code, a sign-in challenge.
    const reported = await ctx.request('/api/report', {
      token: e.token,
      json: { jobId: roleA, reason: 'Other', details: '' },
    });
    expect(reported.status).toBe(201);
    await trustRows(e.id);
    ctx.mail.length = 0;

    // The mail server is down for now: the goodbye mail waits in the outbox.
    const send = ctx.deps.mailer.send;
    ctx.deps.mailer.send = async () => {
      throw new Error('mail server down');
    };
    let res: Response;
    try {
      res = await ctx.request('/api/user/delete', {
        token: e.token,
        json: { password: e.password },
      });
    } finally {
      ctx.deps.mailer.send = send;
    }
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_DATA_API.deleted });

    // Nothing holds the e-mail, names or phone but the goodbye mail until it is sent.
    const holding = async () => {
      const found = new Set<string>();
      for (const s of [e.email, e.first, e.last, e.mobile]) {
        for (const where of await tablesHolding(s)) found.add(where);
      }
      return [...found];
    };
    expect(await holding()).toEqual(['work.payload']);
    // No TOTP secret, recovery code or challenge left; the report stays without the account.
    for (const table of ['user_totp', 'recovery_codes', 'login_challenges'] as const) {
      const left = await ctx.db.q.selectFrom(table).select('user_id').where('user_id', '=', e.id);
      expect(await left.execute(), table).toEqual([]);
    }
    const kept = await ctx.db.q
      .selectFrom('reports')
      .select(['reporter_id', 'reporter_key'])
      .where('reporter_key', '=', `u:${e.id}`)
      .execute();
    expect(kept).toEqual([{ reporter_id: null, reporter_key: `u:${e.id}` }]);
    expect(ctx.mail.some((m) => m.to === e.email)).toBe(false);
    ctx.clock.advance(10 * 60_000); // past the outbox's first backoff
    await ctx.deps.work?.runDue(ctx.clock.now());
    expect(
      ctx.mail.some((m) => m.to === e.email && m.subject === ACCOUNT_DATA_MAIL.goodbyeSubject),
    ).toBe(true);
    expect(await holding()).toEqual([]);
    orgA.token = (await ctx.loginAs(orgA.email, orgA.password)).token;

    // The organisation sees "Deleted applicant": no e-mail, files or credentials.
    const list = ApplicantsResponseSchema.parse(
      await (await ctx.request(`/api/org/jobs/${roleA}/applicants`, { token: orgA.token })).json(),
    ).list;
    expect(list).toHaveLength(3);
    const gone = list.find((x) => x.firstName === 'Deleted');
    expect(gone).toMatchObject({
      lastName: 'applicant',
      email: '',
      resumeName: '',
      cvName: '',
      referredBy: '',
    });
    expect(gone?.credentials).toEqual([]);
    expect((await ctx.request(`/api/file/${gone?.resumeId}`, { token: orgA.token })).status).toBe(
      404,
    );

    // The goodbye mail went to the old address; the files' bytes are gone.
    await ctx.deps.work?.idle?.();
    for (const f of storedBefore) {
      if (TEST_ENGINE === 'sqlite') {
        expect(existsSync(join(uploadsDir(ctx.dataDir), f.stored_name))).toBe(false);
      } else {
        const blob = await ctx.db.q
          .selectFrom('file_blobs')
          .select('file_id')
          .where('file_id', '=', f.id)
          .execute();
        expect(blob).toEqual([]);
      }
    }
    expect(await ctx.db.q.selectFrom('file_removals').selectAll().execute()).toEqual([]);

    // The organisation still moves the anonymous application on; no mail goes (no address).
    const sent = ctx.mail.length;
    const moved = await ctx.request(`/api/org/applications/${gone?.id}/status`, {
      token: orgA.token,
      json: { status: 'Reviewing' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await ctx.deps.work?.runDue(ctx.clock.now());
    expect(ctx.mail.length).toBe(sent);

    // (A failed sign-in with the address counts against it, as for any unknown address.)
    // Tokens stop at once; sign-in fails; the refresh token is gone.
    expect((await ctx.request('/api/user/get_logged_in_user', { token: e.token })).status).toBe(
      401,
    );
    expect(
      (await ctx.request('/api/token/refresh', { json: { refresh_token: e.refresh } })).status,
    ).toBe(401);
    expect(
      (await ctx.request('/api/login', { json: { username: e.email, password: e.password } }))
        .status,
    ).toBe(401);

    // The address registers again.
    const again = await ctx.registerCoach({ email: e.email });
    expect(again.id).not.toBe(e.id);
    const { token } = await ctx.loginAs(e.email, again.password);
    expect((await ctx.request('/api/user/get_logged_in_user', { token })).status).toBe(200);
  });

  test('the last user of an organisation: open roles withdrawn with mails, page gone', async () => {
    const o = await org('Ridgeline Rowing');
    const role = await postRole(o.token, 'Sculling Coach');
    const f = await person('Fenella', 'Fairweather', '0455666777');
    await apply(f, role);
    ctx.mail.length = 0;
    const res = await ctx.request('/api/user/delete', {
      token: o.token,
      json: { password: o.password },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await ctx.deps.work?.runDue(ctx.clock.now());
    expect(ctx.mail.some((m) => m.to === f.email && m.text.includes('Sculling Coach'))).toBe(true);
    const row = await ctx.db.q
      .selectFrom('jobs')
      .select(['is_open', 'closed_reason'])
      .where('id', '=', role)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_open: 0, closed_reason: 'withdrawn' });
    const orgId = (
      await ctx.db.q
        .selectFrom('jobs')
        .select('org_id')
        .where('id', '=', role)
        .executeTakeFirstOrThrow()
    ).org_id;
    expect((await ctx.request(`/api/org/getOrgPageDetails?orgid=${orgId}`)).status).toBe(404);
    const sitemap = await (await ctx.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/org?orgId=');
    expect(sitemap.includes(`/org?orgId=${orgId}<`)).toBe(false);
    // The coach's resume is no longer the organisation's to read (no user left), still theirs.
    expect((await ctx.request(`/api/file/${f.resume}`, { token: f.token })).status).toBe(200);
  });

  test('an organisation user who is not the last: the organisation and its roles stay', async () => {
    const first = await org('Lakeside Lacrosse');
    const second = await org('Placeholder Club');
    const role = await postRole(first.token, 'Goalie Coach', '2026-04-30');
    const orgId = (
      await ctx.db.q
        .selectFrom('users')
        .select('org_id')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow()
    ).org_id;
    await ctx.db.q
      .updateTable('users')
      .set({ org_id: orgId })
      .where('id', '=', second.id)
      .execute();
    const res = await ctx.request('/api/user/delete', {
      token: first.token,
      json: { password: first.password },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await ctx.request(`/api/org/getOrgPageDetails?orgid=${orgId}`)).status).toBe(200);
    const job = await ctx.db.q
      .selectFrom('jobs')
      .select(['is_open', 'closed_reason'])
      .where('id', '=', role)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ is_open: 1, closed_reason: null });
  });

  test('a crash after the commit leaves bytes that the sweep removes', async () => {
    const g = await person('Gideon', 'Greaves', '0422333444');
    const stored = await ctx.db.q
      .selectFrom('files')
      .select(['id', 'stored_name'])
      .where('owner_id', '=', g.id)
      .execute();
    // The rows commit, then the process stops before removing the bytes.
    await tx(ctx.db, (t) => deleteAccount(t, g.id, () => [], ctx.clock.now(), false));
    if (TEST_ENGINE === 'sqlite') {
      for (const f of stored)
        expect(existsSync(join(uploadsDir(ctx.dataDir), f.stored_name))).toBe(true);
      expect((await ctx.db.q.selectFrom('file_removals').selectAll().execute()).length).toBe(
        stored.length,
      );
    }
    // The worker's registered sweep (server/work/jobs.ts SWEEPS) removes them.
    expect(SWEEPS).toContain(retentionSweep);
    const before = await ctx.db.q.selectFrom('file_removals').selectAll().execute();
    expect(before.length).toBe(TEST_ENGINE === 'sqlite' ? stored.length : 0);
    await retentionSweep.run(
      { ...ctx.deps, publicUrl: ctx.deps.config.publicUrl },
      ctx.clock.now(),
    );
    for (const f of stored) {
      expect(existsSync(join(uploadsDir(ctx.dataDir), f.stored_name))).toBe(false);
      const blob =
        TEST_ENGINE === 'postgres'
          ? await ctx.db.q
              .selectFrom('file_blobs')
              .select('file_id')
              .where('file_id', '=', f.id)
              .execute()
          : [];
      expect(blob).toEqual([]);
    }
    expect(await ctx.db.q.selectFrom('file_removals').selectAll().execute()).toEqual([]);
  });
});

describe('retention', () => {
  test('a resume of ended applications goes after RETENTION_DAYS unless it is the latest', async () => {
    const o = await org('Cove Cricket');
    const role = await postRole(o.token, 'Batting Coach');
    const h = await person('Hollis', 'Hawthorne', '0433444555');
    const oldResume = h.resume;
    await apply(h, role);
    // A newer resume makes the first one not the latest; the cover letter stays the latest.
    const newer = ResumeUploadResponseSchema.parse(
      await upload(h.token, 'resume', marked(pdfBytes(), 'newer'), 'newer.pdf'),
    ).resumeId;
    const close = await ctx.request(`/api/org/jobs/${role}/status`, {
      token: o.token,
      json: { open: false, reason: 'filled', notifyApplicants: false },
    });
    expect(close.status).toBe(200);
    const deps = { ...ctx.deps, publicUrl: ctx.deps.config.publicUrl, retentionDays: 365 };
    ctx.clock.advance(364 * DAY);
    expect(await retireOldFiles(deps, ctx.clock.now())).toBe(0);
    ctx.clock.advance(2 * DAY);
    expect(await retireOldFiles(deps, ctx.clock.now())).toBe(1);
    const files = await ctx.db.q
      .selectFrom('files')
      .select(['id', 'removed_at'])
      .where('owner_id', '=', h.id)
      .where('kind', 'in', ['resume', 'cv'])
      .execute();
    const removed = files.filter((f) => f.removed_at !== null).map((f) => f.id);
    expect(removed).toEqual([oldResume]);
    expect(newer).not.toBe(oldResume);
    const app = await ctx.db.q
      .selectFrom('applications')
      .select(['files_removed_at'])
      .where('user_id', '=', h.id)
      .executeTakeFirstOrThrow();
    expect(app.files_removed_at).not.toBeNull();
    const { token } = await ctx.loginAs(h.email, h.password);
    expect((await ctx.request(`/api/file/${oldResume}`, { token })).status).toBe(404);
    // /jobsapplied says the files were deleted after RETENTION_DAYS (the default, 365).
    const applied = AppliedJobsResponseSchema.parse(
      await (await ctx.request('/api/job-apply/applied_jobs', { token })).json(),
    ).list;
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ resumeId: null, cvId: h.cv, filesDeletedAfterDays: 365 });
  });

  test('a resume still used by an application in progress stays, whatever its age', async () => {
    const o = await org('Bayside Basketball');
    // The clock has moved on in this file: closing dates 20 days from its now.
    const closing = new Date(ctx.clock.now() + 20 * DAY).toISOString().slice(0, 10);
    const ended = await postRole(o.token, 'Shooting Coach', closing);
    const open = await postRole(o.token, 'Defence Coach', closing);
    const k = await person('Kestrel', 'Kingsley', '0466777888');
    await apply(k, ended);
    await apply(k, open);
    await upload(k.token, 'resume', marked(pdfBytes(), 'k-newer'), 'newer.pdf');
    const close = await ctx.request(`/api/org/jobs/${ended}/status`, {
      token: o.token,
      json: { open: false, reason: 'filled', notifyApplicants: false },
    });
    expect(close.status).toBe(200);
    // The other role's application is still Received and its role open: not ended.
    const deps = { ...ctx.deps, publicUrl: ctx.deps.config.publicUrl, retentionDays: 1 };
    ctx.clock.advance(2 * DAY);
    expect(await retireOldFiles(deps, ctx.clock.now())).toBe(0);
    // Its role passes its closing date: both ended; one day later the resume goes.
    ctx.clock.advance(40 * DAY);
    expect(await retireOldFiles(deps, ctx.clock.now())).toBe(1);
    const row = await ctx.db.q
      .selectFrom('files')
      .select('removed_at')
      .where('id', '=', k.resume)
      .executeTakeFirstOrThrow();
    expect(row.removed_at).not.toBeNull();
  });
});
