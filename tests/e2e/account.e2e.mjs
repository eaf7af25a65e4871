// Your data, your account in Chromium against the real server (issue 31): a coach signs up,
// uploads and applies; on /account downloads the data (the ZIP's data.json names the account and
// the application, and holds the uploaded resume byte for byte); deletes the account through the
// password dialog (signed out, on /landing); signing in again fails; the organisation's
// applicants screen shows "Deleted applicant".
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { ACCOUNT_PAGE_TEXTS as T } from '../../src/shared/texts/account.ts';
import { api, loginApi, signUpCoach } from './lib/api.mjs';
import { browserTest, newPage } from './lib/browser.mjs';
import {
  applyApi,
  pdfFile,
  postRoleApi,
  seedStorage,
  signInWithStorage,
  signUpOrgApi,
  waitForSettled,
} from './lib/journey.mjs';

browserTest(
  'a coach downloads their data, deletes the account, and the organisation keeps an anonymous application',
  async (page) => {
    const org = await signUpOrgApi();
    const { id, name } = await postRoleApi(org.storage.token, { name: 'Deleted Applicant Coach' });
    const coach = await signUpCoach();
    const { token } = await loginApi(coach.email, coach.password);
    await applyApi(token, coach, id);

    await page.goto('/landing');
    await signInWithStorage(page, coach);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    await waitForSettled(page);

    // Download my data: the password dialog, then the ZIP.
    await page.getByRole('button', { name: T.downloadButton }).click();
    const dialog = page.getByRole('alertdialog', { name: T.downloadTitle });
    await dialog.getByLabel(T.password, { exact: true }).fill(coach.password);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: T.downloadButton }).click(),
    ]);
    const zip = unzipSync(new Uint8Array(await readFile(await file.path())));
    assert.ok(zip['data.json'], 'the ZIP holds data.json');
    const data = JSON.parse(new TextDecoder().decode(zip['data.json']));
    assert.equal(data.schemaVersion, 1);
    assert.equal(data.account.email, coach.email);
    assert.ok(JSON.stringify(data.applications).includes(name), 'the application is in it');
    const resume = pdfFile('resume.pdf', 'Resume');
    const stored = Object.entries(zip).find(
      ([path, bytes]) => path.startsWith('resumes/') && bytes.length === resume.buffer.length,
    );
    assert.ok(stored, `a resume in the ZIP (${Object.keys(zip).join(', ')})`);
    assert.deepEqual(Buffer.from(stored[1]), Buffer.from(resume.buffer));

    // Delete my account: the dialog says what happens, then signed out on /landing.
    await page.getByRole('button', { name: T.deleteButton }).click();
    const confirm = page.getByRole('alertdialog', { name: T.deleteTitle });
    await confirm.getByText(T.deleteCoach[1]).waitFor();
    await confirm.getByLabel(T.password, { exact: true }).fill(coach.password);
    await confirm.getByRole('button', { name: T.deleteConfirm }).click();
    await page.waitForURL((u) => u.pathname === '/landing');
    await page.getByText(`${T.deletedTitle}. ${T.deletedNote}`).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    // Signing in again fails.
    const again = await api('/api/login', {
      method: 'POST',
      body: { username: coach.email, password: coach.password },
    });
    assert.ok(again.status >= 400, `sign-in answered ${again.status}`);

    // The organisation sees "Deleted applicant".
    const orgTab = await newPage();
    try {
      await seedStorage(orgTab.page, org.storage);
      await orgTab.page.goto(`/employer/jobs/${id}/applicants`);
      await orgTab.page.getByText('Deleted applicant').first().waitFor();
      assert.equal(await orgTab.page.getByText(coach.email).count(), 0);
      orgTab.assertClean();
    } finally {
      await orgTab.close();
    }
  },
);
