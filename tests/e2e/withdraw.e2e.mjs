// Withdrawing an application from /jobsapplied (issue 6) in a real browser: the confirmation is a
// modal alert dialog centred in the viewport (phone and desktop widths), the safe choice has the
// focus, Escape and 'Keep application' change nothing, 'Withdraw application' removes it on the
// server and from the list, and the focus comes back to the page. And the page's filters.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  applyApi,
  chooseOption,
  signInWithStorage,
  someJob,
  waitForSettled,
} from './lib/journey.mjs';

/** The dialog's box and the viewport, for the centring check. */
async function placement(page, dialog) {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && viewport, 'the dialog is shown');
  return {
    left: box.x,
    right: viewport.width - (box.x + box.width),
    top: box.y,
    bottom: viewport.height - (box.y + box.height),
  };
}

browserTest('withdraw an application through its confirmation dialog', async (page) => {
  const coach = await signUpCoach();
  const job = await someJob({ index: 4 });
  const { token } = await signInWithStorage(page, coach);
  await applyApi(token, coach, job.id);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/jobsapplied');
    await page.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();
    await waitForSettled(page);
    const withdraw = page.getByRole('button', { name: `Withdraw application for ${job.name}` });
    await withdraw.click();
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw application?' });
    await dialog.waitFor();

    // Centred, with room on every side (a reset's margin: 0 once pinned it to the top left).
    const gap = await placement(page, dialog);
    assert.ok(
      Math.abs(gap.left - gap.right) <= 2,
      `centred across at ${width} px: ${JSON.stringify(gap)}`,
    );
    assert.ok(
      Math.abs(gap.top - gap.bottom) <= 2,
      `centred down at ${width} px: ${JSON.stringify(gap)}`,
    );
    assert.ok(gap.left >= 8 && gap.top >= 8, `inside the viewport at ${width} px`);

    // The safe choice has the focus; Escape closes without withdrawing and gives focus back.
    const keep = dialog.getByRole('button', { name: 'Keep application' });
    assert.equal(await keep.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await withdraw.evaluate((el) => el === document.activeElement), true);
  }

  // 'Keep application' changes nothing either.
  await page.getByRole('button', { name: `Withdraw application for ${job.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw application?' });
  await dialog.getByRole('button', { name: 'Keep application' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const still = await api(`/api/job-apply/job_applied/${job.id}`, { token, expectStatus: 200 });
  assert.equal(still.body.jobDetails[0].applied, true);

  // Confirmed: the server no longer has it and the list says so.
  await page.getByRole('button', { name: `Withdraw application for ${job.name}` }).click();
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByText('Application Withdrawn Successfully.', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await waitForSettled(page);
  assert.equal(await page.getByRole('link', { name: job.name, exact: true }).count(), 0);
  const gone = await api(`/api/job-apply/job_applied/${job.id}`, { token, expectStatus: 200 });
  assert.equal(gone.body.jobDetails[0].applied, false);
});

browserTest('/jobsapplied filters by job title and location, and clears', async (page) => {
  const coach = await signUpCoach();
  const { token } = await signInWithStorage(page, coach);
  // Two applications in different cities, with different titles.
  const list = (await api('/api/job/list?page=1&postPerPage=50', { expectStatus: 200 })).body.list;
  const first = list[6];
  const word = first.name.split(' ')[0];
  // The title filter matches the role's or the organisation's name (as a substring).
  const second = list.find(
    (j) =>
      j.location.split(',')[0] !== first.location.split(',')[0] &&
      !`${j.name} ${j.organisation}`.toLowerCase().includes(word.toLowerCase()),
  );
  assert.ok(second, 'the demo data has two such roles');
  await applyApi(token, coach, first.id);
  await applyApi(token, coach, second.id);

  await page.goto('/jobsapplied');
  await page.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();
  await waitForSettled(page);
  const results = page.getByRole('list', { name: MESSAGES.jobsApplied });
  const titles = async () =>
    (await results.getByRole('link').allTextContents()).map((t) => t.trim()).sort();
  assert.deepEqual(await titles(), [first.name, second.name].sort());

  // By the first word of one title: that one only, and the URL says so (shareable, survives a
  // reload).
  const form = page.getByRole('form', { name: 'Filter jobs applied' });
  await form.getByLabel('Job title', { exact: true }).fill(word);
  await form.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('jobtitle') === word);
  await waitForSettled(page);
  assert.deepEqual(await titles(), [first.name]);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();
  await waitForSettled(page);
  assert.deepEqual(await titles(), [first.name]);

  // Clear, then by the second one's city.
  await form.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL((u) => !u.searchParams.has('jobtitle'));
  await waitForSettled(page);
  assert.deepEqual(await titles(), [first.name, second.name].sort());
  const city = second.location.split(',')[0].trim();
  await chooseOption(page, form.getByRole('combobox', { name: 'Location' }), city);
  await form.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('location') === city);
  await waitForSettled(page);
  assert.deepEqual(await titles(), [second.name]);
});
