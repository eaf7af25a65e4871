// /savedjobs (issue 26): a visitor's saves read through the public summaries, a coach's from the
// account, newest first, paged, with Closed and Applied, Remove with Undo, and an empty state.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, jobs, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { SAVED_JOBS_TEXTS as T } from '../../shared/texts/saved-jobs';
import { setSaved } from '../../state/saved-jobs-actions';

vi.setConfig({ testTimeout: 20_000 });

const h1 = () => screen.findByRole('heading', { level: 1, name: 'Saved jobs' }, { timeout: 5000 });
const rowNames = async () => {
  const list = await screen.findByRole('list', { name: 'Saved jobs' }, { timeout: 5000 });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
};
const job = (id: number) => jobs[id - 1];
const saveAsCoach = (jobId: number, savedOn: string) =>
  db.savedJobs.push({ userId: coachUser.id, jobId, savedOn });

describe('/savedjobs, signed out', () => {
  it('leads to the search when nothing is saved', async () => {
    renderApp({ route: '/savedjobs' });
    await h1();
    expect(await screen.findByText(T.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.searchRoles }).getAttribute('href')).toBe(
      '/jobsearch',
    );
    expect(document.title).toBe('Saved jobs · Touchline');
  });

  it("shows the browser's saves newest first, with their dates, and removes one with Undo", async () => {
    const summaries = recordRequests('/api/job/summaries');
    setSaved(null, 3, true);
    setSaved(null, 7, true);
    const { user } = renderApp({ route: '/savedjobs' });
    expect(await rowNames()).toEqual([job(7).name, job(3).name]);
    expect(new URL(summaries[0].url).searchParams.get('ids')).toBe('7,3');
    expect(summaries[0].headers.get('authorization')).toBeNull();
    expect(screen.getByText(T.inBrowser)).toBeTruthy();
    expect(screen.getAllByText(/^Saved on /)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: T.removeLabel(job(7).name) }));
    await waitFor(async () => expect(await rowNames()).toEqual([job(3).name]));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(await screen.findByText(T.removed(job(7).name))).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: T.undo }));
    await waitFor(async () => expect(await rowNames()).toEqual([job(7).name, job(3).name]));
    expect(
      JSON.parse(localStorage.getItem('savedJobs') ?? '{}').jobs.map((j: { id: number }) => j.id),
    ).toEqual([7, 3]);
  });

  it('pages the saves like /jobsapplied (10 a page by default)', async () => {
    for (let id = 1; id <= 12; id += 1) setSaved(null, id, true);
    const { user, location } = renderApp({ route: '/savedjobs' });
    expect(await rowNames()).toHaveLength(10);
    expect((await rowNames())[0]).toBe(job(12).name);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location.href).toBe('/savedjobs?page=2');
    await waitFor(async () => expect(await rowNames()).toEqual([job(2).name, job(1).name]));
  });

  it('goes back a page when the last row of a later page is removed', async () => {
    for (let id = 1; id <= 11; id += 1) setSaved(null, id, true);
    const { user, location } = renderApp({ route: '/savedjobs?page=2' });
    expect(await rowNames()).toEqual([job(1).name]);
    await user.click(screen.getByRole('button', { name: T.removeLabel(job(1).name) }));
    await waitFor(() => expect(location.href).toBe('/savedjobs'));
    expect(location.history).toEqual(['/savedjobs']);
    expect(await rowNames()).toHaveLength(10);
  });
});

describe('/savedjobs, signed in', () => {
  it("lists the coach's saves newest first, with Closed and Applied", async () => {
    saveAsCoach(5, '2026-11-20T10:00:00.000Z');
    saveAsCoach(2, '2026-11-21T10:00:00.000Z'); // the fixture coach applied to job 2
    const closed = jobs[4];
    closed.open = false;
    try {
      renderApp({ route: '/savedjobs', user: 'coach' });
      expect(await rowNames()).toEqual([job(2).name, job(5).name]);
      const [applied, closedRow] = screen.getAllByRole('article');
      expect(within(applied).getByText(T.applied)).toBeTruthy();
      expect(within(applied).queryByText(T.closed)).toBeNull();
      expect(within(closedRow).getByText(T.closed)).toBeTruthy();
      expect(within(closedRow).queryByText(T.applied)).toBeNull();
      expect(within(closedRow).getByText(/^Saved on /)).toBeTruthy();
      expect(screen.queryByText(T.inBrowser)).toBeNull();
    } finally {
      closed.open = true;
    }
  });

  it('removes a save from the account, and Undo saves it again', async () => {
    saveAsCoach(5, '2026-11-20T10:00:00.000Z');
    saveAsCoach(9, '2026-11-21T10:00:00.000Z');
    const calls = recordRequests('/api/saved-jobs/9');
    const { user } = renderApp({ route: '/savedjobs', user: 'coach' });
    expect(await rowNames()).toEqual([job(9).name, job(5).name]);
    await user.click(screen.getByRole('button', { name: T.removeLabel(job(9).name) }));
    await waitFor(async () => expect(await rowNames()).toEqual([job(5).name]));
    await waitFor(() => expect(calls.map((r) => r.method)).toEqual(['DELETE']));
    await waitFor(() => expect(db.savedJobs.map((s) => s.jobId)).toEqual([5]));
    await user.click(await screen.findByRole('button', { name: T.undo }));
    await waitFor(() => expect(calls.map((r) => r.method)).toEqual(['DELETE', 'PUT']));
    await waitFor(async () => expect(await rowNames()).toEqual([job(9).name, job(5).name]));
  });

  it('merges what was saved signed out before listing', async () => {
    setSaved(null, 11, true);
    renderApp({ route: '/savedjobs', user: 'coach' });
    expect(await rowNames()).toEqual([job(11).name]);
    expect(db.savedJobs.map((s) => s.jobId)).toEqual([11]);
  });

  it('sends organisation accounts to /403', async () => {
    const { location } = renderApp({ route: '/savedjobs', user: 'org' });
    await waitFor(() => expect(location.pathname).toBe('/403'));
  });
});
