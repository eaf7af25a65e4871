import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachUser, db, PASSWORD, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { STORAGE_KEYS, SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { API_ERRORS } from '../../shared/texts/api-errors';
import { authState } from '../../state/auth';

const NEW = 'Fresh-Pass9!';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function open() {
  const r = renderApp({ route: '/changepassword', user: 'coach' });
  await screen.findByRole('heading', { level: 1, name: 'Change Password' }, { timeout: 5000 });
  return r;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/changepassword', { timeout: 20_000 }, () => {
  it('requires every field, applies the password rule and the match', async () => {
    const calls = recordRequests('/api/user/change_password');
    const { user } = await open();
    await waitFor(() => expect(document.title).toBe('Change Password · Touchline'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(3);
    expect(document.activeElement).toBe(input('Current password'));
    await user.type(input('Current password'), PASSWORD);
    await user.type(input('New password'), 'weakpass');
    await user.type(input('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(input('New password').getAttribute('aria-invalid')).toBe('true');
    // The rule is the field's hint and, when broken, its error too.
    expect(screen.getAllByText(MESSAGES.passwordRule)).toHaveLength(2);
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('applies the password rule to the current password too, with its message (SPEC 5)', async () => {
    const calls = recordRequests('/api/user/change_password');
    const { user } = await open();
    await user.type(input('Current password'), 'oldpass');
    await user.type(input('New password'), NEW);
    await user.type(input('Confirm new password'), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(input('Current password').getAttribute('aria-invalid')).toBe('true');
    const described = input('Current password').getAttribute('aria-describedby') ?? '';
    const messages = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(messages).toContain(MESSAGES.passwordRule);
    expect(screen.queryByText(MESSAGES.incorrectCredentials)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('changes the password, stores the fresh tokens and resets the form after 1 s', async () => {
    const { user, location } = await open();
    const oldToken = authState.token;
    await user.type(input('Current password'), PASSWORD);
    await user.type(input('New password'), NEW);
    await user.type(input('Confirm new password'), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const status = await screen.findByText(MESSAGES.passwordChanged);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(db.users.find((u) => u.id === coachUser.id)?.password).toBe(NEW);
    expect(authState.token).not.toBe(oldToken);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token) as string)).toBe(authState.token);
    expect(db.refreshTokens.get(authState.refresh_token as string)).toBe(coachUser.id);
    expect(db.refreshTokens.has('refresh-coach')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DELAY_MS));
    await waitFor(() => expect(input('Current password').value).toBe(''));
    expect(input('New password').value).toBe('');
    // Still signed in, still here.
    expect(location.pathname).toBe('/changepassword');
    expect(authState.user?.id).toBe(coachUser.id);
  });

  it('reports a wrong current password with the snackbar and the field message', async () => {
    const { user } = await open();
    await user.type(input('Current password'), 'Wrong-Pass1!');
    await user.type(input('New password'), NEW);
    await user.type(input('Confirm new password'), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByText(MESSAGES.errorProcessingRequest2);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText(API_ERRORS.wrongOldPassword)).toBeTruthy();
    expect(input('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(db.users.find((u) => u.id === coachUser.id)?.password).toBe(PASSWORD);
  });
});
