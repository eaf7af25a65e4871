// Shows the snackbar queue (state/snackbar.ts) one message at a time.

import { dismissSnackbar, snackbarState } from '../../../state/snackbar';
import { useSnapshot } from '../../../state/use-snapshot';
import { Snackbar } from '../../ui/snackbar/snackbar';

export function SnackbarHost() {
  const current = useSnapshot(snackbarState).queue[0];
  // Not keyed: the live regions stay mounted, so screen readers notice each message inserted.
  // messageKey restarts the full 6 s for each queued message, even a repeated text.
  return (
    <Snackbar
      messageKey={current?.id}
      open={Boolean(current)}
      message={current?.message ?? ''}
      severity={current?.severity ?? 'success'}
      // The Snackbar only ever reports open = false, and only while a message is shown.
      onOpenChange={() => current && dismissSnackbar(current.id)}
    />
  );
}
