import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HttpResponse,
  http,
  jobs,
  mockError,
  mockJson,
  recordRequests,
  server,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';

const results = () => screen.getByRole('region', { name: MESSAGES.rolesForYou });

/** The job names of the cards shown, once the list has loaded. */
async function cardNames(): Promise<string[]> {
  await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'), {
    timeout: 10_000,
  });
  return within(results())
    .queryAllByRole('listitem')
    .map((li) => within(li).getByRole('heading').textContent ?? '');
}

const names = (from: number, to: number) => jobs.slice(from, to).map((j) => j.name);

async function expectAlert(text: string) {
  const el = await screen.findByText(text, {}, { timeout: 10_000 });
  expect(el.closest('[role="alert"]')).not.toBeNull();
}

describe('job search', { timeout: 20_000 }, () => {
  it("lists 'Roles for you' with the total, cards linking to the details, page 1 of 25", async () => {
    renderApp({ route: '/jobsearch' });
    expect(await cardNames()).toEqual(names(0, 25));
    // The title is set by an effect after the page commits.
    await waitFor(() => expect(document.title).toBe('Job search · Touchline'));
    expect(within(results()).getByText('60 roles')).toBeTruthy();
    const first = within(results()).getAllByRole('listitem')[0];
    const link = within(first).getByRole('link', { name: jobs[0].name });
    expect(link.getAttribute('href')).toBe(`/jobdetails?jobId=${jobs[0].id}`);
    expect(within(first).getByText(jobs[0].organisation)).toBeTruthy();
    expect(within(first).getByText(MESSAGES.datePosted('20 Nov 2026'))).toBeTruthy();
    expect(within(first).getByText(`${jobs[0].location} · ${jobs[0].role_type}`)).toBeTruthy();
    expect(within(first).getByText(jobs[0].salary)).toBeTruthy();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
  });

  it('sends the filters, page and size of the URL to the API and prefills the hero', async () => {
    const seen = recordRequests('/api/job/list');
    renderApp({
      route:
        '/jobsearch?jobtitle=coach&orgtype=School&location=Brisbane&interests=Cricket,Netball&page=2&size=10',
    });
    await cardNames();
    const q = new URL(seen[0].url).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      title: 'coach',
      orgtype: 'School',
      location: 'Brisbane',
      interests: 'Cricket,Netball',
      page: '2',
      postPerPage: '10',
    });
    expect((screen.getByRole('searchbox', { name: 'Role' }) as HTMLInputElement).value).toBe(
      'coach',
    );
  });

  it('the next page goes into the URL (a new history entry) and shows that page', async () => {
    const { user, location } = renderApp({ route: '/jobsearch' });
    await cardNames();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location.href).toBe('/jobsearch?page=2');
    expect(await cardNames()).toEqual(names(25, 50));
    expect(location.history).toEqual(['/jobsearch', '/jobsearch?page=2']);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: MESSAGES.rolesForYou }),
    );
  });

  it('back and forward (or a shared link) restore the same list', async () => {
    const { user, location } = renderApp({ route: '/jobsearch?size=10' });
    expect(await cardNames()).toEqual(names(0, 10));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await cardNames()).toEqual(names(10, 20));
    act(() => location.back());
    expect(location.href).toBe('/jobsearch?size=10');
    expect(await cardNames()).toEqual(names(0, 10));
    act(() => location.navigate('/jobsearch?page=2&size=10'));
    expect(await cardNames()).toEqual(names(10, 20));
    expect(
      (screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }) as HTMLSelectElement).value,
    ).toBe('10');
  });

  it('changing the size keeps the current page where it still exists', async () => {
    const { user, location } = renderApp({ route: '/jobsearch?page=2' });
    expect(await cardNames()).toEqual(names(25, 50));
    await user.selectOptions(screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }), '10');
    expect(location.href).toBe('/jobsearch?page=2&size=10');
    expect(await cardNames()).toEqual(names(10, 20));
    await user.selectOptions(screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }), '50');
    expect(location.href).toBe('/jobsearch?page=2&size=50');
    expect(await cardNames()).toEqual(names(50, 60));
  });

  it('a new search keeps the rows per page chosen last (held client-side); the URL still wins', async () => {
    const { user, location } = renderApp({ route: '/jobsearch' });
    expect(await cardNames()).toEqual(names(0, 25));
    await user.selectOptions(screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }), '10');
    expect(await cardNames()).toEqual(names(0, 10));
    // A link or search without a size (e.g. from the landing page's hero) shows 10 rows.
    act(() => location.navigate('/landing'));
    act(() => location.navigate('/jobsearch'));
    expect(await cardNames()).toEqual(names(0, 10));
    expect(
      (screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }) as HTMLSelectElement).value,
    ).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location.href).toBe('/jobsearch?page=2&size=10');
    // A shared link that names its size shows that size.
    act(() => location.navigate('/jobsearch?size=50'));
    expect(await cardNames()).toEqual(names(0, 50));
  });

  it('changing the size goes to the new last page when the current one would not exist', async () => {
    const { user, location } = renderApp({ route: '/jobsearch?page=3' });
    expect(await cardNames()).toEqual(names(50, 60));
    await user.selectOptions(screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }), '50');
    expect(location.href).toBe('/jobsearch?page=2&size=50');
    expect(await cardNames()).toEqual(names(50, 60));
  });

  it('a page past the end shows the last page instead', async () => {
    const { location } = renderApp({ route: '/jobsearch?page=9' });
    await waitFor(() => expect(location.href).toBe('/jobsearch?page=3'));
    expect(await cardNames()).toEqual(names(50, 60));
  });

  it('Search now replaces the entry with the new query and is busy until the list arrives', async () => {
    const { user, location } = renderApp({ route: '/jobsearch?page=2' });
    await cardNames();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/job/list', async () => {
        await gate;
        return HttpResponse.json({ message: 'Success', list: [], length: 0 });
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Role' }), 'analyst');
    await user.click(screen.getByRole('button', { name: MESSAGES.searchNow }));
    expect(location.href).toBe('/jobsearch?jobtitle=analyst');
    expect(location.history).toEqual(['/jobsearch?jobtitle=analyst']);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: MESSAGES.searchNow }).getAttribute('aria-busy'),
      ).toBe('true'),
    );
    release();
    expect(await screen.findByText(MESSAGES.noRolesFound)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: MESSAGES.searchNow }).getAttribute('aria-busy'),
    ).not.toBe('true');
  });

  it("shows 'No Roles Found.' when nothing matches", async () => {
    renderApp({ route: '/jobsearch?jobtitle=zzzz-nothing' });
    expect(await screen.findByText(MESSAGES.noRolesFound, {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(results()).getByText('0 roles')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of roles' })).toBeNull();
  });
});

describe('job search failures', { timeout: 20_000 }, () => {
  it('a failing job list (non-2xx) shows the alert', async () => {
    mockError('get', '/api/job/list', 500);
    renderApp({ route: '/jobsearch' });
    await expectAlert(MESSAGES.errorFetchingJobs);
    expect(screen.queryByText(MESSAGES.noRolesFound)).toBeNull();
  });

  it("a job list answering message 'Error' shows the alert", async () => {
    mockJson('get', '/api/job/list', { message: 'Error', list: [], length: 0 });
    renderApp({ route: '/jobsearch' });
    await expectAlert(MESSAGES.errorFetchingJobs);
  });

  it('a failing organisation-type list shows the alert', async () => {
    mockError('get', '/api/orgtype/list', 500);
    renderApp({ route: '/jobsearch' });
    await expectAlert(MESSAGES.errorFetchingJobs);
  });

  it('a failing location list shows the alert, and Try again recovers', async () => {
    mockError('get', '/api/location/list', 503);
    const { user } = renderApp({ route: '/jobsearch' });
    await expectAlert(MESSAGES.errorFetchingJobs);
    mockJson('get', '/api/location/list', { list: [{ id: 1, name: 'Sydney' }] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.errorFetchingJobs)).toBeNull());
  });
});
