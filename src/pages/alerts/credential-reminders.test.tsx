// /alerts' credential expiry reminders setting (issue 30): read from GET /api/user/settings, each
// change sent at once with PUT {credentialReminders} and said in a snackbar; the closing
// reminders setting beside it is left alone.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachUser, db, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { CREDENTIAL_LABELS } from '../../shared/texts/credentials';
import { CREDENTIALS_UI as T } from '../../shared/texts/credentials-ui';

describe('/alerts: credential expiry reminders', { timeout: 20_000 }, () => {
  it('shows the setting under its heading, and turns it off and on again', async () => {
    const puts = recordRequests('/api/user/settings');
    const { user } = renderApp({ route: '/alerts', user: 'coach' });
    const checkbox = (await screen.findByRole(
      'checkbox',
      { name: CREDENTIAL_LABELS.credentialReminders },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 2, name: T.remindersTitle })).toBeTruthy();
    expect(checkbox.checked).toBe(true);

    await user.click(checkbox);
    expect(await screen.findByText(T.remindersOff)).toBeTruthy();
    await waitFor(() => expect(checkbox.checked).toBe(false));
    expect(db.credentialRemindersOff.has(coachUser.id)).toBe(true);
    expect(db.remindersOff.has(coachUser.id)).toBe(false);
    const sent = puts.filter((r) => r.method === 'PUT');
    expect(await sent[0].json()).toEqual({ credentialReminders: false });

    await user.click(checkbox);
    await waitFor(() => expect(checkbox.checked).toBe(true));
    expect(db.credentialRemindersOff.has(coachUser.id)).toBe(false);
  });

  it('starts off when the coach turned it off', async () => {
    db.credentialRemindersOff.add(coachUser.id);
    renderApp({ route: '/alerts', user: 'coach' });
    const checkbox = (await screen.findByRole(
      'checkbox',
      { name: CREDENTIAL_LABELS.credentialReminders },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
  });
});
