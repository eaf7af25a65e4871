import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, mockError, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import {
  ERROR_DELAY_MS,
  SNACKBAR_AUTO_HIDE_MS,
  STORAGE_KEYS,
  SUCCESS_DELAY_MS,
} from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { API_ERRORS } from '../../shared/texts/api-errors';
import { authState } from '../../state/auth';

// Typing into many fields is slow on a busy machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
type Ue = ReturnType<typeof renderApp>['user'];

const valid = {
  'First name': 'Jordan',
  'Last name': 'Lee',
  'Mobile number': '0411222333',
  Email: 'jordan.lee@example.com',
  Password: 'Str0ng!pass',
  'Confirm password': 'Str0ng!pass',
};

async function fill(user: Ue, overrides: Partial<Record<keyof typeof valid, string>> = {}) {
  await h1('Sign up');
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

async function fillAndSubmit(user: Ue) {
  await fill(user);
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/signup', () => {
  it('shows the fields with their autocomplete hints, the links and the side panel', async () => {
    renderApp({ route: '/signup' });
    await h1('Sign up');
    await waitFor(() => expect(document.title).toBe('Sign up · Touchline'));
    const attrs = (label: string) => {
      const el = screen.getByLabelText(label) as HTMLInputElement;
      return [el.type, el.autocomplete, el.inputMode];
    };
    expect(attrs('First name')).toEqual(['text', 'given-name', '']);
    expect(attrs('Last name')).toEqual(['text', 'family-name', '']);
    expect(attrs('Mobile number')).toEqual(['tel', 'tel', 'tel']);
    expect(attrs('Email')).toEqual(['email', 'email', 'email']);
    expect(attrs('Password')).toEqual(['password', 'new-password', '']);
    expect(attrs('Confirm password')).toEqual(['password', 'new-password', '']);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(within(main).getByRole('link', { name: 'I am hiring' }).getAttribute('href')).toBe(
      '/org-signup',
    );
    const panel = screen.getByRole('complementary');
    for (const promise of MESSAGES.signUpPromise) {
      expect(within(panel).getByText(promise)).toBeTruthy();
    }
  });

  it('requires every field and the terms', async () => {
    const registers = recordRequests('/api/coach/register');
    const { user } = renderApp({ route: '/signup' });
    await h1('Sign up');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(6);
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(registers).toHaveLength(0);
  });

  it.each(['041122233', '04112223334', '04112a2333', '0411 222 333'])(
    "'Invalid phone number' for %s (exactly 10 digits only)",
    async (mobile) => {
      const { user } = renderApp({ route: '/signup' });
      await h1('Sign up');
      await user.type(screen.getByLabelText('Mobile number'), mobile);
      await user.tab();
      expect(screen.getByText(MESSAGES.invalidPhone)).toBeTruthy();
    },
  );

  it("'Invalid email address' for a malformed e-mail", async () => {
    const { user } = renderApp({ route: '/signup' });
    await h1('Sign up');
    await user.type(screen.getByLabelText('Email'), 'jordan@example');
    await user.tab();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
  });

  it.each(['Sh0rt!', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial12'])(
    'the password rule message for %s',
    async (password) => {
      const { user } = renderApp({ route: '/signup' });
      await h1('Sign up');
      await user.type(screen.getByLabelText('Password'), password);
      await user.tab();
      expect(screen.getByText(MESSAGES.passwordRule)).toBeTruthy();
    },
  );

  it("'Passwords must match', re-checked as the user fixes it", async () => {
    const { user } = renderApp({ route: '/signup' });
    await fill(user, { 'Confirm password': 'Str0ng!pasz' });
    await user.tab();
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), valid.Password);
    expect(screen.queryByText(MESSAGES.passwordsMustMatch)).toBeNull();
  });

  it('registers without confirmPassword, signs in automatically and goes to /landing', async () => {
    const registers = recordRequests('/api/coach/register');
    const logins = recordRequests('/api/login');
    const { user, location } = renderApp({ route: '/signup' });
    await fillAndSubmit(user);
    await waitFor(() => expect(registers).toHaveLength(1));
    expect(await registers[0].json()).toEqual({
      firstName: 'Jordan',
      lastName: 'Lee',
      mobileNumber: '0411222333',
      email: 'jordan.lee@example.com',
      password: 'Str0ng!pass',
      termsAndConditions: true,
    });
    expect(await screen.findByText(MESSAGES.userRegistered)).toBeTruthy();
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    expect(await logins[0].json()).toEqual({
      username: 'jordan.lee@example.com',
      password: 'Str0ng!pass',
    });
    expect(authState.user?.email).toBe('jordan.lee@example.com');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).firstName).toBe('Jordan');
    expect(location.pathname).toBe('/signup');
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/landing'));
    expect(location.history).toEqual(['/landing']);
    // The second snackbar follows the first.
    await advance(SNACKBAR_AUTO_HIDE_MS);
    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeTruthy();
  });

  it("an e-mail already registered: 'Error registering user.' with the server's reason", async () => {
    const { user, location } = renderApp({ route: '/signup' });
    await fill(user, { Email: 'casey.morgan@example.com' });
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const reason = await screen.findByText(API_ERRORS.emailTaken);
    expect(reason.closest('[role="alert"]')).toBeTruthy();
    const snackbar = screen.getByText(MESSAGES.errorRegisteringUser);
    expect(snackbar.closest('[role="alert"]')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await advance(ERROR_DELAY_MS);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(authState.isAuthenticated).toBe(false);
    expect(location.pathname).toBe('/signup');
  });

  it('shows the server field messages of a refused registration', async () => {
    mockError('post', '/api/coach/register', 400, 'Please check the highlighted fields.', {
      password: MESSAGES.passwordTooCommon,
    });
    const { user } = renderApp({ route: '/signup' });
    await fillAndSubmit(user);
    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
  });

  it("a failed automatic sign-in says 'Login Failed' and opens /signin", async () => {
    mockError('post', '/api/login', 401, 'Incorrect email address or password.');
    const { user, location } = renderApp({ route: '/signup' });
    await fillAndSubmit(user);
    expect(await screen.findByText(MESSAGES.userRegistered)).toBeTruthy();
    await waitFor(() => expect(db.users.some((u) => u.email === valid.Email)).toBe(true));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/signin'));
    expect(authState.isAuthenticated).toBe(false);
    await advance(SNACKBAR_AUTO_HIDE_MS);
    const failed = await screen.findByText(MESSAGES.loginFailed);
    expect(failed.closest('[role="alert"]')).toBeTruthy();
  });

  it('sends an already signed-in user to /', async () => {
    const { location } = renderApp({ route: '/signup', user: 'coach' });
    await waitFor(() => expect(location.href).toBe('/landing'));
  });
});
