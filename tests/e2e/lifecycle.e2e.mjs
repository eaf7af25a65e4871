// A role's lifecycle in Chromium against the real server (issue 27): an organisation posts a role
// with a respond-by promise and its page shows it; a coach applies; the organisation closes it as
// filled from its roles list (the menu, then the dialog with "Tell the remaining applicants"
// ticked); the coach's /jobsapplied shows Not successful and the coach has one mail saying so; the
// role's page says it has been filled and offers no Apply.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { EMPLOYER_TEXTS } from '../../src/shared/texts/employer.ts';
import { COACH_LIFECYCLE_TEXTS, ORG_LIFECYCLE_TEXTS } from '../../src/shared/texts/lifecycle.ts';
import { newestMail, signUpCoach } from './lib/api.mjs';
import { browserTest, newPage } from './lib/browser.mjs';
import {
  applyApi,
  postRoleApi,
  seedStorage,
  signInWithStorage,
  signUpOrgApi,
  waitForSettled,
} from './lib/journey.mjs';

/** On the organisation's roles list: the role's menu, Close: filled, and the dialog's Close role. */
async function orgClosesAsFilled(page, name) {
  await page.goto('/employer');
  await page.getByRole('heading', { level: 1, name: EMPLOYER_TEXTS.dashboardTitle }).waitFor();
  await waitForSettled(page);
  await page.getByRole('button', { name: ORG_LIFECYCLE_TEXTS.actionsFor(name) }).click();
  await page.getByRole('menuitem', { name: ORG_LIFECYCLE_TEXTS.closeFilled }).click();
  const dialog = page.getByRole('dialog', { name: ORG_LIFECYCLE_TEXTS.closeFilledTitle(name) });
  await dialog.waitFor();
  assert.equal(
    await dialog.getByRole('checkbox', { name: ORG_LIFECYCLE_TEXTS.notifyApplicants }).isChecked(),
    true,
  );
  await dialog.getByRole('button', { name: ORG_LIFECYCLE_TEXTS.confirmClose }).click();
  await page.getByText(EMPLOYER_TEXTS.roleClosed, { exact: true }).first().waitFor();
}

const day = (offset) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

browserTest(
  'a role closed as filled answers its applicant and stops taking applications',
  async (page) => {
    const org = await signUpOrgApi();
    const name = `Osprey Coach ${randomBytes(2).toString('hex')}`.replace(/\d/g, 'x');
    const { id } = await postRoleApi(org.storage.token, {
      name,
      closingDate: day(20),
      respondBy: day(34),
    });

    // The coach applies.
    const coach = await signUpCoach();
    const since = Date.now();
    await page.goto('/landing');
    const { token } = await signInWithStorage(page, coach);
    await applyApi(token, coach, id);

    // The organisation closes it as filled from its roles list (in a browser of its own).
    const orgTab = await newPage();
    try {
      await seedStorage(orgTab.page, org.storage);
      await orgClosesAsFilled(orgTab.page, name);
      orgTab.assertClean();
    } finally {
      await orgTab.close();
    }

    // The coach sees Not successful at once, and has one mail.
    await page.goto('/jobsapplied');
    await waitForSettled(page);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByText('Not successful').first().waitFor();
    const mail = await newestMail({ to: coach.email, subject: new RegExp(name), since });
    assert.ok(mail.text.includes('Not successful'), 'the mail says the new status');
    assert.ok(mail.text.includes(org.account.orgName), 'the mail names the organisation');

    // The role's page says it has been filled and offers no Apply.
    await page.goto(`/jobdetails?jobId=${id}`);
    await page.getByText(COACH_LIFECYCLE_TEXTS.filled, { exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: /^Apply/ }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^Apply/ }).count(), 0);
  },
);
