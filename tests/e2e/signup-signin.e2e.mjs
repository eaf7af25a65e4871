// Sign-up and sign-in journeys (SPEC 2, 5, 8): sign-up with every validation message, then a
// valid sign-up that signs the user in; the sign-in failure messages.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { findLink, loginApi, newCoachData, newestMail, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  accountMenu,
  expectFieldError,
  expectFieldValid,
  readAuthStorage,
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

browserTest(
  'the confirmation link confirms the account once',
  async (page) => {
    const since = Date.now();
    const coach = await signUpCoach();
    const mail = await newestMail({ to: coach.email, subject: /confirm/i, since });
    const link = new URL(findLink(mail, '/confirm-account'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Account confirmed' }).waitFor();
    // The token worked once: the same link again is refused, and says so.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Confirmation link not valid' }).waitFor();
  },
  // The spent token's answer (404) is part of the journey.
  { allowStatus: [404] },
);
