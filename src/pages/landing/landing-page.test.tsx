import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobs, mockError, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';

const input = (role: 'textbox' | 'combobox' | 'searchbox', name: string) =>
  screen.getByRole(role, { name }) as HTMLInputElement;

const filtersToggle = () => screen.getByRole('button', { name: MESSAGES.filters });

/** The chips of the Interests field, opening the Filters panel first when it is closed. */
async function interestChips(user: ReturnType<typeof renderApp>['user']) {
  if (filtersToggle().getAttribute('aria-expanded') !== 'true') await user.click(filtersToggle());
  // The field loads with the panel's first opening: read its chips once it is there.
  await screen.findByRole('combobox', { name: MESSAGES.interests });
  return screen
    .queryAllByRole('button', { name: /^Remove / })
    .map((b) => b.getAttribute('aria-label')?.replace('Remove ', ''));
}

async function waitForLookups() {
  // The org types load: the browse links appear.
  await screen.findByRole('link', { name: 'Professional Club' }, { timeout: 10_000 });
}

describe('landing page', { timeout: 20_000 }, () => {
  it('shows the search hero first, recent roles, organisation types and the sign-up promise', async () => {
    renderApp({ route: '/landing' });
    const h1 = await screen.findByRole(
      'heading',
      { level: 1, name: MESSAGES.searchHeading },
      { timeout: 10_000 },
    );
    expect(h1).toBeTruthy();
    // The title is set by an effect after the page commits.
    await waitFor(() => expect(document.title).toBe('Home · Touchline'));
    expect(input('searchbox', 'Role').placeholder).toBe(MESSAGES.searchRolePlaceholder);
    expect(screen.getByRole('combobox', { name: 'Organisation Type' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.searchNow })).toBeTruthy();

    // The six most recent roles, each a link to its details.
    const recent = screen.getByRole('region', { name: 'Recent roles' });
    const first = await within(recent).findByRole('link', { name: jobs[0].name });
    expect(first.getAttribute('href')).toBe(`/jobdetails?jobId=${jobs[0].id}`);
    expect(within(recent).getAllByRole('listitem')).toHaveLength(6);
    expect(within(recent).getByText('Date Posted 20 Nov 2026')).toBeTruthy();

    await waitForLookups();
    expect(screen.getByRole('link', { name: 'Community Club' }).getAttribute('href')).toBe(
      '/jobsearch?orgtype=Community+Club',
    );

    const promise = screen.getByRole('region', { name: /Your next role starts with Touchline/ });
    for (const line of MESSAGES.signUpPromise) expect(within(promise).getByText(line)).toBeTruthy();
    expect(within(promise).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('does not show the sign-up promise to a signed-in coach', async () => {
    renderApp({ route: '/landing', user: 'coach' });
    await waitForLookups();
    expect(screen.queryByRole('region', { name: /Your next role starts/ })).toBeNull();
  });

  it('the Filters toggle opens the Interests panel (aria-expanded, aria-controls)', async () => {
    const { user } = renderApp({ route: '/landing' });
    await waitForLookups();
    const toggle = filtersToggle();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(screen.queryByRole('combobox', { name: MESSAGES.interests })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('combobox', { name: MESSAGES.interests })).toBeTruthy();
  });
});

describe('search hero prefill', { timeout: 20_000 }, () => {
  it('fills every field from the query parameters', async () => {
    const { user } = renderApp({
      route:
        '/landing?jobtitle=head%20coach&orgtype=School&location=Sydney&interests=Cricket,Netball',
    });
    await waitForLookups();
    expect(input('searchbox', 'Role').value).toBe('head coach');
    expect(input('combobox', 'Organisation Type').value).toBe('School');
    expect(input('combobox', 'Location').value).toBe('Sydney');
    expect(await interestChips(user)).toEqual(['Cricket', 'Netball']);
  });

  it('signed-in coach without an interests parameter: the saved interests', async () => {
    const asked = recordRequests('/api/user/get_interests');
    const { user } = renderApp({ route: '/landing', user: 'coach' });
    await waitForLookups();
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(async () => expect(await interestChips(user)).toEqual(['Football', 'Cricket']));
  });

  it('signed-in coach with an interests parameter: the parameter, saved ones not asked', async () => {
    const asked = recordRequests('/api/user/get_interests');
    const { user } = renderApp({ route: '/landing?interests=Tennis', user: 'coach' });
    await waitForLookups();
    expect(await interestChips(user)).toEqual(['Tennis']);
    expect(asked).toHaveLength(0);
  });

  it('signed out: no saved interests are asked for and the field stays empty', async () => {
    const asked = recordRequests('/api/user/get_interests');
    const { user } = renderApp({ route: '/landing' });
    await waitForLookups();
    expect(await interestChips(user)).toEqual([]);
    expect(asked).toHaveLength(0);
  });
});

describe('Search now', { timeout: 20_000 }, () => {
  it('navigates to /jobsearch with the filled fields, replacing the history entry', async () => {
    const { user, location } = renderApp({ route: '/landing' });
    await waitForLookups();
    await user.type(input('searchbox', 'Role'), 'Head Coach');
    await user.click(input('combobox', 'Organisation Type'));
    await user.click(await screen.findByRole('option', { name: 'Professional Club' }));
    await user.click(input('combobox', 'Location'));
    await user.click(await screen.findByRole('option', { name: 'Melbourne' }));
    await user.click(filtersToggle());
    await user.click(screen.getByRole('combobox', { name: MESSAGES.interests }));
    await user.click(await screen.findByRole('option', { name: 'Football' }));
    await user.click(await screen.findByRole('option', { name: 'AFL' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: MESSAGES.searchNow }));

    await waitFor(() => expect(location.pathname).toBe('/jobsearch'));
    expect(location.href).toBe(
      '/jobsearch?jobtitle=Head+Coach&orgtype=Professional+Club&location=Melbourne&interests=Football,AFL',
    );
    expect(location.history).toEqual([location.href]);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.rolesForYou }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('leaves out empty fields: an empty form goes to /jobsearch', async () => {
    const { user, location } = renderApp({ route: '/landing' });
    await waitForLookups();
    await user.click(screen.getByRole('button', { name: MESSAGES.searchNow }));
    await waitFor(() => expect(location.href).toBe('/jobsearch'));
    expect(location.history).toEqual(['/jobsearch']);
  });
});

describe('landing failures', { timeout: 20_000 }, () => {
  it('a failing recent-roles load shows the jobs alert', async () => {
    mockError('get', '/api/job/list', 500);
    renderApp({ route: '/landing' });
    const text = await screen.findByText(MESSAGES.errorFetchingJobs);
    expect(text.closest('[role="alert"]')).not.toBeNull();
  });

  it('a failing organisation-type list shows the jobs alert', async () => {
    mockError('get', '/api/orgtype/list', 500);
    renderApp({ route: '/landing' });
    const text = await screen.findByText(MESSAGES.errorFetchingJobs);
    expect(text.closest('[role="alert"]')).not.toBeNull();
  });
});
