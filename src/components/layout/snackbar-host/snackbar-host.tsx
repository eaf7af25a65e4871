// Shows the snackbar queue (state/snackbar.ts) one message at a time.

import { dismissSnackbar, snackbarState } from '../../../state/snackbar';
import { useSnapshot } from '../../../state/use-snapshot';
import { Snackbar } from '../../ui/snackbar/snackbar';

export function SnackbarHost() {
  const { queue } = useSnapshot(snackbarState);
  const current = queue[0];
  // A new key per message restarts the full 6 s for each queued message, even a repeated text.
  return (
    <Snackbar
      key={current?.id ?? 0}
      open={Boolean(current)}
      message={current?.message ?? ''}
      severity={current?.severity ?? 'success'}
      onOpenChange={(open) => {
        if (!open && current) dismissSnackbar(current.id);
      }}
    />
  );
}
