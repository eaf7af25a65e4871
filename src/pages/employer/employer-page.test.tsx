import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  coachUser,
  db,
  HttpResponse,
  http,
  jobs,
  mockNetworkError,
  orgUser,
  server,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { formatDate } from '../../lib/format-date';
import { MESSAGES } from '../../shared/messages';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';

const ownJobs = jobs.filter((j) => j.org_id === orgUser.orgId);

describe('/employer', () => {
  it("lists the organisation's roles with views, date posted, state and applicants per status", async () => {
    db.applications.push({
      id: 50,
      userId: coachUser.id,
      jobId: ownJobs[0].id,
      appliedOn: '2026-11-20T10:00:00.000Z',
      status: 'Shortlisted',
      salary: '$80k',
      notice: '2 weeks',
      referredBy: 'Friend',
      resume: 1,
      cv: 2,
    });
    renderApp({ route: '/employer', user: 'org' });
    expect(
      await screen.findByRole('heading', { level: 1, name: T.dashboardTitle }, { timeout: 15_000 }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: T.dashboardTitle }, { timeout: 15_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(ownJobs.length);
    // The title is set by an effect after the page commits.
    await waitFor(() => expect(document.title).toContain(T.dashboardTitle));
    const first = items[0];
    expect(within(first).getByRole('heading', { name: ownJobs[0].name })).toBeTruthy();
    expect(within(first).getByText(T.open)).toBeTruthy();
    expect(
      within(first).getByText(MESSAGES.datePosted(formatDate(ownJobs[0].datePosted)), {
        exact: false,
      }),
    ).toBeTruthy();
    expect(
      within(first).getByText(MESSAGES.viewedBy(ownJobs[0].views), { exact: false }),
    ).toBeTruthy();
    expect(within(first).getByText(T.applicants(1))).toBeTruthy();
    const counts = within(first).getByRole('definition');
    expect(counts.textContent).toBe('1');
    expect(within(first).getByText('Shortlisted')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: `View applicants for ${ownJobs[0].name}` })
        .getAttribute('href'),
    ).toBe(`/employer/jobs/${ownJobs[0].id}/applicants`);
    expect(
      within(first)
        .getByRole('link', { name: `Edit ${ownJobs[0].name}` })
        .getAttribute('href'),
    ).toBe(`/employer/jobs/${ownJobs[0].id}`);
    expect(within(items[1]).getByText(T.applicants(0))).toBeTruthy();
  });

  it("'Post a role' goes to the new role form", async () => {
    const { user, location } = renderApp({ route: '/employer', user: 'org' });
    await user.click(await screen.findByRole('link', { name: T.postRole }, { timeout: 15_000 }));
    expect(location.pathname).toBe('/employer/jobs/new');
  });

  it('says so when there are no roles, and offers a retry when the load fails', async () => {
    server.use(http.get('/api/org/jobs', () => HttpResponse.json({ list: [] })));
    const first = renderApp({ route: '/employer', user: 'org' });
    expect(await screen.findByText(T.noRoles, {}, { timeout: 15_000 })).toBeTruthy();
    first.unmount();
    mockNetworkError('get', '/api/org/jobs');
    const { user } = renderApp({ route: '/employer', user: 'org' });
    expect(await screen.findByText(T.loadFailed, {}, { timeout: 15_000 })).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('list', { name: T.dashboardTitle })).toBeTruthy();
  });

  it('is closed to coaches and visitors (redirect to /signin)', async () => {
    const coach = renderApp({ route: '/employer', user: 'coach' });
    expect(coach.location.pathname).toBe('/signin');
    coach.unmount();
  });
});
