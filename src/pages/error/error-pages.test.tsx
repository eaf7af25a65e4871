import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render';
import { ERROR_SCREENS } from '../../shared/messages';
import { setTheme } from '../../state/mode-actions';

// The shell is tested on its own: pages are stubbed with an h1 of their name.
vi.mock('../landing/landing-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Landing')),
);
vi.mock('../signin/signin-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Sign in')),
);
vi.mock('../signup/signup-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Sign up')),
);
vi.mock('../job-search/job-search-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Job search')),
);
vi.mock('../apply/apply-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Apply')),
);
vi.mock('../profile/profile-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Profile')),
);
vi.mock('../jobs-applied/jobs-applied-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Jobs applied')),
);
vi.mock('../employer/employer-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Employer dashboard')),
);
vi.mock('../employer-applicants/employer-applicants-page', () =>
  import('../../../tests/page-stub').then((m) => m.stubPage('Applicants')),
);

describe('error pages', () => {
  it.each([
    ['/401', ERROR_SCREENS.unauthorized],
    ['/403', ERROR_SCREENS.forbidden],
    ['/500', ERROR_SCREENS.error],
    ['/missing', ERROR_SCREENS.notFound],
  ])('%s shows its title and message with the header and footer', async (route, screenText) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: screenText.title })).toBeTruthy();
    expect(screen.getByText(screenText.message)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // The title is set by an effect after the page commits.
    await waitFor(() => expect(document.title).toBe(`${screenText.title} · Touchline`));
  });

  it('BACK goes back one step in history', async () => {
    const { user, location } = renderApp({ route: '/jobsearch' });
    await screen.findByRole('heading', { level: 1, name: 'Job search' });
    act(() => location.navigate('/403'));
    await screen.findByRole('heading', { level: 1, name: 'Forbidden' });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job search' })).toBeTruthy();
    expect(location.href).toBe('/jobsearch');
  });

  it('has its own light/dark toggle starting at light, undone when leaving', async () => {
    setTheme('dark');
    const { user, location } = renderApp({ route: '/500' });
    await screen.findByRole('heading', { level: 1, name: 'Error' });
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch error screen to dark mode' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch error screen to light mode' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    act(() => location.navigate('/landing'));
    await screen.findByRole('heading', { level: 1, name: 'Landing' });
    // The saved preference (dark) is back once the error screen is gone.
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
  });

  it('another error screen starts afresh, its toggle at light', async () => {
    const { user, location } = renderApp({ route: '/401' });
    await screen.findByRole('heading', { level: 1, name: ERROR_SCREENS.unauthorized.title });
    await user.click(screen.getByRole('button', { name: 'Switch error screen to dark mode' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    act(() => location.navigate('/403'));
    await screen.findByRole('heading', { level: 1, name: ERROR_SCREENS.forbidden.title });
    expect(screen.getByRole('button', { name: 'Switch error screen to dark mode' })).toBeTruthy();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    await waitFor(() =>
      expect(document.title).toBe(`${ERROR_SCREENS.forbidden.title} · Touchline`),
    );
  });
});
