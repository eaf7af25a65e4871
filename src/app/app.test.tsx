// The layout's focus rule: focus stays put on the first render and moves to the new page's h1
// after every client-side navigation (focus-heading.ts, loaded on the first one).
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/render';

vi.mock('../pages/landing/landing-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Landing')),
);
vi.mock('../pages/job-search/job-search-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Job search')),
);
vi.mock('../pages/signin/signin-page', () =>
  import('../../tests/page-stub').then((m) => m.stubPage('Sign in')),
);

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('focus after navigation', () => {
  it('leaves focus alone on the first render', async () => {
    renderApp({ route: '/landing' });
    await h1('Landing');
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new page heading after each navigation, back to the first page too', async () => {
    const { location } = renderApp({ route: '/landing' });
    await h1('Landing');
    for (const [path, name] of [
      ['/jobsearch', 'Job search'],
      ['/signin', 'Sign in'],
      ['/landing', 'Landing'],
    ]) {
      act(() => location.navigate(path));
      const heading = await h1(name);
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(heading.getAttribute('tabindex')).toBe('-1');
    }
  });

  it('focuses the page reached by a quick second navigation, not the one it left', async () => {
    const { location } = renderApp({ route: '/landing' });
    await h1('Landing');
    act(() => {
      location.navigate('/jobsearch');
      location.navigate('/signin');
    });
    const heading = await h1('Sign in');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
