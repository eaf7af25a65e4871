// Trust and safety in Chromium against a real server with moderation on (issue 32; run.mjs gives
// this file a server of its own with MODERATION at its default, new-orgs):
//   1. a new organisation posts a role, which is held ("Awaiting review" on its list, not in search);
//   2. an admin made by `npm run admin -- create` sets a password through the printed link, enrols
//      TOTP, then signs in with the password and a code and verifies the organisation on /admin;
//   3. the role appears in search with the Verified badge;
//   4. three different reporters (two signed-in coaches and a visitor through the role page's
//      dialog) report it;
//   5. the role is hidden from search;
//   6. the admin dismisses the reports on /admin, and the role is back.
// axe runs on /admin in both themes.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_TEXTS as A } from '../../src/shared/texts/admin.ts';
import { REPORT_ROLE } from '../../src/shared/texts/details.ts';
import { REPORT_TEXTS as R } from '../../src/shared/texts/report.ts';
import { MODERATION_TEXTS, TRUST_MESSAGES } from '../../src/shared/texts/trust.ts';
import { SECOND_STEP_TEXTS as S } from '../../src/shared/texts/two-factor.ts';
import { VERIFIED_LABEL } from '../../src/shared/texts/verified.ts';
import { api, loginApi, newCoachData, signUpCoach } from './lib/api.mjs';
import { BASE_URL, browserTest, checkA11y, DATA_DIR, newPage } from './lib/browser.mjs';
import { postRoleApi, seedStorage, signUpOrgApi, waitForSettled } from './lib/journey.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PASSWORD = 'Adm1n&Trust!pass';

/** `npm run admin -- create --email` against this server's database; returns the printed link. */
async function createAdmin(email) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/scripts/admin.ts', 'create', '--email', email],
    { cwd: ROOT, env: { ...process.env, DATA_DIR, PUBLIC_URL: BASE_URL, DATABASE_URL: '' } },
  );
  const link = stdout.trim().split('\n').at(-1);
  assert.match(link, /\/reset-password\?resetPasswordToken=/);
  return new URL(link);
}

const totpOf = (secret) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** The admin's password set through the one-time link and TOTP enrolled (through the API). */
async function readyAdmin() {
  const email = newCoachData().email.replace('@', '.admin@');
  const link = await createAdmin(email);
  const token = link.searchParams.get('resetPasswordToken');
  await api('/api/reset-password/reset', {
    method: 'POST',
    body: { token, password: PASSWORD },
    expectStatus: 200,
  });
  const first = await loginApi(email, PASSWORD);
  const enrol = await api('/api/user/totp/enrol', {
    method: 'POST',
    token: first.token,
    expectStatus: 200,
  });
  const totp = totpOf(enrol.body.secret);
  const confirmed = await api('/api/user/totp/confirm', {
    method: 'POST',
    token: first.token,
    body: { code: totp.generate() },
    expectStatus: 200,
  });
  assert.equal(confirmed.body.recoveryCodes.length, 10);
  return { email, totp };
}

/** The names of the roles GET /api/job/list finds for `word`. */
/** axe on /admin in both themes, once the snackbar's and the theme's transitions have ended. */
async function adminA11y(page, label) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    await checkA11y(page, { label: `${label} (${scheme})` });
  }
}

const searchNames = async (word) => {
  const res = await api(`/api/job/list?title=${word}`, { expectStatus: 200 });
  return res.body.list.map((j) => j.name);
};

