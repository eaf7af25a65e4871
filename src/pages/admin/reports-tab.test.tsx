import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, recordRequests } from '../../../tests/mocks';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../shared/texts/trust';
import { openAdmin, press } from './test-utils';

const route = '/admin?tab=reports';
const table = () => screen.findByRole('region', { name: T.reportsHeading });

describe('/admin Reports', { timeout: 20_000 }, () => {
  it('lists open reports by role: count, reasons, last reported, Hidden', async () => {
    await openAdmin(route);
    expect(screen.getByRole('tab', { name: T.reportsTab }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells[0].textContent).toBe(`Goalkeeping Coach${T.hidden}`);
    expect(cells[1].textContent).toBe('3');
    expect(cells[2].textContent).toBe('Scam or fraud, Other');
    expect(cells[3].querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-25T08:15:00.000Z',
    );
    expect(within(rows[2]).queryByText(T.hidden)).toBeNull();
  });

  it('dismisses by keyboard: snackbar, and the list reloads', async () => {
    const { user } = await openAdmin(route);
    await table();
    await press(user, screen.getByRole('button', { name: T.dismissOf('Swim Instructor') }));
    expect(await screen.findByText(TRUST_MESSAGES.reportsDismissed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Swim Instructor')).toBeNull());
    expect(screen.getByText('Goalkeeping Coach')).toBeTruthy();
  });

  it('takes a role down with a reason; none shows the message and sends nothing', async () => {
    const calls = recordRequests('/api/admin/jobs/301/takedown');
    const { user } = await openAdmin(route);
    await table();
    await press(user, screen.getByRole('button', { name: T.takeDownOf('Goalkeeping Coach') }));
    const dialog = screen.getByRole('dialog', { name: T.takeDownTitle('Goalkeeping Coach') });
    await press(user, within(dialog).getByRole('button', { name: T.takeDown }));
    expect(await within(dialog).findByText(TRUST_ERRORS.reasonRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(T.reason), 'Fake club.');
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: T.takeDown }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await press(user, within(dialog).getByRole('button', { name: T.takeDown }));
    expect(await screen.findByText(TRUST_MESSAGES.roleTakenDown)).toBeTruthy();
    expect(await calls[0].json()).toEqual({ reason: 'Fake club.' });
    await waitFor(() => expect(screen.queryByText('Goalkeeping Coach')).toBeNull());
  });

  it('suspends the organisation after confirming (Cancel has the focus)', async () => {
    const calls = recordRequests('/api/admin/orgs/14/suspend');
    const { user } = await openAdmin(route);
    await table();
    await press(user, screen.getByRole('button', { name: T.suspendOrgOf('Swim Instructor') }));
    const dialog = screen.getByRole('alertdialog', { name: T.suspendOrgTitle });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: T.cancel }));
    await press(user, within(dialog).getByRole('button', { name: T.suspendOrg }));
    expect(await screen.findByText(TRUST_MESSAGES.organisationSuspended)).toBeTruthy();
    expect(await calls[0].json()).toEqual({ suspended: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("a failed dismiss shows the API's detail inline and changes nothing", async () => {
    const { user } = await openAdmin(route);
    await table();
    db.admin.reports = db.admin.reports.filter((r) => r.jobId !== 302);
    await press(user, screen.getByRole('button', { name: T.dismissOf('Swim Instructor') }));
    const failure = await screen.findByText(TRUST_ERRORS.noOpenReports);
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('Swim Instructor')).toBeTruthy();
    expect(screen.queryByText(TRUST_MESSAGES.reportsDismissed)).toBeNull();
  });
});
