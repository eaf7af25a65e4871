// Test helper: the Snackbar's visible message (snackbar-body.tsx) is a lazy chunk that appears
// asynchronously the first time a message is shown. Tests that measure the auto-hide delay with
// fake timers (where Testing Library's findBy cannot wait) call this first, with real timers:
// it shows one message, waits for it, and removes it, so later messages render at once.
import { render, screen, within } from '@testing-library/react';
import { Snackbar } from './snackbar';

export async function loadSnackbarBody(): Promise<void> {
  const { unmount } = render(
    <Snackbar open onOpenChange={() => {}} message="Loading the message body" severity="success" />,
  );
  await within(screen.getByRole('status')).findByText('Loading the message body');
  unmount();
}
