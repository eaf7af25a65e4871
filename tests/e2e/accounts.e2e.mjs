// Account journeys (SPEC 2, 4, 5, 8): sign-up with every validation message then a valid sign-up
// that signs in, sign-in failure messages, protected route -> /signin -> back, logout clearing
// the five storage keys, and an expired token signing the user out on the next navigation.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, loginApi, newCoachData, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  AUTH_KEYS,
  accountMenu,
  chooseAccountMenuItem,
  expectFieldError,
  expectFieldValid,
  loggedInUser,
  readAuthStorage,
  seedStorage,
  signInThroughUi,
  waitForPath,
} from './lib/journey.mjs';

browserTest(
  'sign-up shows every validation message, then a valid sign-up signs in',
  async (page) => {
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    const field = {
      firstName: page.getByLabel('First name', { exact: true }),
      lastName: page.getByLabel('Last name', { exact: true }),
      mobile: page.getByLabel('Mobile number', { exact: true }),
      email: page.getByLabel('Email', { exact: true }),
      password: page.getByLabel('Password', { exact: true }),
      confirm: page.getByLabel('Confirm password', { exact: true }),
      terms: page.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    };
    const submit = page.getByRole('button', { name: 'Sign up', exact: true });

    // Empty form: every field is required; nothing is sent.
    let registerCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/coach/register')) registerCalls += 1;
    });
    await submit.click();
    for (const key of ['firstName', 'lastName', 'mobile', 'email', 'password', 'confirm']) {
      await expectFieldError(field[key], MESSAGES.required);
    }
    await expectFieldError(field.terms, MESSAGES.acceptTerms);

    // Wrong shapes: each rule's own message.
    const coach = newCoachData();
    await field.firstName.fill(coach.firstName);
    await field.lastName.fill(coach.lastName);
    await field.mobile.fill('04123');
    await field.email.fill('not-an-email');
    await field.password.fill('password');
    await field.confirm.fill('something else');
    await submit.click();
    await expectFieldValid(field.firstName);
    await expectFieldValid(field.lastName);
    await expectFieldError(field.mobile, MESSAGES.invalidPhone);
    await expectFieldError(field.email, MESSAGES.invalidEmail);
    await expectFieldError(field.password, MESSAGES.passwordRule);
    await expectFieldError(field.confirm, MESSAGES.passwordsMustMatch);
    await expectFieldError(field.terms, MESSAGES.acceptTerms);
    assert.equal(registerCalls, 0, 'an invalid form sends nothing');

    // A strong password with a different confirmation still only fails the match.
    await field.password.fill(coach.password);
    await field.confirm.fill(`${coach.password}x`);
    await submit.click();
    await expectFieldError(field.confirm, MESSAGES.passwordsMustMatch);
    await expectFieldValid(field.password);

    // Valid: registered, signed in, sent to /landing.
    await field.mobile.fill(coach.mobileNumber);
    await field.email.fill(coach.email);
    await field.confirm.fill(coach.password);
    await field.terms.check();
    await submit.click();
    await page.getByText(MESSAGES.userRegistered, { exact: true }).waitFor();
    await waitForPath(page, '/landing');
    await accountMenu(page).waitFor();
    assert.equal(
      await accountMenu(page).getAttribute('aria-label'),
      `Account menu for ${coach.firstName} ${coach.lastName}`,
    );
    const stored = await readAuthStorage(page);
    assert.equal(typeof JSON.parse(stored.token), 'string');
    assert.equal(JSON.parse(stored.user).email, coach.email);
    assert.equal(registerCalls, 1);
    // The account really exists with that password.
    await loginApi(coach.email, coach.password);
  },
);

browserTest(
  'sign-in failure messages',
  async (page) => {
    const coach = await signUpCoach();
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });

    await submit.click();
    await expectFieldError(email, MESSAGES.required);
    await expectFieldError(password, MESSAGES.required);

    await email.fill('not-an-email');
    await password.fill('whatever');
    await submit.click();
    await expectFieldError(email, MESSAGES.invalidEmail);
    await expectFieldValid(password);

    // A wrong password: snackbar 'Login Failed' and the inline sentence (SPEC 2, 8).
    await email.fill(coach.email);
    await password.fill(`${coach.password}-wrong`);
    await submit.click();
    await page.getByText(MESSAGES.loginFailed, { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: MESSAGES.incorrectCredentials }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/signin');

    // An unknown address gets the very same sentence (no account enumeration).
    await email.fill(`nobody-${Date.now()}@example.com`);
    await password.fill(coach.password);
    await submit.click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.incorrectCredentials }).waitFor();
    const stored = await readAuthStorage(page);
    assert.equal(stored.token, null);
    assert.equal(stored.user, null);

    // And the right password works.
    await password.fill('');
    await signInThroughUi(page, coach.email, coach.password);
    await waitForPath(page, '/landing');
    await accountMenu(page).waitFor();
  },
  { allowStatus: [401] },
);

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
