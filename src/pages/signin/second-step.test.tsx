import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  coachUser,
  enableTotp,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  mockError,
  orgUser,
  PASSWORD,
  recordRequests,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { destinationAfterSignIn } from '../../components/auth-panel/start-session';
import { ROLE_ADMIN, STORAGE_KEYS, SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { TRUST_ERRORS } from '../../shared/texts/trust';
import { SECOND_STEP_TEXTS as T } from '../../shared/texts/two-factor';
import { authState } from '../../state/auth';
import { setTheme } from '../../state/mode-actions';

vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Step one for the organisation user, who has TOTP; resolves on the second step. */
async function toSecondStep(route = '/signin') {
  enableTotp(orgUser.id);
  const r = renderApp({ route });
  await h1('Sign in');
  await r.user.type(screen.getByLabelText('Email'), orgUser.email);
  await r.user.type(screen.getByLabelText('Password'), PASSWORD);
  await r.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await h1(T.title);
  return r;
}

const codeField = () => screen.getByLabelText(T.codeLabel) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/signin, second step', () => {
  it('asks for the code after the password; the right code signs in exactly as step one would', async () => {
    const steps = recordRequests('/api/login/totp');
    const { user, location } = await toSecondStep();
    expect(authState.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByText(T.intro)).toBeTruthy();
    const field = codeField();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.inputMode).toBe('numeric');
    expect(field.autocomplete).toBe('one-time-code');
    await user.type(field, MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: T.verify }));
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    const body = await steps[0].json();
    expect(body.code).toBe(MOCK_TOTP_CODE);
    expect(body.challenge).toMatch(/^challenge-/);
    expect(authState.user).toEqual(orgUser);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!)).toBe(authState.token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.refreshToken)!)).toBe(
      authState.refresh_token,
    );
    expect(location.pathname).toBe('/signin');
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/employer'));
    expect(location.history).toEqual(['/employer']);
  });

  it('returns to the page the guard passed', async () => {
    const { user, location } = await toSecondStep('/signin?from=/employer/profile');
    await user.type(codeField(), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: T.verify }));
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/employer/profile'));
  });

  it('takes a recovery code instead, once', async () => {
    const { user, location } = await toSecondStep();
    await user.click(screen.getByRole('button', { name: T.useRecovery }));
    const field = screen.getByLabelText(T.recoveryLabel) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(T.recoveryIntro)).toBeTruthy();
    expect(field.inputMode).toBe('text');
    await user.type(field, MOCK_RECOVERY_CODES[0]);
    await user.click(screen.getByRole('button', { name: T.verify }));
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/employer'));
  });

  it('switches back from a recovery code to the app', async () => {
    const { user } = await toSecondStep();
    await user.click(screen.getByRole('button', { name: T.useRecovery }));
    await user.click(screen.getByRole('button', { name: T.useApp }));
    expect(codeField()).toBeTruthy();
    expect(screen.getByText(T.intro)).toBeTruthy();
  });

  it('a wrong code shows the API message on the field and signs nobody in', async () => {
    const { user, location } = await toSecondStep();
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText(TRUST_ERRORS.invalidCode)).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeTruthy();
    expect(authState.isAuthenticated).toBe(false);
    expect(location.pathname).toBe('/signin');
  });

  it('a code of the wrong shape is refused before any call', async () => {
    const steps = recordRequests('/api/login/totp');
    const { user } = await toSecondStep();
    await user.type(codeField(), '12ab');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(screen.getByText(TRUST_ERRORS.codeFormat)).toBeTruthy();
    expect(steps).toHaveLength(0);
  });

  it('an expired challenge goes back to step one with the message', async () => {
    mockError('post', '/api/login/totp', 401, TRUST_ERRORS.invalidChallenge);
    const { user } = await toSecondStep();
    await user.type(codeField(), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: T.verify }));
    await h1('Sign in');
    const alert = screen.getByText(TRUST_ERRORS.invalidChallenge).closest('[role="alert"]');
    expect(alert).toBeTruthy();
    // The e-mail and password are still there: signing in again is one key away.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(orgUser.email);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('too many attempts: the server sentence as the form error', async () => {
    mockError('post', '/api/login/totp', 429, 'Too many attempts. Please try again later.');
    const { user } = await toSecondStep();
    await user.type(codeField(), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: T.verify }));
    const text = await screen.findByText('Too many attempts. Please try again later.');
    expect(text.closest('[role="alert"]')).toBeTruthy();
    expect(authState.isAuthenticated).toBe(false);
  });

  it("a suspended account's 403 shows as the form's error, at step one or step two", async () => {
    mockError('post', '/api/login/totp', 403, TRUST_ERRORS.accountSuspended);
    const { user, location } = await toSecondStep();
    await user.type(codeField(), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText(TRUST_ERRORS.accountSuspended)).toBeTruthy();
    expect(location.pathname).toBe('/signin');
    expect(authState.isAuthenticated).toBe(false);
  });

  it("a suspended account's 403 at step one", async () => {
    mockError('post', '/api/login', 403, TRUST_ERRORS.accountSuspended);
    const { user, location } = renderApp({ route: '/signin' });
    await h1('Sign in');
    await user.type(screen.getByLabelText('Email'), coachUser.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const text = await screen.findByText(TRUST_ERRORS.accountSuspended);
    expect(text.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.incorrectCredentials)).toBeNull();
    expect(location.pathname).toBe('/signin');
  });

  it('Back to sign in returns to step one', async () => {
    const { user } = await toSecondStep();
    await user.click(screen.getByRole('button', { name: T.back }));
    await h1('Sign in');
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('works with the keyboard alone', async () => {
    enableTotp(orgUser.id);
    const { user, location } = renderApp({ route: '/signin' });
    await h1('Sign in');
    screen.getByLabelText('Email').focus();
    await user.keyboard(orgUser.email);
    await user.tab();
    await user.keyboard(`${PASSWORD}{Enter}`);
    await h1(T.title);
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    // Tab reaches the recovery switch and Back; Shift+Tab returns to the field.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: T.useRecovery }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: T.back }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(codeField());
    await user.keyboard(`${MOCK_TOTP_CODE}{Enter}`);
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/employer'));
  });

  it('an administrator goes to /admin unless a page was requested', () => {
    const admin = { ...coachUser, id: 9, role: ROLE_ADMIN } as const;
    expect(destinationAfterSignIn(admin, null)).toBe('/admin');
    expect(destinationAfterSignIn(admin, '/admin?tab=audit')).toBe('/admin?tab=audit');
  });

  it('passes axe in both themes', async () => {
    await toSecondStep();
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
    expect(within(screen.getByRole('main')).getByLabelText(T.codeLabel)).toBeTruthy();
  });
});
