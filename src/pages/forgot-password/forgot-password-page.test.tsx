import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachUser, db, mockError, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ERROR_DELAY_MS, SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';

// Typing into many fields is slow on a busy machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/forgot-password', () => {
  it('shows the e-mail form, the title and links to /signin and /signup', async () => {
    renderApp({ route: '/forgot-password' });
    await h1('Forgot password');
    await waitFor(() => expect(document.title).toBe('Forgot password · Touchline'));
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.type, email.autocomplete, email.inputMode]).toEqual(['email', 'email', 'email']);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(within(main).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it("'Required field' and 'Invalid email address'", async () => {
    const requests = recordRequests('/api/reset-password/forgot-password');
    const { user } = renderApp({ route: '/forgot-password' });
    await h1('Forgot password');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'casey.example.com');
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(requests).toHaveLength(0);
  });

  it('sends the e-mail and then shows the confirmation', async () => {
    const requests = recordRequests('/api/reset-password/forgot-password');
    const { user } = renderApp({ route: '/forgot-password' });
    await h1('Forgot password');
    await user.type(screen.getByLabelText('Email'), coachUser.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0].json()).toEqual({ email: coachUser.email });
    expect(screen.getByRole('button', { name: 'Send reset link' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await advance(SUCCESS_DELAY_MS);
    const heading = await h1('Check your email');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const done = screen.getByText(MESSAGES.forgotPasswordSent);
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(db.mail).toEqual([{ to: coachUser.email, kind: 'reset' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(await h1('Forgot password')).toBeTruthy();
  });

  it('a failure: snackbar and the inline text of SPEC 8, busy clears after the error delay', async () => {
    mockError(
      'post',
      '/api/reset-password/forgot-password',
      400,
      'Please check the highlighted fields.',
    );
    const { user } = renderApp({ route: '/forgot-password' });
    await h1('Forgot password');
    await user.type(screen.getByLabelText('Email'), coachUser.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const inline = await screen.findByText(MESSAGES.forgotPasswordIncorrect);
    expect(inline.closest('[role="alert"]')).toBeTruthy();
    // The snackbar's message body is a lazy chunk: it appears once loaded.
    const snackbar = await screen.findByText(MESSAGES.errorProcessingRequest);
    expect(snackbar.closest('[role="alert"]')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await advance(ERROR_DELAY_MS);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByText(MESSAGES.forgotPasswordSent)).toBeNull();
  });

  it('too many requests: shows the server sentence', async () => {
    mockError(
      'post',
      '/api/reset-password/forgot-password',
      429,
      'Too many attempts. Please try again later.',
    );
    const { user } = renderApp({ route: '/forgot-password' });
    await h1('Forgot password');
    await user.type(screen.getByLabelText('Email'), coachUser.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.errorProcessingRequest)).toBeTruthy();
  });

  it('sends an already signed-in user to /', async () => {
    const { location } = renderApp({ route: '/forgot-password', user: 'coach' });
    await waitFor(() => expect(location.href).toBe('/landing'));
  });
});
