// /alerts' closing-reminder setting (issue 27): read from GET /api/user/settings, each change sent
// at once with PUT and said in a snackbar; a refused change leaves the box as it was.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachUser, db, mockError, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { COACH_LIFECYCLE_TEXTS as T } from '../../shared/texts/lifecycle';

const box = () =>
  screen.findByRole(
    'checkbox',
    { name: T.remindersLabel },
    { timeout: 10_000 },
  ) as Promise<HTMLInputElement>;

describe('/alerts: closing reminders', { timeout: 20_000 }, () => {
  it('shows the setting under its heading, and turns it off and on again', async () => {
    const puts = recordRequests('/api/user/settings');
    const { user } = renderApp({ route: '/alerts', user: 'coach' });
    expect(await screen.findByRole('heading', { level: 2, name: T.remindersTitle })).toBeTruthy();
    const checkbox = await box();
    expect(checkbox.checked).toBe(true);

    await user.click(checkbox);
    expect(await screen.findByText(T.remindersOff)).toBeTruthy();
    await waitFor(() => expect(checkbox.checked).toBe(false));
    expect(db.remindersOff.has(coachUser.id)).toBe(true);
    const sent = puts.filter((r) => r.method === 'PUT');
    expect(await sent[0].json()).toEqual({ closingReminders: false });

    // On again (its snackbar waits behind the first one).
    await user.click(checkbox);
    await waitFor(() => expect(checkbox.checked).toBe(true));
    expect(db.remindersOff.has(coachUser.id)).toBe(false);
    const again = puts.filter((r) => r.method === 'PUT');
    expect(await again[1].json()).toEqual({ closingReminders: true });
  });

  it('a refused change says so and leaves the box as it was', async () => {
    mockError('put', '/api/user/settings', 500);
    const { user } = renderApp({ route: '/alerts', user: 'coach' });
    const checkbox = await box();
    await user.click(checkbox);
    const message = await screen.findByText(/Something went wrong|could not be changed/);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(checkbox.checked).toBe(true);
    expect(db.remindersOff.has(coachUser.id)).toBe(false);
  });

  it('a failed load shows the alert with Try again', async () => {
    mockError('get', '/api/user/settings', 500);
    renderApp({ route: '/alerts', user: 'coach' });
    const text = await screen.findByText(T.settingsLoadFailed, {}, { timeout: 10_000 });
    expect(text.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: T.tryAgain })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: T.remindersLabel })).toBeNull();
  });
});
