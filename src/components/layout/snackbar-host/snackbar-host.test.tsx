import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../shared/constants';
import { showSnackbar, snackbarState } from '../../../state/snackbar';
import { loadSnackbarBody } from '../../ui/snackbar/test-utils';
import { SnackbarHost } from './snackbar-host';

describe('SnackbarHost', () => {
  it('shows queued messages one at a time, each for 6 s, errors as alerts', async () => {
    // The message body is a lazy chunk; load it first (real timers) so the 6 s are exact.
    await loadSnackbarBody();
    vi.useFakeTimers();
    render(<SnackbarHost />);
    await act(async () => {
      showSnackbar('Login Failed', 'error');
      showSnackbar('Login Successful.', 'success');
    });
    expect(screen.getByRole('alert').textContent).toContain('Login Failed');
    expect(screen.queryByText('Login Successful.')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS);
    });
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Login Successful.');
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS);
    });
    expect(snackbarState.queue).toHaveLength(0);
  });

  it('shows the first message once its body has loaded, in the region that was already there', async () => {
    render(<SnackbarHost />);
    const status = screen.getByRole('status');
    await act(async () => {
      showSnackbar('Profile saved.', 'success');
    });
    expect(await within(status).findByText('Profile saved.')).toBeTruthy();
    expect(screen.getByRole('status')).toBe(status);
  });

  it('gives a repeated text its own full 6 s, in the same live region', async () => {
    await loadSnackbarBody();
    vi.useFakeTimers();
    render(<SnackbarHost />);
    const status = screen.getByRole('status');
    await act(async () => {
      showSnackbar('Saved.', 'success');
      showSnackbar('Saved.', 'success');
    });
    expect(within(status).getByText('Saved.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS);
    });
    expect(snackbarState.queue).toHaveLength(1);
    expect(screen.getByRole('status')).toBe(status);
    expect(within(status).getByText('Saved.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1);
    });
    expect(within(status).getByText('Saved.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(snackbarState.queue).toHaveLength(0);
    expect(status.textContent).toBe('');
  });

  it('does not stay paused when the message focused at its close is replaced by the next', async () => {
    await loadSnackbarBody();
    render(<SnackbarHost />);
    await act(async () => {
      showSnackbar('First.', 'success');
      showSnackbar('Second.', 'success');
    });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    vi.useFakeTimers();
    await act(async () => close.click());
    expect(screen.getByText('Second.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS);
    });
    expect(screen.queryByText('Second.')).toBeNull();
    expect(snackbarState.queue).toHaveLength(0);
  });
});
