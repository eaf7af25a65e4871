// The organisation's own page and roles in a real browser (issue 10): it fills in its details and
// uploads a logo (a real PNG through the file input; a file that only claims to be one is
// refused by content) and visitors see them on /org; it closes a role, which leaves search, and
// reopens it, which brings it back; it edits a role, adding a link from the editor's toolbar (a
// script address refused), which visitors get as stored.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { api } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  pngFile,
  postRoleApi,
  seedStorage,
  signUpOrgApi,
  waitForPath,
  waitForSettled,
} from './lib/journey.mjs';

const ABOUT = 'A community club on the harbour: junior and senior teams, six days a week.';

browserTest(
  'an organisation fills in its page and uploads a logo, and visitors see them',
  async (page) => {
    const org = await signUpOrgApi();
    const { orgName } = org.account;
    await seedStorage(page, org.storage);

    await page.goto('/employer/profile');
    await page.getByRole('heading', { level: 1, name: `Organisation page: ${orgName}` }).waitFor();
    await waitForSettled(page);

    // The details.
    await page.getByLabel('About', { exact: true }).fill(ABOUT);
    await page.getByLabel('Website', { exact: true }).fill('https://example.com/harbour');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Organisation Updated Successfully.', { exact: true }).waitFor();

    // A text file named like a PNG: refused by its content, and nothing is stored.
    const input = page.getByLabel(/^Choose a logo/);
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Only PNG, JPEG and SVG logos are accepted.', { exact: true }).waitFor();
    const before = await api('/api/org/profile', { token: org.storage.token, expectStatus: 200 });
    assert.ok(!before.body.profile.logo, 'no logo stored after the refused file');

    // A real, wide PNG: previewed, uploaded, shown whole in its square box.
    await input.setInputFiles(pngFile('harbour-logo.png', 240, 60));
    // The preview really shows (a blob: URL would be blocked by the CSP's img-src).
    await page.getByRole('img', { name: 'Preview of the chosen logo' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('img[alt="Preview of the chosen logo"]')?.naturalWidth === 240,
    );
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Logo uploaded Successfully.', { exact: true }).waitFor();
    const logo = page.getByRole('img', { name: `${orgName} logo` });
    await logo.waitFor();
    await page.waitForFunction(
      (name) => document.querySelector(`img[alt="${name} logo"]`)?.complete,
      orgName,
    );
    const shown = await logo.evaluate((img) => ({
      natural: [img.naturalWidth, img.naturalHeight],
      fit: getComputedStyle(img).objectFit,
    }));
    assert.deepEqual(shown, { natural: [240, 60], fit: 'contain' });

    // Visitors see the page: about, website and the logo, not stretched.
    await page.getByRole('link', { name: 'View your public page' }).click();
    await waitForPath(page, '/org');
    await page.getByRole('heading', { level: 1, name: orgName }).waitFor();
    await page.getByText(ABOUT, { exact: true }).waitFor();
    const website = page.getByRole('link', { name: /Visit website/ });
    assert.equal(await website.getAttribute('href'), 'https://example.com/harbour');
    const publicLogo = page.locator('header img').first();
    await page.waitForFunction(() => document.querySelector('header img')?.complete);
    const header = await publicLogo.evaluate((img) => ({
      natural: [img.naturalWidth, img.naturalHeight],
      box: [img.width, img.height],
      fit: getComputedStyle(img).objectFit,
    }));
    assert.deepEqual(header, { natural: [240, 60], box: [64, 64], fit: 'contain' });
  },
  // The refused file's answer (415) is part of the journey.
  { allowStatus: [415] },
);

browserTest('an organisation closes a role (it leaves search) and reopens it', async (page) => {
  const org = await signUpOrgApi();
  // A title no seeded role has, so search finds this one alone.
  const word = `Kestrel${randomBytes(4).toString('hex').replace(/\d/g, 'q')}`;
  const role = await postRoleApi(org.storage.token, { name: `${word} Head Coach` });
  const found = async () =>
    (await api(`/api/job/list?title=${word}&page=1&postPerPage=10`, { expectStatus: 200 })).body
      .length;
  assert.equal(await found(), 1);
  await seedStorage(page, org.storage);

  await page.goto(`/employer/jobs/${role.id}`);
  await page.getByRole('heading', { level: 1, name: `Edit role: ${role.name}` }).waitFor();
  await waitForSettled(page);
  // Issue 27: closing is an action of the role (here as withdrawn), confirmed in its dialog.
  await page.getByRole('button', { name: `Close or extend ${role.name}` }).click();
  await page.getByRole('menuitem', { name: 'Close: withdrawn' }).click();
  const closing = page.getByRole('dialog', { name: `Withdraw ${role.name}?` });
  await closing.getByRole('button', { name: 'Close role' }).click();
  await page.getByText('Role Closed Successfully.', { exact: true }).waitFor();
  await page.getByRole('button', { name: `Reopen ${role.name}` }).waitFor();
  assert.equal(await found(), 0);

  // The dashboard says so too.
  await page.getByRole('link', { name: 'Your roles' }).click();
  await waitForPath(page, '/employer');
  const card = page.getByRole('listitem').filter({ hasText: role.name });
  await card.getByText('Closed: withdrawn', { exact: true }).waitFor();

  // Reopening asks a new closing date (20 days ahead in Sydney: in range in every state's zone).
  await page.goto(`/employer/jobs/${role.id}`);
  await page.getByRole('button', { name: `Reopen ${role.name}` }).click();
  const reopening = page.getByRole('dialog', { name: `Reopen ${role.name}` });
  const ahead = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    Date.now() + 20 * 864e5,
  );
  await reopening.getByLabel('New closing date').fill(ahead);
  await reopening.getByRole('button', { name: 'Reopen role' }).click();
  await page.getByText('Role Reopened Successfully.', { exact: true }).waitFor();
  await page.getByRole('button', { name: `Close or extend ${role.name}` }).waitFor();
  assert.equal(await found(), 1);
});

