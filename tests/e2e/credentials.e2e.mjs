// Credentials on the profile (issue 30, step 1 of its journey): a coach adds a current WWCC (New
// South Wales, its card number, with a PDF) and an expired first aid certificate on /profile, and
// sees "Current" and "Expired" beside them, as text; after a reload the server still has both.
// Then axe (contrast included) on the section with its list, the form's messages and the remove
// dialog, in the light and the dark scheme.
import assert from 'node:assert/strict';
import {
  CREDENTIAL_ERRORS as CE,
  CREDENTIAL_LABELS as L,
} from '../../src/shared/texts/credentials.ts';
import { CREDENTIALS_UI as T } from '../../src/shared/texts/credentials-ui.ts';
import { addDays, dateIn } from '../../src/shared/zoned-time.ts';
import { api, signUpCoach } from './lib/api.mjs';
import { browserTest, checkA11y } from './lib/browser.mjs';
import { pdfFile, signInWithStorage, waitForSettled } from './lib/journey.mjs';

browserTest(
  'a coach adds a current WWCC and an expired first aid, and sees their status',
  async (page) => {
    const coach = await signUpCoach();
    const { token } = await signInWithStorage(page, coach);
    const today = dateIn(Date.now(), 'Australia/Sydney');

    await page.goto('/profile#credentials');
    const section = page.locator('section#credentials');
    const heading = section.getByRole('heading', { level: 2, name: L.section });
    await heading.waitFor();
    await waitForSettled(page);
    await page.waitForFunction(() => document.activeElement?.id === 'credentials-title');
    await section.getByText(T.empty).waitFor();

    // A WWCC: its messages first, then a valid one with its document.
    await section.getByRole('button', { name: T.add }).click();
    let form = section.getByRole('form', { name: T.addTitle });
    await form.getByRole('combobox', { name: L.type }).selectOption('WWCC');
    await form.getByRole('button', { name: T.save }).click();
    await form.getByText(CE.numberRequired).waitFor();
    await form.getByRole('combobox', { name: L.state }).selectOption('New South Wales');
    await form.getByText(T.cardExample('WWC1234567E')).waitFor();
    await form.getByRole('textbox', { name: L.number }).fill('WWC1234567E');
    await form.getByRole('combobox', { name: L.wwccType }).selectOption('Employee');
    await form.getByLabel(L.expiresOn, { exact: true }).fill(addDays(today, 365));
    await form
      .getByLabel(T.optional(L.document), { exact: true })
      .setInputFiles(pdfFile('wwcc.pdf', 'Working with Children Check'));
    await form.getByText(T.documentUploaded).waitFor();
    await form.getByRole('button', { name: T.save }).click();
    const wwcc = section.getByRole('listitem').filter({ hasText: 'WWC1234567E' });
    await wwcc.getByText('Current', { exact: true }).waitFor();

    // An expired first aid certificate.
    await section.getByRole('button', { name: T.add }).click();
    form = section.getByRole('form', { name: T.addTitle });
    await form.getByRole('combobox', { name: L.type }).selectOption('First aid');
    await form.getByLabel(T.optional(L.issuedOn), { exact: true }).fill(addDays(today, -1100));
    await form.getByLabel(T.optional(L.expiresOn), { exact: true }).fill(addDays(today, -5));
    await form.getByRole('button', { name: T.save }).click();
    const firstAid = section.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'First aid' }),
    });
    await firstAid.getByText('Expired', { exact: true }).waitFor();
    await wwcc.getByRole('button', { name: T.download('wwcc.pdf') }).waitFor();

    // The server keeps both, with their statuses, after a reload.
    await page.reload();
    await section.getByRole('heading', { level: 3, name: 'First aid' }).waitFor();
    await wwcc.getByText('Current', { exact: true }).waitFor();
    await firstAid.getByText('Expired', { exact: true }).waitFor();
    const list = (await api('/api/user/credentials', { token, expectStatus: 200 })).body.list;
    assert.deepEqual(
      list.map((c) => [c.type, c.status]),
      [
        ['WWCC', 'current'],
        ['First aid', 'expired'],
      ],
    );
    assert.equal(list[0].number, 'WWC1234567E');
    assert.equal(list[0].fileName, 'wwcc.pdf');
  },
);

for (const colorScheme of ['light', 'dark']) {
  browserTest(
    `the Credentials section passes axe, ${colorScheme}`,
    async (page) => {
      const coach = await signUpCoach();
      const { token } = await signInWithStorage(page, coach);
      const today = dateIn(Date.now(), 'Australia/Sydney');
      for (const body of [
        {
          type: 'WWCC',
          state: 'Victoria',
          number: '1234567A',
          wwccType: 'Volunteer',
          expiresOn: addDays(today, 400),
        },
        { type: 'First aid', expiresOn: addDays(today, 20) },
        { type: 'CPR', expiresOn: addDays(today, -2) },
      ]) {
        await api('/api/user/credentials', { method: 'POST', body, token, expectStatus: 201 });
      }
      await page.goto('/profile');
      const section = page.locator('section#credentials');
      await section.getByText('Expires in 20 days', { exact: true }).waitFor();
      await waitForSettled(page);
      await checkA11y(page, { include: ['#credentials'], label: `credentials, ${colorScheme}` });

      await section.getByRole('button', { name: T.add }).click();
      const form = section.getByRole('form', { name: T.addTitle });
      await form.getByRole('combobox', { name: L.type }).selectOption('WWCC');
      await form.getByRole('button', { name: T.save }).click();
      await form.getByText(CE.numberRequired).waitFor();
      await checkA11y(page, {
        include: ['#credentials'],
        label: `credentials form, ${colorScheme}`,
      });
      await form.getByRole('button', { name: T.cancel }).click();

      await section.getByRole('button', { name: T.removeLabel('CPR') }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await checkA11y(page, { include: ['dialog[open]'], label: `remove dialog, ${colorScheme}` });
      await dialog.getByRole('button', { name: T.remove }).click();
      await section.getByRole('heading', { level: 3, name: 'CPR' }).waitFor({ state: 'detached' });
    },
    { colorScheme },
  );
}
