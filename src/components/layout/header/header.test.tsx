import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../../tests/mocks';
import { renderApp } from '../../../../tests/render';
import { STORAGE_KEYS } from '../../../shared/constants';
import { authState } from '../../../state/auth';

// The shell is tested on its own: pages are stubbed with an h1 of their name.
vi.mock('../../../pages/landing/landing-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Landing')),
);
vi.mock('../../../pages/signin/signin-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Sign in')),
);
vi.mock('../../../pages/signup/signup-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Sign up')),
);
vi.mock('../../../pages/job-search/job-search-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Job search')),
);
vi.mock('../../../pages/apply/apply-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Apply')),
);
vi.mock('../../../pages/profile/profile-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Profile')),
);
vi.mock('../../../pages/jobs-applied/jobs-applied-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Jobs applied')),
);
vi.mock('../../../pages/employer/employer-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Employer dashboard')),
);
vi.mock('../../../pages/employer-applicants/employer-applicants-page', () =>
  import('../../../../tests/page-stub').then((m) => m.stubPage('Applicants')),
);

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('header, signed out', () => {
  it('links home, Sign in (/signin/) and Sign up (/signup/)', async () => {
    const { user, location } = renderApp({ route: '/jobsearch' });
    await h1('Job search');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Touchline home' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(banner).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin/',
    );
    expect(within(banner).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup/',
    );
    await user.click(within(banner).getByRole('link', { name: 'Sign up' }));
    expect(await h1('Sign up')).toBeTruthy();
    expect(location.pathname).toBe('/signup');
    await user.click(within(banner).getByRole('link', { name: 'Touchline home' }));
    expect(await h1('Landing')).toBeTruthy();
  });

  it('toggles the theme on <html> and remembers it', async () => {
    const { user } = renderApp({ route: '/landing' });
    await h1('Landing');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem('mode')!)).toMatchObject({ theme: 'dark' });
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('picks an accent colour from the palette next to the toggle', async () => {
    const { user } = renderApp({ route: '/landing' });
    await h1('Landing');
    await user.click(screen.getByRole('button', { name: 'Accent colour: Default' }));
    const group = await screen.findByRole('group', { name: 'Accent colour' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Default', 'Teal', 'Blue', 'Violet', 'Orange', 'Green']);
    await user.click(within(group).getByRole('radio', { name: 'Teal' }));
    expect(document.documentElement.getAttribute('data-color')).toBe('teal');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Accent colour' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accent colour: Teal' })).toBe(
      document.activeElement,
    );
  });

  it('opens the right-side drawer with the toggle, Sign up and Sign in', async () => {
    const { user } = renderApp({ route: '/landing' });
    await h1('Landing');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup/',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin/',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('header, signed in', () => {
  it('shows the avatar menu with the coach items instead of Sign in / Sign up', async () => {
    const { user, location } = renderApp({ route: '/landing', user: 'coach' });
    await h1('Landing');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
    const trigger = await screen.findByRole('button', { name: 'Account menu for Casey Morgan' });
    expect(trigger.querySelector('[data-initials="CM"]')).toBeTruthy();
    await user.click(trigger);
    // The fixture coach has uploaded a resume and a cover letter (the account menu's downloads).
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
        'Profile',
        'Change password',
        'Jobs applied',
        'Saved jobs',
        'Job alerts',
        'Download resume (resume.pdf)',
        'Download cover letter (cover-letter.pdf)',
        'Account',
        'Logout',
      ]),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Jobs applied' }));
    expect(await h1('Jobs applied')).toBeTruthy();
    expect(location.pathname).toBe('/jobsapplied');
  });

  it('offers the employer dashboard to an organisation user', async () => {
    const { user } = renderApp({ route: '/landing', user: 'org' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Olivia Nguyen' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Employer dashboard',
      'Account',
      'Logout',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Employer dashboard' }));
    expect(await h1('Employer dashboard')).toBeTruthy();
  });

  it('Logout waits, revokes the refresh token, clears storage and goes to /landing', async () => {
    const logout = recordRequests('/api/logout');
    const { user, location } = renderApp({ route: '/profile', user: 'coach' });
    await h1('Profile');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    // LOGOUT_DELAY_MS: still signed in right after the click.
    expect(authState.isAuthenticated).toBe(true);
    expect(await h1('Landing')).toBeTruthy();
    expect(location.pathname).toBe('/landing');
    expect(authState.isAuthenticated).toBe(false);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    await waitFor(() => expect(logout).toHaveLength(1));
    expect(await logout[0].json()).toEqual({ refresh_token: 'refresh-coach' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('footer', () => {
  it('lists SPEC 2 links, two named social links and the copyright line', async () => {
    renderApp({ route: '/landing' });
    await h1('Landing');
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Features',
      'Testimonials',
      'Highlights',
      'Pricing',
      'FAQs',
      'About us',
      'Careers',
      'Press',
      'Terms',
      'Privacy',
      'Contact',
      'Privacy Policy',
      'Terms of Service',
    ]);
    expect(within(footer).getByRole('link', { name: 'Touchline on LinkedIn' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Touchline on X' })).toBeTruthy();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Touchline`)).toBeTruthy();
  });
});
