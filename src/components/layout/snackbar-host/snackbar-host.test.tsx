import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_SUPERSEDED_MS } from '../../../shared/constants';
import { showSnackbar, snackbarState } from '../../../state/snackbar';
import { loadSnackbarBody } from '../../ui/snackbar/test-utils';
import { SnackbarHost } from './snackbar-host';

describe('SnackbarHost', () => {
  it('shows queued messages one at a time, errors as alerts; a newer one is not held back', async () => {
    // The message body is a lazy chunk; load it first (real timers) so the delays are exact.
    await loadSnackbarBody();
    vi.useFakeTimers();
    render(<SnackbarHost />);
    await act(async () => {
      showSnackbar('Login Failed', 'error');
      showSnackbar('Login Successful.', 'success');
    });
    expect(screen.getByRole('alert').textContent).toContain('Login Failed');
    expect(screen.queryByText('Login Successful.')).toBeNull();
    // A newer message waits: the one on screen stays SNACKBAR_SUPERSEDED_MS, not the full 6 s.
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_SUPERSEDED_MS - 1);
    });
    expect(screen.getByRole('alert').textContent).toContain('Login Failed');
    await act(async () => {
      vi.advanceTimersByTime(1);
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
      vi.advanceTimersByTime(SNACKBAR_SUPERSEDED_MS);
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

  it('a newer message cuts the one on screen to 1.5 s from its arrival (paused while hovered)', async () => {
    await loadSnackbarBody();
    vi.useFakeTimers();
    render(<SnackbarHost />);
    await act(async () => {
      showSnackbar('Unable to upload Logo', 'error');
    });
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await act(async () => {
      showSnackbar('Logo uploaded Successfully.', 'success');
    });
    // Hovered: the older message stays as long as the pointer is on it.
    const shown = screen.getByText('Unable to upload Logo').parentElement as HTMLElement;
    fireEvent.mouseEnter(shown);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('alert').textContent).toContain('Unable to upload Logo');
    fireEvent.mouseLeave(shown);
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_SUPERSEDED_MS - 1);
    });
    expect(screen.getByRole('alert').textContent).toContain('Unable to upload Logo');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('status').textContent).toContain('Logo uploaded Successfully.');
    // The newest message gets the full 6 s.
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1);
    });
    expect(screen.getByRole('status').textContent).toContain('Logo uploaded Successfully.');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(snackbarState.queue).toHaveLength(0);
  });
});
