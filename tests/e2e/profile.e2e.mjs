// The profile journey (SPEC 2, 4, 5, 8): 'User Details' with the Profile and Interests tabs; a
// profile update and an interests update both persist across a reload (and on the server); a
// profile picture (issue 6) shows in the header's avatar and survives a reload.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  chooseAccountMenuItem,
  chooseOption,
  expectFieldError,
  pngFile,
  signInWithStorage,
  waitForPath,
  waitForSettled,
} from './lib/journey.mjs';

browserTest('profile and interests updates persist across a reload', async (page) => {
  const coach = await signUpCoach();
  const { token } = await signInWithStorage(page, coach);
  const states = (await api('/api/location/state/list', { expectStatus: 200 })).body.list;
  const state = states.find((s) => s.name === 'Queensland') ?? states[0];
  const cities = (await api(`/api/location/list?stateId=${state.id}`, { expectStatus: 200 })).body
    .list;
  const city = cities[cities.length - 1].name;
  const tags = (await api('/api/user/taglist', { expectStatus: 200 })).body.list.map(
    (t) => t.tagName,
  );
  const chosen = [tags[1], tags[4]];

  await page.goto('/landing');
  await chooseAccountMenuItem(page, 'Profile');
  await waitForPath(page, '/profile');
  await page.getByRole('heading', { level: 1, name: MESSAGES.userDetails }).waitFor();
  const profileTab = page.getByRole('tab', { name: 'Profile' });
  const interestsTab = page.getByRole('tab', { name: MESSAGES.interests });
  assert.equal(await profileTab.getAttribute('aria-selected'), 'true');
  await waitForSettled(page);

  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  const field = (label) => panel.getByLabel(label, { exact: true });
  assert.equal(await field('First name').inputValue(), coach.firstName);
  assert.equal(await field('Mobile number').inputValue(), coach.mobileNumber);
  const save = panel.getByRole('button', { name: 'Save profile' });

  // SPEC 5: mobile exactly 10 digits; address, state, city and zip required.
  await field('Mobile number').fill('12345');
  await field('Address line 1').fill('');
  await field('Address line 1').blur();
  await save.click();
  await expectFieldError(field('Mobile number'), MESSAGES.invalidPhone);
  await expectFieldError(field('Address line 1'), MESSAGES.required);

  const update = {
    firstName: 'Grace',
    lastName: `${coach.lastName}son`,
    mobile: '0498765432',
    address1: '12 Grandstand Road',
    address2: 'Unit 4',
    zipcode: '4000',
  };
  await field('First name').fill(update.firstName);
  await field('Last name').fill(update.lastName);
  await field('Mobile number').fill(update.mobile);
  await field('Address line 1').fill(update.address1);
  await field('Address line 2 (optional)').fill(update.address2);
  await chooseOption(page, panel.getByRole('combobox', { name: 'State' }), state.name);
  await chooseOption(page, panel.getByRole('combobox', { name: 'City' }), city);
  await field('Zip code').fill(update.zipcode);
  await field('Zip code').blur();
  await save.click();
  await page.getByText(MESSAGES.profileUpdated, { exact: true }).waitFor();

  // Interests: choose two tags and save.
  await interestsTab.click();
  assert.equal(await interestsTab.getAttribute('aria-selected'), 'true');
  const interestsPanel = page.getByRole('tabpanel', { name: MESSAGES.interests });
  const combo = interestsPanel.getByRole('combobox', { name: MESSAGES.interests });
  for (const tag of chosen) await chooseOption(page, combo, tag);
  await combo.press('Escape');
  await interestsPanel.getByRole('button', { name: /^Save/ }).click();
  await page.getByText(MESSAGES.interestsUpdated, { exact: true }).waitFor();

  // Both survive a reload.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: MESSAGES.userDetails }).waitFor();
  await waitForSettled(page);
  const reloaded = page.getByRole('tabpanel', { name: 'Profile' });
  const after = (label) => reloaded.getByLabel(label, { exact: true });
  assert.equal(await after('First name').inputValue(), update.firstName);
  assert.equal(await after('Last name').inputValue(), update.lastName);
  assert.equal(await after('Mobile number').inputValue(), update.mobile);
  assert.equal(await after('Address line 1').inputValue(), update.address1);
  assert.equal(await after('Address line 2 (optional)').inputValue(), update.address2);
  assert.equal(await reloaded.getByRole('combobox', { name: 'State' }).inputValue(), state.name);
  assert.equal(await reloaded.getByRole('combobox', { name: 'City' }).inputValue(), city);
  assert.equal(await after('Zip code').inputValue(), update.zipcode);
  await page.getByRole('tab', { name: MESSAGES.interests }).click();
  const interestsAfter = page.getByRole('tabpanel', { name: MESSAGES.interests });
  for (const tag of chosen) {
    await interestsAfter.getByRole('button', { name: `Remove ${tag}` }).waitFor();
  }

  // The server has them too.
  const profile = await api('/api/user/get_loggedin_user_profile', { token, expectStatus: 200 });
  assert.equal(profile.body.userDetails[0].firstName, update.firstName);
  assert.equal(profile.body.userDetails[0].city, city);
  const interests = await api('/api/user/get_interests', { token, expectStatus: 200 });
  assert.deepEqual(
    interests.body.list.map((t) => (typeof t === 'string' ? t : t.tagName)).sort(),
    [...chosen].sort(),
  );
});

browserTest('a profile picture shows in the avatar and survives a reload', async (page) => {
  const coach = await signUpCoach();
  await signInWithStorage(page, coach);
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: MESSAGES.userDetails }).waitFor();
  await waitForSettled(page);

  const name = `${coach.firstName} ${coach.lastName}`;
  // Initials until a picture is chosen.
  assert.equal(await page.locator(`img[alt="${name}"]`).count(), 0);
  await page.getByLabel(/^Picture/).setInputFiles(pngFile('me.png', 300, 200));
  await page.getByText('Profile picture uploaded Successfully.', { exact: true }).waitFor();

  // A centre-cropped square copy, really decoded (the CSP allows data: images), on this page
  // and in the header's account button, and still there after a reload.
  const decoded = () =>
    page.evaluate((alt) => {
      const imgs = [...document.querySelectorAll(`img[alt="${alt}"]`)];
      return imgs.map((img) => [img.src.slice(0, 15), img.naturalWidth, img.naturalHeight]);
    }, name);
  await page.waitForFunction(
    (alt) =>
      [...document.querySelectorAll(`img[alt="${alt}"]`)].some((img) => img.naturalWidth > 0),
    name,
  );
  const shown = await decoded();
  assert.ok(shown.length >= 1, 'the avatar shows the picture');
  for (const [src, w, h] of shown) {
    assert.equal(src, 'data:image/png;');
    assert.deepEqual([w, h], [160, 160]);
  }
  await page.reload();
  await page.getByRole('heading', { level: 1, name: MESSAGES.userDetails }).waitFor();
  await page.waitForFunction(
    (alt) =>
      [...document.querySelectorAll(`img[alt="${alt}"]`)].some((img) => img.naturalWidth === 160),
    name,
  );

  // Back to initials.
  await page.getByRole('button', { name: 'Show initials instead' }).click();
  await page.getByRole('img', { name }).first().waitFor();
  assert.equal(await page.locator(`img[alt="${name}"]`).count(), 0);
});
