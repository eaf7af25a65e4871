import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobs, mockError } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';

const h1 = () =>
  screen.findByRole('heading', { level: 1, name: MESSAGES.congrats }, { timeout: 5000 });

describe('/success', { timeout: 20_000 }, () => {
  it('congratulates with the job name and links to Jobs Applied and more roles', async () => {
    const job = jobs[6];
    const { user, location } = renderApp({ route: `/success?jobId=${job.id}`, user: 'coach' });
    await h1();
    expect(await screen.findByText(MESSAGES.applicationSubmittedFor(job.name))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Congrats! · Touchline'));
    expect(screen.getByRole('link', { name: 'Find more roles' }).getAttribute('href')).toBe(
      '/jobsearch',
    );
    await user.click(screen.getByRole('link', { name: MESSAGES.jobsApplied }));
    expect(location.pathname).toBe('/jobsapplied');
  });

  it('shows the alert when the job cannot be loaded', async () => {
    mockError('get', '/api/job/job_detail/:id', 404, 'This role was not found.');
    renderApp({ route: '/success?jobId=999', user: 'coach' });
    await h1();
    const text = await screen.findByText(MESSAGES.errorFetchingJobDetails);
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });

  it('needs a signed-in coach', async () => {
    const { location } = renderApp({ route: '/success?jobId=1' });
    await waitFor(() => expect(location.pathname).toBe('/signin'));
  });
});
