import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  coachUser,
  HttpResponse,
  http,
  mockError,
  orgUser,
  PASSWORD,
  recordRequests,
  server,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ERROR_DELAY_MS, STORAGE_KEYS, SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { authState } from '../../state/auth';

// Typing into many fields is slow on a busy machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await h1('Sign in');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/signin', () => {
  it('shows the form, the links, the side panel and the page title', async () => {
    renderApp({ route: '/signin' });
    await h1('Sign in');
    await waitFor(() => expect(document.title).toBe('Sign in · Touchline'));
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    expect(email.inputMode).toBe('email');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
    const panel = screen.getByRole('complementary');
    for (const promise of MESSAGES.signUpPromise) {
      expect(within(panel).getByText(promise)).toBeTruthy();
    }
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp({ route: '/signin' });
    await h1('Sign in');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('requires an e-mail and a password', async () => {
    const logins = recordRequests('/api/login');
    const { user } = renderApp({ route: '/signin' });
    await h1('Sign in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(logins).toHaveLength(0);
  });

  it('refuses an invalid e-mail address', async () => {
    const { user } = renderApp({ route: '/signin' });
    await h1('Sign in');
    await user.type(screen.getByLabelText('Email'), 'casey@');
    await user.tab();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
  });

  it('signs in: sends username, password and rememberMe, stores the session, goes to /landing replacing history', async () => {
    const logins = recordRequests('/api/login');
    const users = recordRequests('/api/user/get_logged_in_user');
    const { user, location } = renderApp({ route: '/signin' });
    await h1('Sign in');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(user, coachUser.email, PASSWORD);
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(await logins[0].json()).toEqual({
      username: coachUser.email,
      password: PASSWORD,
      rememberMe: true,
    });
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    expect(users).toHaveLength(1);
    expect(users[0].headers.get('authorization')).toBe(`Bearer ${authState.token}`);
    expect(authState.user).toEqual(coachUser);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!)).toBe(authState.token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.refreshToken)!)).toBe(
      authState.refresh_token,
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(coachUser);
    // Busy while waiting for the success delay; still on /signin.
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBe('true');
    expect(location.pathname).toBe('/signin');
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/landing'));
    expect(location.history).toEqual(['/landing']);
  });

  it('sends rememberMe false when the box is left unticked', async () => {
    const logins = recordRequests('/api/login');
    const { user } = renderApp({ route: '/signin' });
    await signIn(user, coachUser.email, PASSWORD);
    await waitFor(() => expect(logins).toHaveLength(1));
    expect((await logins[0].json()).rememberMe).toBe(false);
  });

  it('keeps the first user record', async () => {
    server.use(
      http.get('/api/user/get_logged_in_user', () =>
        HttpResponse.json({
          userDetails: [coachUser, { ...coachUser, id: 9, firstName: 'Other' }],
        }),
      ),
    );
    const { user } = renderApp({ route: '/signin' });
    await signIn(user, coachUser.email, PASSWORD);
    await waitFor(() => expect(authState.user?.firstName).toBe('Casey'));
  });

  it('returns to the page the guard passed, replacing history', async () => {
    const { user, location } = renderApp({ route: '/jobsapplied?page=2' });
    await h1('Sign in');
    expect(location.href).toBe('/signin?from=/jobsapplied%3Fpage%3D2');
    await signIn(user, coachUser.email, PASSWORD);
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/jobsapplied?page=2'));
    expect(location.history).toEqual(['/jobsapplied?page=2']);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'http:///evil.example',
    '/\\evil.example',
  ])('refuses the hostile return location %s and goes to /landing', async (from) => {
    const { user, location } = renderApp({
      route: `/signin?from=${encodeURIComponent(from)}`,
    });
    await signIn(user, coachUser.email, PASSWORD);
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/landing'));
  });

  it('sends an organisation user to /employer when no page was requested', async () => {
    const { user, location } = renderApp({ route: '/signin' });
    await signIn(user, orgUser.email, PASSWORD);
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/employer'));
  });

  it('a wrong password: snackbar Login Failed and the inline message; busy clears after the error delay', async () => {
    const { user, location } = renderApp({ route: '/signin' });
    await signIn(user, coachUser.email, 'Wrong1!pass');
    const alert = await screen.findByText(MESSAGES.incorrectCredentials);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const snackbar = await screen.findByText(MESSAGES.loginFailed);
    expect(snackbar.closest('[role="alert"]')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await advance(ERROR_DELAY_MS);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(authState.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(location.pathname).toBe('/signin');
    // The values stay so the user can correct them.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(coachUser.email);
  });

  it('too many attempts: shows the server sentence (try again later)', async () => {
    mockError('post', '/api/login', 429, 'Too many attempts. Please try again later.');
    const { user } = renderApp({ route: '/signin' });
    await signIn(user, coachUser.email, PASSWORD);
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.loginFailed)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.incorrectCredentials)).toBeNull();
  });

  it('a failure fetching the user leaves no half session', async () => {
    mockError('get', '/api/user/get_logged_in_user', 500);
    const { user } = renderApp({ route: '/signin' });
    await signIn(user, coachUser.email, PASSWORD);
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeTruthy();
    expect(authState.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('sends an already signed-in user to /', async () => {
    const { location } = renderApp({ route: '/signin', user: 'coach' });
    await waitFor(() => expect(location.href).toBe('/landing'));
    expect(location.history).toEqual(['/landing']);
  });
});
