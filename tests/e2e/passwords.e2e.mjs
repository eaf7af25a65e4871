// Password journeys (SPEC 2, 4, 5, 8): change password then sign in with the new one (the old
// one fails), and forgot password -> the reset link from the newest .eml under DATA_DIR/mail ->
// reset -> sign in.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { findLink, newCoachData, newestMail, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  accountMenu,
  chooseAccountMenuItem,
  expectFieldError,
  signInThroughUi,
  signInWithStorage,
  waitForPath,
} from './lib/journey.mjs';

const incorrect = (page) =>
  page.getByRole('alert').filter({ hasText: MESSAGES.incorrectCredentials });

browserTest(
  'change password, then only the new password signs in',
  async (page) => {
    const coach = await signUpCoach();
    const next = newCoachData().password;
    await signInWithStorage(page, coach);
    await page.goto('/landing');
    await chooseAccountMenuItem(page, 'Change password');
    await waitForPath(page, '/changepassword');
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    const current = page.getByLabel('Current password', { exact: true });
    const fresh = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change password', exact: true });

    await fresh.fill('short');
    await confirm.fill('different');
    // Leave the field first: its blur check adds a message that moves the button (see report).
    await confirm.blur();
    await submit.click();
    await expectFieldError(current, MESSAGES.required);
    await expectFieldError(fresh, MESSAGES.passwordRule);
    await expectFieldError(confirm, MESSAGES.passwordsMustMatch);

    await current.fill(coach.password);
    await fresh.fill(next);
    await confirm.fill(next);
    await submit.click();
    await page.getByText(MESSAGES.passwordChanged, { exact: true }).waitFor();
    // The form resets after the success delay and this session stays signed in.
    await page.waitForFunction(
      (el) => el.value === '',
      await page.getByLabel('Current password', { exact: true }).elementHandle(),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    await accountMenu(page).waitFor();

    await chooseAccountMenuItem(page, 'Logout');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.goto('/signin');
    await page.getByLabel('Email', { exact: true }).fill(coach.email);
    await page.getByLabel('Password', { exact: true }).fill(coach.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await incorrect(page).waitFor();
    await signInThroughUi(page, coach.email, next);
    await waitForPath(page, '/landing');
    await accountMenu(page).waitFor();
  },
  { allowStatus: [401] },
);

browserTest(
  'forgot password -> e-mailed link -> reset -> sign in',
  async (page) => {
    const coach = await signUpCoach();
    const next = newCoachData().password;
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    const email = page.getByLabel('Email', { exact: true });
    const send = page.getByRole('button', { name: 'Send reset link' });
    await send.click();
    await expectFieldError(email, MESSAGES.required);
    await email.fill('not-an-email');
    await send.click();
    await expectFieldError(email, MESSAGES.invalidEmail);

    const since = Date.now();
    await email.fill(coach.email);
    await send.click();
    await page.getByText(MESSAGES.forgotPasswordSent, { exact: true }).waitFor();
    const mail = await newestMail({ to: coach.email, subject: /reset/i, since });
    const link = findLink(mail, '/reset-password');
    assert.ok(new URL(link).searchParams.get('resetPasswordToken'), `a token in ${link}`);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    const reset = page.getByRole('button', { name: 'Reset password' });
    await password.fill('weak');
    await confirm.fill('other');
    await reset.click();
    await expectFieldError(password, MESSAGES.passwordRule);
    await expectFieldError(confirm, MESSAGES.passwordsMustMatch);
    await password.fill(next);
    await confirm.fill(next);
    await reset.click();
    const done = page.getByRole('status').filter({ hasText: 'Password Reset Successfully.' });
    await done.waitFor();
    assert.equal((await done.textContent())?.trim(), MESSAGES.resetPasswordDone);
    await done.getByRole('link', { name: 'login here' }).click();
    await waitForPath(page, '/signin');

    // The old password no longer works; the new one does.
    await page.getByLabel('Email', { exact: true }).fill(coach.email);
    await page.getByLabel('Password', { exact: true }).fill(coach.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await incorrect(page).waitFor();
    await signInThroughUi(page, coach.email, next);
    await waitForPath(page, '/landing');
    await accountMenu(page).waitFor();

    // The link is single use: opened again (signed out), it sends the visitor to /.
    await chooseAccountMenuItem(page, 'Logout');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.goto(link);
    await waitForPath(page, '/landing');
  },
  { allowStatus: [401, 404] },
);
