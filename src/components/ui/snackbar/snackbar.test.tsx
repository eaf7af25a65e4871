import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../shared/constants';
import { Snackbar } from './snackbar';
import { loadSnackbarBody } from './test-utils';

function Harness({
  severity = 'success' as const,
  onOpenChange = vi.fn(),
}: {
  severity?: 'success' | 'error';
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        setOpen(o);
      }}
      message="Profile saved"
      severity={severity}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Snackbar', () => {
  it('has both live regions from the start and shows the message once its body has loaded', async () => {
    render(<Harness />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toBe('');
    await within(status).findByText('Profile saved');
    expect(within(status).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('announces success politely and hides after 6 s', async () => {
    await loadSnackbarBody();
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(6000);
    expect(screen.getByRole('status').textContent).toContain('Profile saved');
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('Profile saved')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('announces errors assertively', async () => {
    render(<Harness severity="error" />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    await within(alert).findByText('Profile saved');
    expect(alert.textContent).toContain('Profile saved');
  });

  it('pauses while hovered and resumes with the time left', async () => {
    await loadSnackbarBody();
    vi.useFakeTimers();
    render(<Harness />);
    act(() => vi.advanceTimersByTime(4000));
    const message = screen.getByText('Profile saved');
    fireEvent.mouseEnter(message.parentElement!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Profile saved')).toBeTruthy();
    fireEvent.mouseLeave(message.parentElement!);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Profile saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('pauses while focus is inside', async () => {
    await loadSnackbarBody();
    vi.useFakeTimers();
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Profile saved')).toBeTruthy();
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { unmount } = render(<Harness onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByText('Profile saved')).toBeNull();
    unmount();

    render(<Harness onOpenChange={onOpenChange} />);
    onOpenChange.mockClear();
    (await screen.findByRole('button', { name: 'Close' })).focus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('restarts the full delay for a new message', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    const view = (message: string) => (
      <Snackbar open onOpenChange={onOpenChange} message={message} severity="success" />
    );
    const { rerender } = render(view('First'));
    act(() => vi.advanceTimersByTime(5000));
    rerender(view('Second'));
    act(() => vi.advanceTimersByTime(5999));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
