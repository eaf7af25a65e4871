import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../shared/constants';
import { showSnackbar, snackbarState } from '../../../state/snackbar';
import { SnackbarHost } from './snackbar-host';

describe('SnackbarHost', () => {
  it('shows queued messages one at a time, each for 6 s, errors as alerts', async () => {
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
});
