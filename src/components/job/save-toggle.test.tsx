// The save toggle (issue 26) on the job cards and the job details page: a visitor's saves in this
// browser, a coach's in the account, the merge at sign-in, none for organisations, other tabs.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, jobs, PASSWORD, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { SAVED_JOBS_STORAGE_KEY } from '../../shared/constants';
import { savedJobsState } from '../../state/saved-jobs';
import { setSaved } from '../../state/saved-jobs-actions';
import { followOtherTabs } from '../../state/tabs';

vi.setConfig({ testTimeout: 20_000 });

const cards = () => screen.findAllByRole('article', {}, { timeout: 5000 });
const firstCard = async () => (await cards())[0];
/** Another tab's write to the saved list (valtio tells its subscribers in a microtask). */
const otherTabWrites = (value: unknown) =>
  act(async () => {
    if (value === null) localStorage.removeItem(SAVED_JOBS_STORAGE_KEY);
    else localStorage.setItem(SAVED_JOBS_STORAGE_KEY, JSON.stringify(value));
    dispatchEvent(new StorageEvent('storage', { key: SAVED_JOBS_STORAGE_KEY }));
  });
const storedIds = () =>
  (
    JSON.parse(localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '{"jobs":[]}').jobs as {
      id: number;
    }[]
  ).map((j) => j.id);

describe('save toggle, signed out', () => {
  it('saves a role in this browser from its card, and the header links to the saved jobs', async () => {
    const calls = recordRequests('/api/saved-jobs/ids');
    const { user } = renderApp({ route: '/jobsearch' });
    const card = await firstCard();
    const name = within(card).getByRole('heading', { level: 3 });
    // The toggles load after the page.
    const toggle = await within(card).findByRole('button', { name: 'Save job' }, { timeout: 5000 });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // Described by the role's name: 'Save job' alone does not say which.
    expect(toggle.getAttribute('aria-describedby')).toBe(name.id);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Saved jobs' })).toBeNull();

    await user.click(toggle);
    const saved = within(card).getByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(storedIds()).toEqual([jobs[0].id]);
    expect(within(banner).getByRole('link', { name: 'Saved jobs' }).getAttribute('href')).toBe(
      '/savedjobs',
    );

    await user.click(saved);
    expect(
      within(card).getByRole('button', { name: 'Save job' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(storedIds()).toEqual([]);
    expect(within(banner).queryByRole('link', { name: 'Saved jobs' })).toBeNull();
    expect(calls).toHaveLength(0); // a visitor's saves never reach the server
  });

  it('has a labelled toggle on the job details page', async () => {
    const { user } = renderApp({ route: '/jobdetails?jobId=3' });
    await screen.findByRole('heading', { level: 1, name: jobs[2].name });
    const toggle = await screen.findByRole('button', { name: 'Save job' }, { timeout: 5000 });
    expect(toggle.textContent).toBe('Save job');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Saved' }).textContent).toBe('Saved');
    expect(storedIds()).toEqual([3]);
  });

  it('follows another tab that saves or removes a role', async () => {
    followOtherTabs();
    renderApp({ route: '/jobsearch' });
    const card = await firstCard();
    await within(card).findByRole('button', { name: 'Save job' }, { timeout: 5000 });
    await otherTabWrites({
      owner: null,
      jobs: [{ id: jobs[0].id, savedOn: new Date().toISOString() }],
    });
    expect(within(card).getByRole('button', { name: 'Saved' })).toBeTruthy();
    await otherTabWrites(null);
    expect(within(card).getByRole('button', { name: 'Save job' })).toBeTruthy();
  });
});

describe('save toggle, signed in', () => {
  it("marks the coach's saved roles and sends each change to the account", async () => {
    db.savedJobs.push({ userId: coachUser.id, jobId: jobs[1].id, savedOn: '2026-11-01T00:00:00Z' });
    const puts = recordRequests(`/api/saved-jobs/${jobs[0].id}`);
    const { user } = renderApp({ route: '/jobsearch', user: 'coach' });
    const [first, second] = await cards();
    await waitFor(() =>
      expect(
        within(second).getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await user.click(await within(first).findByRole('button', { name: 'Save job' }));
    expect(within(first).getByRole('button', { name: 'Saved' })).toBeTruthy();
    await waitFor(() => expect(puts.map((r) => r.method)).toEqual(['PUT']));
    await waitFor(() => expect(db.savedJobs.map((s) => s.jobId)).toContain(jobs[0].id));

    await user.click(within(first).getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(puts.map((r) => r.method)).toEqual(['PUT', 'DELETE']));
    await waitFor(() => expect(db.savedJobs.map((s) => s.jobId)).toEqual([jobs[1].id]));
  });

  it('merges the roles saved signed out into the account at sign-in, once', async () => {
    setSaved(null, 4, true);
    setSaved(null, 8, true);
    const merges = recordRequests('/api/saved-jobs/merge');
    const { user } = renderApp({ route: '/signin' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), coachUser.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(merges).toHaveLength(1));
    expect(await merges[0].json()).toEqual({ ids: [8, 4] });
    await waitFor(() => expect(savedJobsState.owner).toBe(coachUser.id));
    expect(db.savedJobs.map((s) => s.jobId).sort()).toEqual([4, 8]);
    // The browser's visitor list is now the account's: nothing left to merge again.
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '{}').owner).toBe(
      coachUser.id,
    );
    await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 3000 });
    expect(merges).toHaveLength(1);
  });

  it('shows organisation accounts no toggle', async () => {
    const calls = recordRequests('/api/saved-jobs/ids');
    renderApp({ route: '/jobsearch', user: 'org' });
    await firstCard();
    await import('./save-toggle'); // loaded, yet rendering nothing
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Save job' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Saved' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows no toggle on the job details page to an organisation', async () => {
    renderApp({ route: '/jobdetails?jobId=3', user: 'org' });
    await screen.findByRole('heading', { level: 1, name: jobs[2].name });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Save job' })).toBeNull();
  });
});
