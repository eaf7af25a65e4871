import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  db,
  HttpResponse,
  http,
  mockError,
  recordRequests,
  server,
  VALID_RESET_TOKEN,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ERROR_DELAY_MS, RESET_TOKEN_FALLBACK, SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';

// Typing into many fields is slow on a busy machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const route = `/reset-password?resetPasswordToken=${VALID_RESET_TOKEN}`;

/** The validate calls made, as the token each one carried. */
function recordValidations(): string[] {
  const tokens: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    const prefix = '/api/reset-password/validate/';
    if (path.startsWith(prefix)) tokens.push(decodeURIComponent(path.slice(prefix.length)));
  });
  return tokens;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/reset-password', () => {
  it('validates the token on load, then shows the form', async () => {
    const validations = recordValidations();
    renderApp({ route });
    expect(await screen.findByText('Checking your reset link…')).toBeTruthy();
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(validations).toEqual([VALID_RESET_TOKEN]);
    await waitFor(() => expect(document.title).toBe('Reset password · Touchline'));
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    expect([password.type, password.autocomplete]).toEqual(['password', 'new-password']);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it.each([
    ['an empty token', '/reset-password?resetPasswordToken='],
    ['no token', '/reset-password'],
  ])('%s is validated as the placeholder fallback and, signed out, sent to /', async (_, at) => {
    const validations = recordValidations();
    const { location } = renderApp({ route: at });
    await waitFor(() => expect(location.href).toBe('/landing'));
    expect(validations).toEqual([RESET_TOKEN_FALLBACK]);
    expect(location.history).toEqual(['/landing']);
  });

  it('a signed-out user with an invalid token is sent to /', async () => {
    const { location } = renderApp({ route: '/reset-password?resetPasswordToken=expired-token' });
    await waitFor(() => expect(location.href).toBe('/landing'));
  });

  it('a signed-in user with an invalid token stays and is told what to do', async () => {
    const { location } = renderApp({
      route: '/reset-password?resetPasswordToken=expired-token',
      user: 'coach',
    });
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/changepassword',
    );
    expect(location.pathname).toBe('/reset-password');
  });

  it('the password rule, required fields and Passwords must match', async () => {
    const resets = recordRequests('/api/reset-password/reset');
    const { user } = renderApp({ route });
    await screen.findByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    await user.type(screen.getByLabelText('New password'), 'password1');
    expect(screen.getByText(MESSAGES.passwordRule)).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm password'), 'N3w!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeTruthy();
    expect(resets).toHaveLength(0);
  });

  it('resets the password, then says so with a link to /signin', async () => {
    const resets = recordRequests('/api/reset-password/reset');
    const { user, location } = renderApp({ route });
    await screen.findByLabelText('New password');
    await user.type(screen.getByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(resets).toHaveLength(1));
    expect(await resets[0].json()).toEqual({ token: VALID_RESET_TOKEN, password: 'N3w!Password' });
    expect(db.users[0].password).toBe('N3w!Password');
    await advance(SUCCESS_DELAY_MS);
    const message = await screen.findByText(
      (_, el) =>
        el?.getAttribute('role') === 'status' && el.textContent === MESSAGES.resetPasswordDone,
    );
    expect(message).toBeTruthy();
    const link = screen.getByRole('link', { name: 'login here' });
    expect(link.getAttribute('href')).toBe('/signin');
    await user.click(link);
    await waitFor(() => expect(location.pathname).toBe('/signin'));
  });

  it('a failure: snackbar and the inline text of SPEC 8', async () => {
    server.use(
      http.post('/api/reset-password/reset', () =>
        HttpResponse.json(
          { message: 'Error', detail: 'This link is invalid or has expired.' },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderApp({ route });
    await screen.findByLabelText('New password');
    await user.type(screen.getByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const inline = await screen.findByText(MESSAGES.resetPasswordIncorrect);
    expect(inline.closest('[role="alert"]')).toBeTruthy();
    // The snackbar's message body is a lazy chunk: it appears once loaded.
    expect(
      (await screen.findByText(MESSAGES.errorProcessingRequest)).closest('[role="alert"]'),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Reset password' });
    await advance(ERROR_DELAY_MS);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('shows the server field message of a refused password', async () => {
    mockError('post', '/api/reset-password/reset', 400, 'Please check the highlighted fields.', {
      password: MESSAGES.passwordTooCommon,
    });
    const { user } = renderApp({ route });
    await screen.findByLabelText('New password');
    await user.type(screen.getByLabelText('New password'), 'P@ssw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'P@ssw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeTruthy();
  });

  it('a server failure while checking the link offers a retry instead of a redirect', async () => {
    let calls = 0;
    server.use(
      http.get('/api/reset-password/validate/:token', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Error', detail: 'Something went wrong.' },
              { status: 500 },
            )
          : HttpResponse.json({ message: 'Valid Token' });
      }),
    );
    const { user, location } = renderApp({ route });
    expect(await screen.findByText(/Your reset link could not be checked/)).toBeTruthy();
    expect(location.pathname).toBe('/reset-password');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(await h1('Reset password')).toBeTruthy();
  });
});
