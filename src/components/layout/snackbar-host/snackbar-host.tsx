// Shows the snackbar queue (state/snackbar.ts) one message at a time: each for 6 s (SPEC 9), or,
// once a newer message is waiting, for at most SNACKBAR_SUPERSEDED_MS more.

import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_SUPERSEDED_MS } from '../../../shared/constants';
import { dismissSnackbar, snackbarState } from '../../../state/snackbar';
import { useSnapshot } from '../../../state/use-snapshot';
import { Snackbar } from '../../ui/snackbar/snackbar';

export function SnackbarHost() {
  const { queue } = useSnapshot(snackbarState);
  const current = queue[0];
  // Not keyed: the live regions stay mounted, so screen readers notice each message inserted.
  // messageKey restarts the full 6 s for each queued message, even a repeated text.
  return (
    <Snackbar
      messageKey={current?.id}
      open={Boolean(current)}
      message={current?.message ?? ''}
      severity={current?.severity ?? 'success'}
      action={current?.action}
      autoHideMs={queue.length > 1 ? SNACKBAR_SUPERSEDED_MS : SNACKBAR_AUTO_HIDE_MS}
      // The Snackbar only ever reports open = false, and only while a message is shown.
      onOpenChange={() => current && dismissSnackbar(current.id)}
    />
  );
}