browserTest(
  'a held role is verified by an admin with TOTP, reported by three reporters, hidden, and back after a dismissal',
  async (page) => {
    // 1. A new organisation's role is held.
    const org = await signUpOrgApi();
    // Letters only: a keyword that matches this role alone.
    const word = `Osprey${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;
    const roleName = `${word} Netball Coach`;
    const { id } = await postRoleApi(org.storage.token, { name: roleName });
    assert.deepEqual(await searchNames(word), [], 'a held role is not in search');
    assert.equal((await api(`/api/job/job_detail/${id}`)).status, 404);
    await page.goto('/landing');
    await seedStorage(page, org.storage);
    await page.goto('/employer');
    await page.getByText(roleName).first().waitFor();
    await page.getByRole('main').getByText(MODERATION_TEXTS.awaitingReview).first().waitFor();

    // 2. The admin signs in with the password and a TOTP code, and verifies the organisation.
    const admin = await readyAdmin();
    const adminSession = await newPage();
    const adminPage = adminSession.page;
    await adminPage.goto('/signin');
    await adminPage.getByLabel('Email', { exact: true }).fill(admin.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await adminPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await adminPage.getByRole('heading', { name: S.title }).waitFor();
    // The enrolment spent this time step's code: the next step's is within the ±1 window.
    const code = admin.totp.generate({ timestamp: Date.now() + 30_000 });
    await adminPage.getByLabel(S.codeLabel, { exact: true }).fill(code);
    await adminPage.getByRole('button', { name: S.verify }).click();
    await adminPage.waitForURL((u) => u.pathname.startsWith('/admin'));
    await adminPage.getByRole('tab', { name: A.queueTab }).click();
    const queued = adminPage.getByRole('row').filter({ hasText: roleName });
    await queued.waitFor();
    await queued.getByRole('button', { name: A.verifyOrgOf(org.account.orgName) }).click();
    await adminPage.getByText(TRUST_MESSAGES.organisationVerified).first().waitFor();
    await waitForSettled(adminPage);
    await adminA11y(adminPage, '/admin queue');

    // 3. In search with the Verified badge.
    assert.deepEqual(await searchNames(word), [roleName]);
    await page.goto(`/jobsearch?jobtitle=${word}`);
    const card = page.getByRole('article').filter({ hasText: roleName });
    await card.getByRole('img', { name: VERIFIED_LABEL }).waitFor();

    // 4. Two signed-in coaches report it through the API, a visitor through the role page.
    for (let i = 0; i < 2; i++) {
      const coach = await signUpCoach();
      const { token } = await loginApi(coach.email, coach.password);
      await api('/api/report', {
        method: 'POST',
        token,
        body: {
          jobId: id,
          reason: 'Scam or fraud',
          details: `Coach ${i + 1}: asks for bank details.`,
        },
        expectStatus: 201,
      });
    }
    assert.deepEqual(await searchNames(word), [roleName], 'two reporters do not hide it');
    const visitor = await newPage();
    try {
      const v = visitor.page;
      await v.goto(`/jobdetails?jobId=${id}`);
      await v.getByRole('button', { name: REPORT_ROLE }).click();
      const dialog = v.getByRole('dialog', { name: REPORT_ROLE });
      await dialog.getByRole('radio', { name: 'Inaccurate' }).check();
      await dialog.getByLabel(R.details).fill('The club does not exist.');
      await dialog.getByRole('button', { name: R.send }).click();
      await v.getByText(R.received).first().waitFor();
      visitor.assertClean();
    } finally {
      await visitor.close();
    }

    // 5. Three different reporters within 24 hours: hidden from search.
    assert.deepEqual(await searchNames(word), [], 'three reporters hide it from search');

    // 6. The admin dismisses the reports: the role is back.
    await adminPage.getByRole('tab', { name: A.reportsTab }).click();
    const reported = adminPage.getByRole('row').filter({ hasText: roleName });
    await reported.getByText(A.hidden).first().waitFor();
    await reported.getByRole('button', { name: A.dismissOf(roleName) }).click();
    await adminPage.getByText(TRUST_MESSAGES.reportsDismissed).first().waitFor();
    await waitForSettled(adminPage);
    await adminA11y(adminPage, '/admin reports');
    assert.deepEqual(await searchNames(word), [roleName], 'back in search after the dismissal');
    adminSession.assertClean();
    await adminSession.close();
  },
  { testTimeout: 180_000 },
);
