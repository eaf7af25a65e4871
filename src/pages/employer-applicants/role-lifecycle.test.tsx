// The role's own page (its applicants, issue 27): the badge, the closing and respond-by dates,
// and closing the role from here (applications in progress become Not successful at once).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, jobs, orgUser } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { shortDate } from '../../shared/texts/closing';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { CLOSED_REASON_BADGE, ORG_LIFECYCLE_TEXTS as L } from '../../shared/texts/lifecycle';
import { addDays } from '../../shared/zoned-time';

vi.setConfig({ testTimeout: 30_000 });
const wait = { timeout: 15_000 };
const job = jobs.filter((j) => j.org_id === orgUser.orgId)[0];

describe("the role's page: its lifecycle", () => {
  it('shows the dates and closes the role as withdrawn, telling the applicants', async () => {
    const today = todayIn('');
    const stored = employerMockState().jobs.find((j) => j.id === job.id);
    Object.assign(stored ?? {}, { closingDate: addDays(today, 9), respondBy: addDays(today, 20) });
    db.applications.push({
      id: 81,
      userId: coachUser.id,
      jobId: job.id,
      appliedOn: '2026-11-18T09:00:00.000Z',
      status: 'Received',
      salary: '$85,000',
      notice: '4 weeks',
      referredBy: 'Club website',
      resume: 1,
      cv: 2,
    });
    const { user } = renderApp({ route: `/employer/jobs/${job.id}/applicants`, user: 'org' });
    const name = `${coachUser.firstName} ${coachUser.lastName}`;
    const select = (await screen.findByRole(
      'combobox',
      { name: `Status of ${name}` },
      wait,
    )) as HTMLSelectElement;
    expect(screen.getByText(T.open)).toBeTruthy();
    expect(screen.getByText(`Closes ${shortDate(addDays(today, 9))}`)).toBeTruthy();
    expect(screen.getByText(L.respondsBy(shortDate(addDays(today, 20))))).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: L.actionsFor(job.name) }, wait));
    await user.click(screen.getByRole('menuitem', { name: L.closeWithdrawn }));
    const dialog = screen.getByRole('dialog', { name: L.closeWithdrawnTitle(job.name) });
    await user.click(within(dialog).getByRole('button', { name: L.confirmClose }));
    expect(await screen.findByText(T.roleClosed, {}, wait)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(CLOSED_REASON_BADGE.withdrawn)).toBeTruthy());
    await waitFor(() => expect(select.value).toBe('Not successful'));
    expect(screen.getByRole('button', { name: L.reopenFor(job.name) })).toBeTruthy();
    expect(db.mail).toContainEqual({ to: coachUser.email, kind: 'role-closed:withdrawn' });
  });
});
