import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, recordRequests } from '../../../tests/mocks';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../shared/texts/trust';
import { openAdmin, press } from './test-utils';

const queueTable = () => screen.findByRole('region', { name: T.queueHeading });

describe('/admin Queue', { timeout: 20_000 }, () => {
  it('lists the roles waiting for review', async () => {
    await openAdmin();
    const table = await queueTable();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Assistant Football Coach')).toBeTruthy();
    expect(within(rows[1]).getByText('Bayside Juniors')).toBeTruthy();
    expect(within(rows[2]).getByText('Head Netball Coach')).toBeTruthy();
    expect(rows[1].querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-20T10:00:00.000Z',
    );
  });

  it('approves a role by keyboard: the snackbar says so and the list reloads', async () => {
    const calls = recordRequests('/api/admin/jobs/201/approve');
    const { user } = await openAdmin();
    await queueTable();
    await press(
      user,
      screen.getByRole('button', { name: T.approveOf('Assistant Football Coach') }),
    );
    expect(await screen.findByText(TRUST_MESSAGES.roleApproved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Assistant Football Coach')).toBeNull());
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Head Netball Coach')).toBeTruthy();
    // The button went with its row: focus is on the tab's heading, not lost.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: T.queueHeading })),
    );
  });

  it("verifies the role's organisation by keyboard", async () => {
    const { user } = await openAdmin();
    await queueTable();
    await press(user, screen.getByRole('button', { name: T.verifyOrgOf('Northside Netball') }));
    expect(await screen.findByText(TRUST_MESSAGES.organisationVerified)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Head Netball Coach')).toBeNull());
    expect(db.admin.orgs.find((o) => o.id === 12)?.verified).toBe(true);
  });

  it('rejects with a reason in a dialog; without one the field says so and nothing is sent', async () => {
    const calls = recordRequests('/api/admin/jobs/202/reject');
    const { user } = await openAdmin();
    await queueTable();
    await press(user, screen.getByRole('button', { name: T.rejectOf('Head Netball Coach') }));
    const dialog = screen.getByRole('dialog', { name: T.rejectTitle('Head Netball Coach') });
    const field = within(dialog).getByLabelText(T.reason);
    expect(document.activeElement).toBe(field);
    await press(user, within(dialog).getByRole('button', { name: T.reject }));
    expect(await within(dialog).findByText(TRUST_ERRORS.reasonRequired)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await user.type(field, 'Asks applicants for bank details.');
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: T.reject }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await press(user, within(dialog).getByRole('button', { name: T.reject }));
    expect(await screen.findByText(TRUST_MESSAGES.roleRejected)).toBeTruthy();
    expect(await calls[0].json()).toEqual({ reason: 'Asks applicants for bank details.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Head Netball Coach')).toBeNull());
  });

  it("shows the API's detail inline when an action fails, and changes nothing", async () => {
    const { user } = await openAdmin();
    await queueTable();
    db.admin.queue = db.admin.queue.filter((q) => q.jobId !== 201); // gone meanwhile: 409
    await press(
      user,
      screen.getByRole('button', { name: T.approveOf('Assistant Football Coach') }),
    );
    const failure = await screen.findByText(TRUST_ERRORS.notHeld);
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('Assistant Football Coach')).toBeTruthy();
  });

  it('says so when nothing waits', async () => {
    db.admin.queue = [];
    await openAdmin();
    expect(await screen.findByText(T.queueEmpty)).toBeTruthy();
  });
});
