import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  coachUser,
  db,
  EXPORTS_PER_DAY,
  mockError,
  orgUser,
  PASSWORD,
  recordRequests,
  WRONG_PASSWORD,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ACCOUNT_PAGE_TEXTS as T } from '../../shared/texts/account';
import { ACCOUNT_DATA_ERRORS } from '../../shared/texts/account-data';
import { API_ERRORS } from '../../shared/texts/api-errors';
import { authState } from '../../state/auth';
import { setTheme } from '../../state/mode-actions';
import { snackbarState } from '../../state/snackbar';

async function open(user: 'coach' | 'org' = 'coach') {
  const r = renderApp({ route: '/account', user });
  await screen.findByRole('heading', { level: 1, name: 'Account' }, { timeout: 5000 });
  return r;
}

function captureSaves() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mock');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return { clicked, created };
}

const dialog = () => screen.getByRole('alertdialog');

afterEach(() => vi.restoreAllMocks());

describe('/account', { timeout: 20_000 }, () => {
  it('has a heading for each part, for a coach and for an organisation user', async () => {
    await open();
    for (const name of ['E-mail', 'Password', 'Sessions', 'Download my data', 'Delete my account'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText(T.currentEmail(coachUser.email))).toBeTruthy();
    expect(screen.getByRole('link', { name: T.changePassword }).getAttribute('href')).toBe(
      '/changepassword',
    );
    expect(screen.getByText(T.deleteCoach[1])).toBeTruthy();
  });

  it('tells an organisation user what deleting does to the organisation', async () => {
    await open('org');
    expect(screen.getByText(T.deleteOrg[1])).toBeTruthy();
    expect(screen.queryByText(T.deleteCoach[1])).toBeNull();
  });

  it('sends visitors to sign in', async () => {
    const { location } = renderApp({ route: '/account', user: null });
    await waitFor(() => expect(location.pathname).toBe('/signin'));
  });

  it('changes the e-mail: says to check the new inbox; a taken address shows on its field', async () => {
    const calls = recordRequests('/api/user/change_email');
    const { user } = await open();
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(screen.getAllByLabelText('Password')[0], PASSWORD);
    await user.click(screen.getByRole('button', { name: T.changeEmail }));
    expect(await screen.findByText(T.emailSent('new@example.com'))).toBeTruthy();
    expect(await calls[0].json()).toEqual({ password: PASSWORD, newEmail: 'new@example.com' });

    await waitFor(() =>
      expect((screen.getByLabelText('New e-mail address') as HTMLInputElement).value).toBe(''),
    );
    await user.type(screen.getByLabelText('New e-mail address'), orgUser.email);
    await user.type(screen.getAllByLabelText('Password')[0], PASSWORD);
    await user.click(screen.getByRole('button', { name: T.changeEmail }));
    expect(await screen.findByText(API_ERRORS.emailTaken)).toBeTruthy();
  });

  it('a wrong password on the e-mail change shows on the password field', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(screen.getAllByLabelText('Password')[0], 'Wrong-Pass9!');
    await user.click(screen.getByRole('button', { name: T.changeEmail }));
    await screen.findByText(WRONG_PASSWORD);
    expect(screen.getAllByLabelText('Password')[0].getAttribute('aria-invalid')).toBe('true');
  });

  it('lists sessions with "This device", ends one, then all others', async () => {
    const { user } = await open();
    await screen.findByText('Safari on iPhone');
    expect(screen.getByText(T.thisDevice)).toBeTruthy();
    expect(screen.getByText('Firefox on Linux')).toBeTruthy();
    // The current session cannot be ended from here.
    expect(screen.queryByRole('button', { name: T.endSessionOf('Firefox on Linux') })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.endSessionOf('Safari on iPhone') }));
    await screen.findByText(T.sessionEnded);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText('Chrome on Windows')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.endOthers }));
    await waitFor(() => expect(screen.queryByText('Chrome on Windows')).toBeNull());
    // Queued behind "Session ended." (one snackbar at a time).
    expect(snackbarState.queue.map((s) => s.message)).toContain(T.sessionsEnded);
    expect(screen.getByText(T.noOtherSessions)).toBeTruthy();
    expect(screen.getByText('Firefox on Linux')).toBeTruthy();
  });

  it('a failed sessions load offers a retry', async () => {
    mockError('get', '/api/user/sessions', 500);
    await open();
    expect(await screen.findByText(T.sessionsFailed)).toBeTruthy();
  });

  it('downloads the data after the password; a wrong password shows on the field', async () => {
    const saves = captureSaves();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: T.downloadButton }));
    const box = dialog();
    expect(within(box).getByRole('heading', { name: T.downloadTitle })).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: T.downloadButton }));
    expect(within(box).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(box).getByLabelText('Password'), 'wrong-one');
    await user.click(within(box).getByRole('button', { name: T.downloadButton }));
    await within(box).findByText(WRONG_PASSWORD);
    expect(saves.clicked).toHaveLength(0);
    await user.clear(within(box).getByLabelText('Password'));
    await user.type(within(box).getByLabelText('Password'), PASSWORD);
    await waitFor(() =>
      expect(
        (within(box).getByRole('button', { name: T.downloadButton }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(within(box).getByRole('button', { name: T.downloadButton }));
    await screen.findByText(T.downloadStarted);
    expect(saves.clicked[0].download).toBe('touchline-data.zip');
    expect((saves.created.mock.calls[0][0] as Blob).size).toBe(4);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says so when the daily download limit is reached (429)', async () => {
    captureSaves();
    mockError('post', '/api/user/export', 429, ACCOUNT_DATA_ERRORS.exportLimit);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: T.downloadButton }));
    await user.type(within(dialog()).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog()).getByRole('button', { name: T.downloadButton }));
    expect(await within(dialog()).findByText(ACCOUNT_DATA_ERRORS.exportLimit)).toBeTruthy();
    expect(EXPORTS_PER_DAY).toBe(3);
  });

  it('deletes the account after the password: signed out, on /landing, with a confirmation', async () => {
    const calls = recordRequests('/api/user/delete');
    const { user, location } = await open();
    await user.click(screen.getByRole('button', { name: T.deleteButton }));
    const box = dialog();
    expect(within(box).getByRole('heading', { name: T.deleteTitle })).toBeTruthy();
    expect(within(box).getByText(T.deleteCoach[1])).toBeTruthy();
    await user.type(within(box).getByLabelText('Password'), 'wrong-one');
    await user.click(within(box).getByRole('button', { name: T.deleteConfirm }));
    await within(box).findByText(WRONG_PASSWORD);
    expect(authState.token).toBeTruthy();
    await user.clear(within(box).getByLabelText('Password'));
    await user.type(within(box).getByLabelText('Password'), PASSWORD);
    await waitFor(() =>
      expect(
        (within(box).getByRole('button', { name: T.deleteConfirm }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(within(box).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(location.pathname).toBe('/landing'));
    expect(authState.token).toBeNull();
    expect(await screen.findByText(`${T.deletedTitle}. ${T.deletedNote}`)).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(db.users.some((u) => u.id === coachUser.id)).toBe(false);
  });

  it('passes axe in both themes, the page and the delete dialog', async () => {
    const { user } = await open();
    await screen.findByText('Safari on iPhone');
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
    await user.click(screen.getByRole('button', { name: T.deleteButton }));
    const result = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
