import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Snackbar } from './snackbar';

// The message body's chunk cannot be loaded (offline, or a new deploy removed it).
vi.mock('./snackbar-body', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Snackbar whose message body cannot load', () => {
  it('still shows and announces the message text in its live region', async () => {
    render(<Snackbar open onOpenChange={() => {}} message="Login Failed" severity="error" />);
    const alert = screen.getByRole('alert');
    await within(alert).findByText('Login Failed');
    expect(alert.textContent).toBe('Login Failed');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('still hides the message after the delay', async () => {
    const onOpenChange = vi.fn();
    render(
      <Snackbar
        open
        onOpenChange={onOpenChange}
        message="Profile saved"
        severity="success"
        autoHideMs={50}
      />,
    );
    await screen.findByText('Profile saved');
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
