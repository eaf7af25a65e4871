import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, jobs, mockError, recordRequests, server } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { formatDate } from '../../lib/format-date';
import { MESSAGES } from '../../shared/messages';
import { ACCOUNT_TEXTS } from '../../shared/texts/account';

const h1 = () =>
  screen.findByRole('heading', { level: 1, name: MESSAGES.jobsApplied }, { timeout: 5000 });
const list = () => screen.findByRole('list', { name: MESSAGES.jobsApplied });

function addApplications(count: number, status: 'Received' | 'Reviewing' = 'Received') {
  for (let i = 0; i < count; i++) {
    db.applications.push({
      id: 200 + i,
      userId: coachUser.id,
      jobId: 10 + i,
      appliedOn: new Date(Date.UTC(2026, 10, 1 + (i % 20))).toISOString(),
      status,
      salary: '$1',
      notice: 'now',
      referredBy: 'x',
      resume: 1,
      cv: 2,
    });
  }
}

const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);

describe('/jobsapplied', { timeout: 20_000 }, () => {
  it('lists the applications with job link, organisation, location, applied date and status', async () => {
    renderApp({ route: '/jobsapplied', user: 'coach' });
    await h1();
    await waitFor(() => expect(document.title).toBe('Jobs Applied · Touchline'));
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    const job = jobs[1];
    const row = within(rows[0]);
    expect(row.getByRole('link', { name: job.name }).getAttribute('href')).toBe(
      `/jobdetails?jobId=${job.id}`,
    );
    expect(row.getByText(job.organisation)).toBeTruthy();
    expect(row.getByText(job.location)).toBeTruthy();
    expect(row.getByText(MESSAGES.appliedOn(formatDate('2026-11-12T09:30:00.000Z')))).toBeTruthy();
    expect(row.getByText('Reviewing')).toBeTruthy();
    // Past 'Received': no withdraw.
    expect(row.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('asks with page 1 and size 10 by default, and size=0 falls back to 10', async () => {
    const calls = recordRequests('/api/job-apply/applied_jobs');
    renderApp({ route: '/jobsapplied?size=0&page=0', user: 'coach' });
    await list();
    expect(query(calls[0])).toMatchObject({ page: '1', postPerPage: '10' });
    expect(
      (screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }) as HTMLSelectElement).value,
    ).toBe('10');
  });

  it('reads the filters from the URL and writes new ones to it, back on page 1', async () => {
    const calls = recordRequests('/api/job-apply/applied_jobs');
    const { user, location } = renderApp({
      route: '/jobsapplied?jobtitle=coach&sport=Football&location=Sydney&page=2&size=25',
      user: 'coach',
    });
    await h1();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(query(calls[0])).toEqual({
      title: 'coach',
      sport: 'Football',
      location: 'Sydney',
      page: '2',
      postPerPage: '25',
    });
    expect((screen.getByRole('textbox', { name: 'Job title' }) as HTMLInputElement).value).toBe(
      'coach',
    );
    expect((screen.getByRole('combobox', { name: 'Sport' }) as HTMLInputElement).value).toBe(
      'Football',
    );
    // The sport options come from /api/sportstype/list.
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    await user.clear(sport);
    await user.type(sport, 'Netb');
    await user.click(await screen.findByRole('option', { name: 'Netball' }));
    await user.clear(screen.getByRole('textbox', { name: 'Job title' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(location.href).toBe('/jobsapplied?sport=Netball&location=Sydney&size=25');
    await waitFor(() =>
      expect(query(calls.at(-1) as Request)).toMatchObject({ sport: 'Netball', page: '1' }),
    );
  });

  it('pages with the Paginator and keeps the page when the size changes', async () => {
    addApplications(14);
    const { user, location } = renderApp({ route: '/jobsapplied', user: 'coach' });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('1–10 of 15')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location.href).toBe('/jobsapplied?page=2');
    await waitFor(() => expect(screen.getByText('11–15 of 15')).toBeTruthy());
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(5);
    await user.selectOptions(screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }), '25');
    // Page 2 of 25 would be past the end: the last page it is.
    expect(location.href).toBe('/jobsapplied?size=25');
    // Back to the list without a size in the link (the account menu's): still 25 rows.
    act(() => location.navigate('/profile'));
    act(() => location.navigate('/jobsapplied'));
    await waitFor(() => expect(screen.getByText('1–15 of 15')).toBeTruthy());
    expect(
      (screen.getByRole('combobox', { name: MESSAGES.rowsPerPage }) as HTMLSelectElement).value,
    ).toBe('25');
  });

  it('shows an empty state, with a way out of the filters when they hide everything', async () => {
    db.applications.length = 0;
    renderApp({ route: '/jobsapplied', user: 'coach' });
    expect(await screen.findByText('You have not applied for any roles yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find roles' }).getAttribute('href')).toBe(
      '/jobsearch',
    );
  });

  it('clears filters that match nothing', async () => {
    const { user, location } = renderApp({
      route: '/jobsapplied?jobtitle=zzz',
      user: 'coach',
    });
    expect(await screen.findByText('No applications match these filters.')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    await user.click(main.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    expect(location.href).toBe('/jobsapplied');
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows 'Error fetching jobs' when the list fails, and retries", async () => {
    mockError('get', '/api/job-apply/applied_jobs', 400, 'Bad request.');
    const { user } = renderApp({ route: '/jobsapplied', user: 'coach' });
    const text = await screen.findByText(MESSAGES.errorFetchingJobs);
    expect(text.closest('[role="alert"]')).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.errorFetchingJobs)).toBeNull();
  });

  it('downloads the own resume with the bearer token as a file', async () => {
    const downloads = recordRequests('/api/file/1');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mock');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderApp({ route: '/jobsapplied', user: 'coach' });
    await list();
    await user.click(screen.getByRole('button', { name: `Download resume for ${jobs[1].name}` }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(downloads[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(clicked[0].download).toBe('resume.pdf');
    expect(clicked[0].getAttribute('href')).toBe('blob:mock');
    const blob = created.mock.calls[0][0] as Blob;
    expect(await blob.text()).toContain('%PDF-1.4');
  });

  it('tells the coach when a download fails', async () => {
    mockError('get', '/api/file/:id', 404, 'File not found.');
    const { user } = renderApp({ route: '/jobsapplied', user: 'coach' });
    await list();
    await user.click(
      screen.getByRole('button', { name: `Download cover letter for ${jobs[1].name}` }),
    );
    const text = await screen.findByText(ACCOUNT_TEXTS.downloadFailed);
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });

  it('withdraws a Received application after confirming, and the list refreshes', async () => {
    addApplications(1);
    const withdrawals = recordRequests('/api/job-apply/withdraw/200');
    const { user } = renderApp({ route: '/jobsapplied', user: 'coach' });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
    const name = jobs[9].name;
    await user.click(screen.getByRole('button', { name: `Withdraw application for ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw application?' });
    expect(within(dialog).getByText(new RegExp(name))).toBeTruthy();
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(withdrawals).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Withdraw application for ${name}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw application',
      }),
    );
    expect(await screen.findByText(MESSAGES.applicationWithdrawn)).toBeTruthy();
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0].headers.get('x-xsrf-token')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.queryByRole('link', { name })).toBeNull();
  });

  it('reports a withdrawal the server refuses', async () => {
    addApplications(1);
    mockError('post', '/api/job-apply/withdraw/:id', 500, 'Something went wrong.');
    const { user } = renderApp({ route: '/jobsapplied', user: 'coach' });
    await list();
    await user.click(
      screen.getByRole('button', { name: `Withdraw application for ${jobs[9].name}` }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw application',
      }),
    );
    expect(await screen.findByText(MESSAGES.errorProcessingRequest)).toBeTruthy();
  });
});
