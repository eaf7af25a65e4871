import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, jobs, orgUser, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { formatDate } from '../../lib/format-date';
import { APPLICATION_STATUSES } from '../../shared/constants';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';

vi.setConfig({ testTimeout: 20_000 });

const job = jobs.filter((j) => j.org_id === orgUser.orgId)[0];
const wait = { timeout: 15_000 };

function addApplication() {
  db.applications.push({
    id: 77,
    userId: coachUser.id,
    jobId: job.id,
    appliedOn: '2026-11-18T09:00:00.000Z',
    status: 'Received',
    salary: '$85,000 + super',
    notice: '4 weeks',
    referredBy: 'Club website',
    resume: 1,
    cv: 2,
  });
}

describe('/employer/jobs/{id}/applicants', () => {
  it('shows each application with its details and downloads', async () => {
    addApplication();
    const downloads = recordRequests('/api/file/1');
    const created = vi.fn((_: Blob) => 'blob:mock');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'org' });
    const heading = await screen.findByRole('heading', { level: 1 }, wait);
    await waitFor(() => expect(heading.textContent).toBe(`${T.applicantsTitle} for ${job.name}`));
    // The title is set by an effect after the page commits.
    await waitFor(() => expect(document.title).toContain(job.name));
    const list = screen.getByRole('list', { name: `Applicants for ${job.name}` });
    // The applicant's card (its credentials' lists, issue 30, have items of their own).
    const card = list.querySelector(':scope > li') as HTMLElement;
    const name = `${coachUser.firstName} ${coachUser.lastName}`;
    expect(within(card).getByRole('heading', { name })).toBeTruthy();
    expect(within(card).getByRole('link', { name: coachUser.email }).getAttribute('href')).toBe(
      `mailto:${coachUser.email}`,
    );
    for (const text of [
      formatDate('2026-11-18T09:00:00.000Z'),
      '$85,000 + super',
      '4 weeks',
      'Club website',
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    await user.click(within(card).getByRole('button', { name: `Download resume of ${name}` }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(clicked).toHaveBeenCalled();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('changes the status with a success snackbar', async () => {
    addApplication();
    const { user } = renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'org' });
    const name = `${coachUser.firstName} ${coachUser.lastName}`;
    const select = (await screen.findByRole(
      'combobox',
      { name: `Status of ${name}` },
      wait,
    )) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([...APPLICATION_STATUSES]);
    expect(select.value).toBe('Received');
    await user.selectOptions(select, 'Shortlisted');
    expect(await screen.findByText(T.statusUpdated)).toBeTruthy();
    expect(select.value).toBe('Shortlisted');
    expect(db.applications.find((a) => a.id === 77)?.status).toBe('Shortlisted');
    expect(db.mail).toContainEqual({ to: coachUser.email, kind: 'status:Shortlisted' });
  });

  it('says when there are no applications yet', async () => {
    renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'org' });
    expect(await screen.findByText(T.noApplicants, {}, wait)).toBeTruthy();
  });

  it('is closed to coaches', () => {
    const { location } = renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'coach' });
    expect(location.pathname).toBe('/signin');
  });
});
