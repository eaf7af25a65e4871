import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  coachUser,
  db,
  mockError,
  PASSWORD,
  recordRequests,
  VALID_EMAIL_TOKEN,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { CONFIRM_EMAIL_TEXTS as T } from '../../shared/texts/account';
import { authState } from '../../state/auth';

describe('/confirm-email', { timeout: 20_000 }, () => {
  it("confirms the new address with the token and the 'Change Email' scope", async () => {
    const calls = recordRequests('/api/user/validateUserToken');
    renderApp({ route: `/confirm-email?token=${VALID_EMAIL_TOKEN}`, user: null });
    expect(await screen.findByText(T.confirmed, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: T.confirmedTitle })).toBeTruthy();
    expect(await calls[0].json()).toEqual({ token: VALID_EMAIL_TOKEN, scope: 'Change Email' });
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('offers the account page when signed in, and the signed-in user has the new address', async () => {
    const coach = db.users.find((u) => u.id === coachUser.id)!;
    const { user } = renderApp({ route: '/account', user: 'coach' });
    await user.type(await screen.findByLabelText('New e-mail address'), 'moved@example.com');
    await user.type(screen.getAllByLabelText('Password')[0], PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await screen.findByText(/Check the inbox of moved@example.com/);
    expect(coach.email).toBe(coachUser.email);
    cleanup();
    renderApp({ route: `/confirm-email?token=${VALID_EMAIL_TOKEN}`, user: 'coach' });
    await screen.findByText(T.confirmed, {}, { timeout: 5000 });
    expect(coach.email).toBe('moved@example.com');
    await waitFor(() => expect(authState.user?.email).toBe('moved@example.com'));
    expect(screen.getByRole('link', { name: T.toAccount }).getAttribute('href')).toBe('/account');
  });

  it('an unknown token, or none, is invalid or expired', async () => {
    renderApp({ route: '/confirm-email?token=nope', user: null });
    expect(await screen.findByText(T.invalid, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('without a token asks nothing', async () => {
    const calls = recordRequests('/api/user/validateUserToken');
    renderApp({ route: '/confirm-email', user: null });
    expect(await screen.findByText(T.invalid, {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('an address registered meanwhile (409) says so', async () => {
    mockError(
      'post',
      '/api/user/validateUserToken',
      409,
      'This e-mail address is already registered.',
    );
    renderApp({ route: `/confirm-email?token=${VALID_EMAIL_TOKEN}`, user: null });
    expect(await screen.findByText(T.taken, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('a server failure offers a retry', async () => {
    mockError('post', '/api/user/validateUserToken', 500);
    renderApp({ route: `/confirm-email?token=${VALID_EMAIL_TOKEN}`, user: null });
    expect(await screen.findByText(T.error, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
