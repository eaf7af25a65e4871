// Issue 5 "Session": expiry checked on every route change, a token about to expire is refreshed
// and the user continues; only a failed refresh signs out; Logout revokes the refresh token
// without waiting for the server.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  coachUser,
  db,
  delay,
  HttpResponse,
  http,
  makeToken,
  PASSWORD,
  recordRequests,
  server,
} from '../../tests/mocks';
import { renderApp, signInAs } from '../../tests/render';
import { refreshSession, TOKEN_REFRESH_TIMEOUT_MS } from '../api/session-recovery';
import { getLoggedInUser } from '../api/user';
import { LOGOUT_DELAY_MS, STORAGE_KEYS, SUCCESS_DELAY_MS } from '../shared/constants';
import { authState } from '../state/auth';
import { modeState } from '../state/mode';
import { followOtherTabs } from '../state/tabs';
import { checkSession } from './session';

// Typing into many fields is slow on a busy machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  vi.useRealTimers();
});

describe('refresh, then continue', () => {
  it('a token about to expire is refreshed on the route change; the next call carries the new one', async () => {
    const refreshes = recordRequests('/api/token/refresh');
    const calls = recordRequests('/api/user/get_logged_in_user');
    renderApp({ route: '/landing', user: 'coach', tokenExpiresInS: 30 });
    const before = authState.token;
    await waitFor(() => expect(refreshes).toHaveLength(1));
    expect(await refreshes[0].json()).toEqual({ refresh_token: 'refresh-coach' });
    await waitFor(() => expect(authState.token).not.toBe(before));
    // Rotated: the old refresh token is spent, the new pair is stored.
    expect(db.refreshTokens.has('refresh-coach')).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.refreshToken)!)).toBe(
      authState.refresh_token,
    );
    expect(authState.isAuthenticated).toBe(true);
    const me = await getLoggedInUser();
    expect(me.email).toBe(coachUser.email);
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${authState.token}`);
  });

  it('a token with time left is not refreshed', async () => {
    const refreshes = recordRequests('/api/token/refresh');
    signInAs('coach', { tokenExpiresInS: 600 });
    expect(await checkSession()).toBe('ok');
    expect(refreshes).toHaveLength(0);
  });

  it('a call answered 401 refreshes once, is retried with the new token and continues', async () => {
    signInAs('coach', { tokenExpiresInS: -5 });
    const calls = recordRequests('/api/user/get_logged_in_user');
    const refreshes = recordRequests('/api/token/refresh');
    const me = await getLoggedInUser();
    expect(me).toEqual(coachUser);
    expect(refreshes).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(calls[1].headers.get('authorization')).toBe(`Bearer ${authState.token}`);
    expect(authState.isAuthenticated).toBe(true);
  });
});

describe('refresh fails, then sign out', () => {
  it('signs out on the route change, the guard asks to sign in, and signing in returns to the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, location } = renderApp({
      route: '/landing',
      user: 'coach',
      tokenExpiresInS: -60,
      refreshToken: 'revoked-refresh-token',
    });
    await waitFor(() => expect(authState.isAuthenticated).toBe(false));
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    act(() => location.navigate('/jobsapplied'));
    expect(await h1('Sign in')).toBeTruthy();
    expect(location.href).toBe('/signin?from=/jobsapplied');
    await user.type(screen.getByLabelText('Email'), coachUser.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(authState.isAuthenticated).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DELAY_MS));
    await waitFor(() => expect(location.href).toBe('/jobsapplied'));
  });

  it('a token with time left is kept when its refresh fails, and the next check tries again', async () => {
    server.use(http.post('/api/token/refresh', () => HttpResponse.error()));
    const refreshes = recordRequests('/api/token/refresh');
    signInAs('coach', { tokenExpiresInS: 30 });
    expect(await checkSession()).toBe('ok');
    expect(authState.isAuthenticated).toBe(true);
    expect(await checkSession()).toBe('ok');
    expect(refreshes).toHaveLength(2);
  });

  it('a refresh the network never answers gives up in time (the tabs take turns to refresh)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post('/api/token/refresh', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    signInAs('coach', { tokenExpiresInS: 30 });
    const result = refreshSession();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_TIMEOUT_MS + 100);
    expect(await result).toBe(false);
    expect(authState.isAuthenticated).toBe(true);
  });

  it('a refresh the server cannot answer also signs out (the session cannot be kept)', async () => {
    server.use(http.post('/api/token/refresh', () => HttpResponse.error()));
    signInAs('coach', { tokenExpiresInS: -1 });
    expect(await checkSession()).toBe('signed-out');
    expect(authState.token).toBeNull();
    expect(authState.user).toBeNull();
  });

  it('a refused call after a failed refresh signs out and sends the user to /signin', async () => {
    const { location } = renderApp({
      route: '/jobsapplied',
      user: 'coach',
      tokenExpiresInS: 600,
      refreshToken: 'revoked-refresh-token',
    });
    // The server refuses the token (e.g. revoked by a password change elsewhere).
    server.use(
      http.get('/api/user/get_logged_in_user', () =>
        HttpResponse.json({ message: 'Error', detail: 'Please sign in again.' }, { status: 401 }),
      ),
    );
    await expect(getLoggedInUser()).rejects.toMatchObject({ status: 401 });
    expect(authState.isAuthenticated).toBe(false);
    await waitFor(() => expect(location.href).toBe('/signin?from=/jobsapplied'));
  });
});

describe('logout', () => {
  it('revokes the refresh token without waiting for the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => undefined;
    const seen: unknown[] = [];
    server.use(
      http.post('/api/logout', async ({ request }) => {
        seen.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'Logout Successful' });
      }),
    );
    const { user, location } = renderApp({ route: '/landing', user: 'coach' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(authState.isAuthenticated).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS));
    // Signed out and on /landing while the revocation is still pending.
    await waitFor(() => expect(seen).toEqual([{ refresh_token: 'refresh-coach' }]));
    expect(authState.isAuthenticated).toBe(false);
    expect(location.pathname).toBe('/landing');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    release();
  });
});

describe('other tabs (they share local storage)', () => {
  // The app listens from its start for good (main.tsx); so do these tests, from here on.
  beforeAll(() => followOtherTabs());
  /** What another tab's refresh leaves in local storage: the spent token gone, a new pair. */
  function refreshInAnotherTab(): { token: string; refresh: string } {
    db.refreshTokens.delete('refresh-coach');
    db.refreshTokens.set('refresh-other-tab', coachUser.id);
    const token = makeToken({ sub: coachUser.id, role: coachUser.role, expiresInS: 900 });
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
    localStorage.setItem(STORAGE_KEYS.refreshToken, JSON.stringify('refresh-other-tab'));
    return { token, refresh: 'refresh-other-tab' };
  }
  const storageEvent = (key: string | null) =>
    act(() => {
      dispatchEvent(new StorageEvent('storage', { key }));
    });

  it('a refresh another tab made is taken up: no second use of the spent refresh token', async () => {
    const refreshes = recordRequests('/api/token/refresh');
    signInAs('coach', { tokenExpiresInS: 30 });
    const other = refreshInAnotherTab();
    // This tab's own check comes before the other tab's storage event reaches it.
    expect(await checkSession()).toBe('ok');
    expect(refreshes).toHaveLength(0);
    expect(authState.token).toBe(other.token);
    expect(authState.refresh_token).toBe(other.refresh);
    expect(authState.isAuthenticated).toBe(true);
    // And the session goes on: its next refresh uses the other tab's token, which the server accepts.
    expect(db.refreshTokens.has(other.refresh)).toBe(true);
  });

  it("another tab's new tokens reach this tab at once: its next call carries them", async () => {
    signInAs('coach');
    const other = refreshInAnotherTab();
    storageEvent(STORAGE_KEYS.token);
    expect(authState.token).toBe(other.token);
    const calls = recordRequests('/api/user/get_logged_in_user');
    await getLoggedInUser();
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${other.token}`);
  });

  it('a sign-out in another tab signs this tab out, and its protected page asks to sign in', async () => {
    const { location } = renderApp({ route: '/jobsapplied', user: 'coach' });
    expect(await h1('Jobs Applied')).toBeTruthy();
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    storageEvent(STORAGE_KEYS.token);
    expect(authState.isAuthenticated).toBe(false);
    expect(await h1('Sign in')).toBeTruthy();
    expect(location.href).toBe('/signin?from=/jobsapplied');
  });

  it('a theme chosen in another tab applies here too', () => {
    localStorage.setItem('mode', JSON.stringify({ theme: 'dark', color: 'violet' }));
    storageEvent('mode');
    expect(modeState.theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.color).toBe('violet');
  });
});