browserTest('an organisation edits a role, adding a link from the toolbar', async (page) => {
  const org = await signUpOrgApi();
  const role = await postRoleApi(org.storage.token);
  await seedStorage(page, org.storage);
  await page.goto(`/employer/jobs/${role.id}`);
  await page.getByRole('heading', { level: 1, name: `Edit role: ${role.name}` }).waitFor();
  await waitForSettled(page);

  // Select the description's last word and make it a link with the toolbar's Link button.
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Read the club handbook');
  for (let i = 0; i < 'handbook'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name: 'Link' })
    .click();
  const address = page.getByRole('group', { name: 'Add a link' }).getByLabel('Link address');
  // A script address is refused where it is typed.
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add link' }).click();
  await page
    .getByRole('group', { name: 'Add a link' })
    .getByText('Enter a web address starting with http:// or https://', { exact: true })
    .waitFor();
  assert.equal(await description.locator('a').count(), 0);
  await address.fill('https://example.com/handbook');
  await page.getByRole('button', { name: 'Add link' }).click();
  await description.locator('a', { hasText: 'handbook' }).waitFor();

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Role Updated Successfully.', { exact: true }).waitFor();

  // Visitors get the link, as stored (sanitized on the server).
  await page.goto(`/jobdetails?jobId=${role.id}`);
  await page.getByRole('heading', { level: 1, name: role.name }).waitFor();
  const link = page.getByRole('link', { name: 'handbook', exact: true });
  assert.equal(await link.getAttribute('href'), 'https://example.com/handbook');
  const stored = await api(`/api/job/job_detail/${role.id}`, { expectStatus: 200 });
  assert.match(stored.body.jobDetails[0].description, /href="https:\/\/example\.com\/handbook"/);
  assert.doesNotMatch(stored.body.jobDetails[0].description, /javascript:/);
});

browserTest(
  "an organisation on a role's public page: its own role's applicants, never Apply Now",
  async (page) => {
    const org = await signUpOrgApi();
    const role = await postRoleApi(org.storage.token, { name: 'Assistant Rowing Coach' });
    await seedStorage(page, org.storage);

    // Its own role: the applicants and the editor.
    await page.goto(`/jobdetails?jobId=${role.id}`);
    await page.getByRole('heading', { level: 1, name: role.name }).waitFor();
    const own = page.getByRole('region', { name: 'Your role' });
    await own.waitFor();
    assert.equal(await page.getByRole('link', { name: 'Apply Now' }).count(), 0);
    await own.getByRole('link', { name: 'View applicants' }).click();
    await waitForPath(page, `/employer/jobs/${role.id}/applicants`);
    await page.getByRole('heading', { level: 1, name: `Applicants for ${role.name}` }).waitFor();

    // Another organisation's role: a note, no Apply Now.
    const list = await api('/api/job/list?page=1&postPerPage=10', { expectStatus: 200 });
    const other = list.body.list.find((j) => j.id !== role.id);
    await page.goto(`/jobdetails?jobId=${other.id}`);
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    await page
      .getByText('Coaches apply for roles from a coach account.', { exact: true })
      .waitFor();
    assert.equal(await page.getByRole('link', { name: 'Apply Now' }).count(), 0);
  },
);
