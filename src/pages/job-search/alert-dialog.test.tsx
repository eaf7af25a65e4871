// 'Get job alerts for this search' on /jobsearch (issue 26): the dialog for a coach and for a
// visitor (e-mail, double opt-in), none for organisations.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';
import { ALERTS_API, ALERT_TEXTS as T } from '../../shared/texts/alerts';

vi.setConfig({ testTimeout: 20_000 });

const ROUTE = '/jobsearch?jobtitle=coach&location=Sydney&interests=Netball';

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: T.getAlerts }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: T.dialogTitle }, { timeout: 5000 });
}

describe('job alert dialog', () => {
  it("creates a coach's alert for the search, summarised in words", async () => {
    const posts = recordRequests('/api/alerts');
    const { user } = renderApp({ route: ROUTE, user: 'coach' });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Coach roles in Sydney, Netball')).toBeTruthy();
    expect(within(dialog).queryByLabelText(T.email)).toBeNull();
    const daily = within(dialog).getByRole('radio', { name: 'Daily' }) as HTMLInputElement;
    expect(daily.checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(await posts[0].json()).toEqual({
      query: { title: 'coach', orgtype: '', location: 'Sydney', interests: ['Netball'] },
      frequency: 'weekly',
    });
    expect(db.alerts).toMatchObject([{ userId: coachUser.id, frequency: 'weekly' }]);
    // After the success delay the dialog closes and a snackbar leads to the alerts.
    expect(await screen.findByText(T.created, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: T.manage }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job alerts' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("passes the URL's minimum pay in the alert's query, and names it (issue 28)", async () => {
    const posts = recordRequests('/api/alerts');
    const { user } = renderApp({ route: `${ROUTE}&minPay=60000`, user: 'coach' });
    const dialog = await openDialog(user);
    expect(
      within(dialog).getByText('Coach roles in Sydney, Netball, at least $60,000 a year'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await posts[0].json()).toEqual({
      query: {
        title: 'coach',
        orgtype: '',
        location: 'Sydney',
        interests: ['Netball'],
        minPay: 60000,
      },
      frequency: 'daily',
    });
    expect(db.alerts).toMatchObject([{ query: { minPay: 60000 } }]);
  });

  it("asks a visitor's e-mail, checks it, and says to look for the confirmation mail", async () => {
    const posts = recordRequests('/api/alerts');
    const { user } = renderApp({ route: ROUTE });
    const dialog = await openDialog(user);
    const email = within(dialog).getByLabelText(T.email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'coach@example.com');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(ALERTS_API.checkEmail)).toBeTruthy();
    expect(posts[0].headers.get('authorization')).toBeNull();
    expect(await posts[0].json()).toMatchObject({ email: 'coach@example.com', frequency: 'daily' });
    expect(db.alerts).toMatchObject([{ userId: null, email: 'coach@example.com' }]);
    await user.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancel closes it, and focus goes back to the button', async () => {
    const { user } = renderApp({ route: ROUTE });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: T.getAlerts }));
  });

  it('shows the server refusing an alert (past 20)', async () => {
    for (let id = 1; id <= 20; id += 1) {
      db.alerts.push({
        id,
        userId: coachUser.id,
        email: null,
        confirmToken: null,
        query: { title: '', orgtype: '', location: '', interests: [] },
        frequency: 'daily',
        paused: false,
        createdAt: '2026-11-01T09:00:00.000Z',
        lastSentAt: null,
      });
    }
    const { user } = renderApp({ route: ROUTE, user: 'coach' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(ALERTS_API.tooMany)).toBeTruthy();
  });

  it('is not offered to organisation accounts', async () => {
    renderApp({ route: '/jobsearch', user: 'org' });
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: T.getAlerts })).toBeNull();
  });
});
