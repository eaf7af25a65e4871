import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../tests/mocks';
import { renderApp } from '../../tests/render';
import { STORAGE_KEYS } from '../shared/constants';
import { authState } from '../state/auth';

// The shell is tested on its own: pages are stubbed with an h1 of their name.
vi.mock('../pages/landing/landing-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Landing')),
);
vi.mock('../pages/signin/signin-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Sign in')),
);
vi.mock('../pages/signup/signup-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Sign up')),
);
vi.mock('../pages/job-search/job-search-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Job search')),
);
vi.mock('../pages/apply/apply-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Apply')),
);
vi.mock('../pages/profile/profile-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Profile')),
);
vi.mock('../pages/jobs-applied/jobs-applied-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Jobs applied')),
);
vi.mock('../pages/employer/employer-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Employer dashboard')),
);
vi.mock('../pages/employer-applicants/employer-applicants-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Applicants')),
);

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it('redirects / to /landing, replacing the entry', async () => {
    const { location } = renderApp({ route: '/' });
    expect(await h1('Landing')).toBeTruthy();
    expect(location.history).toEqual(['/landing']);
  });

  it.each([
    ['/signin/', '/signin', 'Sign in'],
    ['/signup/', '/signup', 'Sign up'],
    ['/jobsearch/?page=2', '/jobsearch?page=2', 'Job search'],
  ])('normalises the trailing slash of %s', async (route, href, name) => {
    const { location } = renderApp({ route });
    expect(await h1(name)).toBeTruthy();
    expect(location.href).toBe(href);
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await h1('Page not found')).toBeTruthy();
    expect(
      screen.getByText(
        'Looks like the page you are looking for was not found or no longer exists.',
      ),
    ).toBeTruthy();
  });

  it('moves focus to the new page heading after navigation', async () => {
    const { location } = renderApp({ route: '/landing' });
    await h1('Landing');
    act(() => location.navigate('/jobsearch'));
    const heading = await h1('Job search');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('protected routes', () => {
  it('sends a signed-out visitor to /signin with the requested location, replacing history', async () => {
    const { location } = renderApp({ route: '/apply/12' });
    expect(await h1('Sign in')).toBeTruthy();
    expect(location.href).toBe('/signin?from=/apply/12');
    expect(location.history).toEqual(['/signin?from=/apply/12']);
  });

  it('keeps the query string of the requested location', async () => {
    const { location } = renderApp({ route: '/jobsapplied?page=2' });
    await h1('Sign in');
    expect(new URLSearchParams(location.search).get('from')).toBe('/jobsapplied?page=2');
  });

  it('lets a coach in', async () => {
    renderApp({ route: '/apply/12', user: 'coach' });
    expect(await h1('Apply')).toBeTruthy();
  });

  it('sends an organisation user away from coach routes', async () => {
    const { location } = renderApp({ route: '/profile', user: 'org' });
    await h1('Sign in');
    expect(location.href).toBe('/signin?from=/profile');
  });

  it('sends a coach away from employer routes and lets an organisation in', async () => {
    const first = renderApp({ route: '/employer/jobs/3/applicants', user: 'coach' });
    await h1('Sign in');
    expect(first.location.href).toBe('/signin?from=/employer/jobs/3/applicants');
    first.unmount();
    renderApp({ route: '/employer/jobs/3/applicants', user: 'org' });
    expect(await h1('Applicants')).toBeTruthy();
  });
});

describe('token expiry on route change', () => {
  it('refreshes a token that is about to expire and stays signed in', async () => {
    const refreshes = recordRequests('/api/token/refresh');
    renderApp({ route: '/profile', user: 'coach', tokenExpiresInS: 30 });
    const before = authState.token;
    expect(await h1('Profile')).toBeTruthy();
    await waitFor(() => expect(refreshes).toHaveLength(1));
    await waitFor(() => expect(authState.token).not.toBe(before));
    expect(authState.isAuthenticated).toBe(true);
  });

  it('signs out when the token is past and the refresh fails, then the guard redirects', async () => {
    const { location } = renderApp({
      route: '/profile',
      user: 'coach',
      tokenExpiresInS: -60,
      refreshToken: 'revoked-token',
    });
    expect(await h1('Sign in')).toBeTruthy();
    expect(location.href).toBe('/signin?from=/profile');
    expect(authState.isAuthenticated).toBe(false);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('checks again on each route change', async () => {
    const { location } = renderApp({ route: '/landing', user: 'coach', refreshToken: 'revoked' });
    await h1('Landing');
    expect(authState.isAuthenticated).toBe(true);
    // The token is now past its expiry (as if 15 minutes went by).
    const [header, , sig] = authState.token!.split('.');
    const past = btoa(JSON.stringify({ sub: 1, role: 'ROLE_COACH', exp: 1000 })).replace(/=+$/, '');
    authState.token = `${header}.${past}.${sig}`;
    act(() => location.navigate('/jobsearch'));
    await h1('Job search');
    await waitFor(() => expect(authState.isAuthenticated).toBe(false));
  });
});
