// Session journeys (SPEC 2, 3, 4): protected route -> /signin -> back to the requested page,
// logout clearing the five storage keys, and an expired token signing the user out on the next
// navigation.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, loginApi, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  AUTH_KEYS,
  accountMenu,
  chooseAccountMenuItem,
  loggedInUser,
  readAuthStorage,
  seedStorage,
  signInThroughUi,
  waitForPath,
} from './lib/journey.mjs';

browserTest('a protected route sends to /signin and back to the requested page', async (page) => {
  const coach = await signUpCoach();
  await page.goto('/jobsapplied?page=1&size=10');
  const signin = await waitForPath(page, '/signin');
  assert.ok(signin.search.includes('jobsapplied'), `the requested page is passed on: ${signin}`);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await signInThroughUi(page, coach.email, coach.password);
  await waitForPath(page, '/jobsapplied', { page: 1, size: 10 });
  await page.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();
  // The sign-in entry was replaced: Back does not return to the form.
  const before = page.url();
  await page.goBack();
  await page.waitForURL((u) => u.href !== before);
  assert.notEqual(new URL(page.url()).pathname, '/signin');
  // Signed in, /signin itself redirects to /.
  await page.goto('/signin');
  await waitForPath(page, '/landing');
});

browserTest('logout clears the five storage keys and keeps the theme', async (page) => {
  const coach = await signUpCoach();
  await page.goto('/signin');
  await signInThroughUi(page, coach.email, coach.password);
  await waitForPath(page, '/landing');
  await accountMenu(page).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click();
  // Give the two keys that pages fill later a value too, so all five are present.
  await page.evaluate(() => {
    localStorage.setItem('profileCompletion', '40');
    localStorage.setItem('profilePicture', JSON.stringify('/favicon.svg'));
  });
  const before = await readAuthStorage(page);
  for (const key of AUTH_KEYS) assert.notEqual(before[key], null, `${key} is stored before`);

  await chooseAccountMenuItem(page, 'Logout');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  await waitForPath(page, '/landing');
  const after = await readAuthStorage(page);
  for (const key of AUTH_KEYS) assert.equal(after[key], null, `${key} is removed`);
  assert.match((await page.evaluate(() => localStorage.getItem('mode'))) ?? '', /dark/);
  // Signed out for real: a protected page asks to sign in.
  await page.goto('/changepassword');
  await waitForPath(page, '/signin');
});

browserTest(
  'an expired token in local storage signs the user out on the next navigation',
  async (page) => {
    const coach = await signUpCoach();
    const tokens = await loginApi(coach.email, coach.password);
    const user = await loggedInUser(tokens.token);
    const claims = JSON.parse(Buffer.from(tokens.token.split('.')[1], 'base64url').toString());
    assert.equal(typeof claims.exp, 'number', 'the access token carries an expiry claim');
    await seedStorage(page, { token: tokens.token, refresh_token: tokens.refresh_token, user });
    // The browser's clock is controllable so the token can run out without waiting 15 minutes.
    await page.clock.install();
    await page.goto('/landing');
    await accountMenu(page).waitFor();
    await page.getByRole('heading', { name: MESSAGES.searchHeading }).waitFor();

    // The refresh token stops working (revoked, as by a logout elsewhere) and the access token's
    // expiry passes; nothing happens until the user navigates.
    await api('/api/logout', { method: 'POST', body: { refresh_token: tokens.refresh_token } });
    const leftMs = claims.exp * 1000 - (await page.evaluate(() => Date.now()));
    await page.clock.fastForward(Math.max(0, leftMs) + 60_000);
    assert.equal(await accountMenu(page).count(), 1, 'still signed in before navigating');

    await page.getByRole('link', { name: 'See all roles' }).click();
    await waitForPath(page, '/jobsearch');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    const after = await readAuthStorage(page);
    for (const key of AUTH_KEYS) assert.equal(after[key], null, `${key} is removed`);
    assert.equal(await accountMenu(page).count(), 0);
    await page.goto('/profile');
    await waitForPath(page, '/signin');
  },
  { allowStatus: [401] },
);

browserTest(
  "two tabs share one session: each takes up the other's refresh, and a sign-out in one signs both out",
  async (page, { context }) => {
    const coach = await signUpCoach();
    // Each tab's clock can run ahead, so its session check finds the token about to expire.
    await page.clock.install();
    await signInThroughUi(page, coach.email, coach.password);
    await waitForPath(page, '/landing');
    await accountMenu(page).waitFor();
    const first = await readAuthStorage(page);

    const other = await context.newPage();
    await other.clock.install();
    await other.goto('/jobsapplied');
    await other.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();

    // Tab 1 refreshes (its clock 16 minutes on): a new pair, the first refresh token spent.
    // The tab's time moves on (no timer fired: only the token's expiry is meant to change).
    await page.clock.setSystemTime(new Date(Date.now() + 16 * 60_000));
    await page.getByRole('link', { name: 'See all roles' }).click();
    await waitForPath(page, '/jobsearch');
    await page.waitForFunction(
      (spent) => localStorage.getItem('refresh_token') !== spent,
      first.refresh_token,
    );
    const second = await readAuthStorage(page);

    // Tab 2 took the new pair up at once: its next call carries the new token.
    const call = other.waitForRequest(
      (r) => r.url().includes('/api/') && !!r.headers().authorization,
    );
    await chooseAccountMenuItem(other, 'Profile');
    assert.equal((await call).headers().authorization, `Bearer ${JSON.parse(second.token)}`);

    // Tab 2's own refresh uses the new refresh token, not the spent one (a reuse would revoke the
    // session in both tabs): both stay signed in.
    await other.clock.setSystemTime(new Date(Date.now() + 16 * 60_000));
    await chooseAccountMenuItem(other, 'Jobs applied');
    await other.waitForFunction(
      (spent) => localStorage.getItem('refresh_token') !== spent,
      second.refresh_token,
    );
    await other.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();
    assert.equal(await accountMenu(other).count(), 1, 'tab 2 is still signed in');
    await chooseAccountMenuItem(page, 'Jobs applied');
    await page.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();

    // A sign-out in tab 1 signs tab 2 out: its protected page asks to sign in.
    await chooseAccountMenuItem(page, 'Logout');
    await waitForPath(other, '/signin');
    await other.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await other.close();
  },
);
