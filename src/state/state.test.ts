import { describe, expect, it } from 'vitest';
import { coachUser } from '../../tests/mocks';
import { MODE_STORAGE_KEY, STORAGE_KEYS } from '../shared/constants';
import { authState, isAuthenticated, restoreAuth } from './auth';
import {
  login,
  logout,
  setProfileCompletion,
  setProfilePicture,
  setTokens,
  signOut,
  updateUser,
} from './auth-actions';
import { resetAllStores } from './index';
import { modeState, restoreMode } from './mode';
import { setColor, setTheme, toggleTheme } from './mode-actions';
import { pagingState, setPageSize } from './paging';
import { dismissSnackbar, showSnackbar, snackbarState } from './snackbar';

const stored = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

describe('auth state', () => {
  it('starts signed out', () => {
    expect(authState.token).toBeNull();
    expect(authState.refresh_token).toBeNull();
    expect(authState.user).toBeNull();
    expect(authState.isAuthenticated).toBe(false);
  });

  it('login stores token, refresh_token and user, each as JSON', () => {
    login({ token: 'a.b.c', refresh_token: 'r1', user: coachUser });
    expect(authState.isAuthenticated).toBe(true);
    expect(stored(STORAGE_KEYS.token)).toBe('a.b.c');
    expect(stored(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(stored(STORAGE_KEYS.user)).toEqual(coachUser);
  });

  it('isAuthenticated needs both a token and a user', () => {
    setTokens({ token: 'a.b.c', refresh_token: 'r1' });
    expect(isAuthenticated()).toBe(false);
    expect(authState.isAuthenticated).toBe(false);
    updateUser(coachUser);
    expect(isAuthenticated()).toBe(true);
    logout();
    expect(isAuthenticated()).toBe(false);
  });

  it('update replaces only the user', () => {
    login({ token: 'a.b.c', refresh_token: 'r1', user: coachUser });
    updateUser({ ...coachUser, firstName: 'Jo' });
    expect(authState.user?.firstName).toBe('Jo');
    expect(authState.token).toBe('a.b.c');
    expect(stored(STORAGE_KEYS.user).firstName).toBe('Jo');
  });

  it('restores from storage on start', () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t.o.k'));
    localStorage.setItem(STORAGE_KEYS.refreshToken, JSON.stringify('r2'));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(coachUser));
    localStorage.setItem(STORAGE_KEYS.profilePicture, JSON.stringify('data:image/png;base64,AA'));
    localStorage.setItem(STORAGE_KEYS.profileCompletion, JSON.stringify(80));
    restoreAuth();
    expect(authState.token).toBe('t.o.k');
    expect(authState.refresh_token).toBe('r2');
    expect(authState.user).toEqual(coachUser);
    expect(authState.profilePicture).toBe('data:image/png;base64,AA');
    expect(authState.profileCompletion).toBe(80);
    expect(authState.isAuthenticated).toBe(true);
  });

  it('restoring a token without a user (or a malformed user) is not authenticated', () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t.o.k'));
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    restoreAuth();
    expect(authState.token).toBe('t.o.k');
    expect(authState.user).toBeNull();
    expect(authState.isAuthenticated).toBe(false);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'x', role: 'ROLE_ADMIN' }));
    restoreAuth();
    expect(authState.user).toBeNull();
  });

  it('restores an administrator too (issue 32: a reload keeps the /admin session)', () => {
    const admin = { ...coachUser, id: 9, role: 'ROLE_ADMIN' };
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t.o.k'));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
    restoreAuth();
    expect(authState.user).toEqual(admin);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...admin, role: 'ROLE_ROOT' }));
    restoreAuth();
    expect(authState.user).toBeNull();
  });

  it('sign-out removes the five keys and keeps the mode', () => {
    login({ token: 'a.b.c', refresh_token: 'r1', user: coachUser });
    setProfilePicture('data:image/png;base64,AA');
    setProfileCompletion(50);
    setTheme('dark');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).not.toBeNull();
    signOut();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(authState.isAuthenticated).toBe(false);
    expect(authState.profilePicture).toBeNull();
    expect(stored(MODE_STORAGE_KEY)).toEqual({ theme: 'dark', color: null });
  });
});

describe('mode state', () => {
  it('starts null and follows the system until toggled', () => {
    expect(modeState).toMatchObject({ theme: null, color: null });
    restoreMode();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    toggleTheme(); // happy-dom reports a light system theme
    expect(modeState.theme).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    toggleTheme();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('applies and stores the accent colour; null is the default accent', () => {
    setColor('teal');
    expect(document.documentElement.getAttribute('data-color')).toBe('teal');
    expect(stored(MODE_STORAGE_KEY)).toEqual({ theme: null, color: 'teal' });
    setColor(null);
    expect(document.documentElement.hasAttribute('data-color')).toBe(false);
  });

  it('restores the stored mode and ignores unknown values', () => {
    localStorage.setItem(MODE_STORAGE_KEY, JSON.stringify({ theme: 'dark', color: 'violet' }));
    restoreMode();
    expect(modeState).toMatchObject({ theme: 'dark', color: 'violet' });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    localStorage.setItem(MODE_STORAGE_KEY, JSON.stringify({ theme: 'sepia', color: 'red' }));
    restoreMode();
    expect(modeState).toMatchObject({ theme: null, color: null });
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});

describe('paging and snackbar state', () => {
  it("keeps each list's rows per page (SPEC defaults 25 and 10) until reset", () => {
    expect(pagingState).toEqual({ jobSearch: 25, jobsApplied: 10 });
    setPageSize('jobSearch', 50);
    setPageSize('jobsApplied', 0); // not a page size: ignored
    setPageSize('jobsApplied', 2.5);
    expect(pagingState).toEqual({ jobSearch: 50, jobsApplied: 10 });
    resetAllStores();
    expect(pagingState).toEqual({ jobSearch: 25, jobsApplied: 10 });
  });

  it('queues snackbars in order', () => {
    const first = showSnackbar('Login Failed', 'error');
    showSnackbar('Login Successful.', 'success');
    expect(snackbarState.queue.map((s) => s.message)).toEqual([
      'Login Failed',
      'Login Successful.',
    ]);
    dismissSnackbar(first);
    expect(snackbarState.queue.map((s) => s.severity)).toEqual(['success']);
  });
});
