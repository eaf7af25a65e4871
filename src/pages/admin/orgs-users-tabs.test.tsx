import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachUser, db, orgUser, recordRequests } from '../../../tests/mocks';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../shared/texts/trust';
import { openAdmin, press } from './test-utils';

describe('/admin Organisations', { timeout: 20_000 }, () => {
  const route = '/admin?tab=orgs';
  const table = () => screen.findByRole('region', { name: T.orgsHeading });

  it('lists organisations with their state and searches by name', async () => {
    const calls = recordRequests('/api/admin/orgs');
    const { user } = await openAdmin(route);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const eagles = within(rows[3]).getAllByRole('cell');
    expect(eagles.map((c) => c.textContent).slice(0, 4)).toEqual([
      'Eastwood Eagles',
      T.verified,
      T.suspended,
      '0',
    ]);
    expect(within(rows[1]).getByText(T.notVerified)).toBeTruthy();
    await user.type(screen.getByLabelText(T.orgSearch), 'north{Enter}');
    await waitFor(() => expect(screen.queryByText('Bayside Juniors')).toBeNull());
    expect(screen.getByText('Northside Netball')).toBeTruthy();
    expect(new URL(calls[calls.length - 1].url).searchParams.get('name')).toBe('north');
  });

  it('verifies, suspends (confirmed) and restores by keyboard', async () => {
    const { user } = await openAdmin(route);
    await table();
    await press(user, screen.getByRole('button', { name: T.verifyOf('Bayside Juniors') }));
    expect(await screen.findByText(TRUST_MESSAGES.organisationVerified)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: T.verifyOf('Bayside Juniors') })).toBeNull(),
    );

    await press(user, screen.getByRole('button', { name: T.suspendOf('Bayside Juniors') }));
    const dialog = screen.getByRole('alertdialog', { name: T.suspendOrgTitle });
    await press(user, within(dialog).getByRole('button', { name: T.suspendOf('Bayside Juniors') }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.restoreOf('Bayside Juniors') })).toBeTruthy(),
    );
    expect(db.admin.orgs.find((o) => o.id === 11)?.suspended).toBe(true);

    await press(user, screen.getByRole('button', { name: T.restoreOf('Eastwood Eagles') }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.suspendOf('Eastwood Eagles') })).toBeTruthy(),
    );
    expect(db.admin.orgs.find((o) => o.id === 13)?.suspended).toBe(false);
  });
});

describe('/admin Users', { timeout: 20_000 }, () => {
  const route = '/admin?tab=users';

  it('finds users by e-mail with their type and state', async () => {
    const calls = recordRequests('/api/admin/users');
    const { user } = await openAdmin(route);
    expect(screen.getByText(T.usersPrompt)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(T.userSearch), 'casey{Enter}');
    const rows = within(await screen.findByRole('region', { name: T.usersHeading })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual([coachUser.email, T.roleNames.ROLE_COACH, T.active]);
    expect(new URL(calls[0].url).searchParams.get('email')).toBe('casey');
  });

  it('suspends after confirming, then restores, by keyboard', async () => {
    const { user } = await openAdmin(route);
    await user.type(screen.getByLabelText(T.userSearch), 'olivia{Enter}');
    await press(user, await screen.findByRole('button', { name: T.suspendOf(orgUser.email) }));
    const dialog = screen.getByRole('alertdialog', { name: T.suspendUserTitle(orgUser.email) });
    await press(user, within(dialog).getByRole('button', { name: T.suspendOf(orgUser.email) }));
    expect(await screen.findByText(TRUST_MESSAGES.userSuspended)).toBeTruthy();
    await press(user, await screen.findByRole('button', { name: T.restoreOf(orgUser.email) }));
    await waitFor(() => expect(db.admin.suspendedUsers.has(orgUser.id)).toBe(false));
    expect(await screen.findByRole('button', { name: T.suspendOf(orgUser.email) })).toBeTruthy();
  });

  it("a refused suspension shows the API's detail in the dialog and changes nothing", async () => {
    const { user } = await openAdmin(route);
    await user.type(screen.getByLabelText(T.userSearch), 'avery{Enter}');
    await press(
      user,
      await screen.findByRole('button', { name: T.suspendOf('avery@touchline.example') }),
    );
    const dialog = screen.getByRole('alertdialog');
    await press(
      user,
      within(dialog).getByRole('button', { name: T.suspendOf('avery@touchline.example') }),
    );
    expect(await within(dialog).findByText(TRUST_ERRORS.notOwnAccount)).toBeTruthy();
    expect(db.admin.suspendedUsers.size).toBe(0);
  });
});
