// Snackbar: a transient message in a live region (APG "alert" for errors: role=alert, assertive;
// role=status, polite, for success). The regions stay mounted so screen readers notice the text
// being inserted; they are all of it in the first-visit bundle. The message itself (icon, text,
// close button, and the auto-hide timer: snackbar-body.tsx) loads the first time one is shown
// (issue 8). It hides after autoHideMs (default SNACKBAR_AUTO_HIDE_MS, 6 s) from when it appears;
// the timer pauses while the pointer is over it or focus is inside it. Escape or the close button
// close it.
import { type ComponentProps, type Key, lazy, Suspense, useEffect } from 'react';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../shared/constants';
import type { SnackbarAction } from '../../../state/snackbar';
import styles from './snackbar.module.css';
import type { SnackbarBodyProps } from './snackbar-body';

const loadBody = () => import('./snackbar-body');
// A chunk that cannot load (offline, new deploy) is tried once more; then the message is shown as
// plain text in its region, so it is still seen and announced, and still hidden after the delay.
const SnackbarBody = lazy(() =>
  loadBody()
    .catch(loadBody)
    .catch(() => ({
      default: ({ message, autoHideMs, onClose }: SnackbarBodyProps) => {
        // biome-ignore lint/correctness/useExhaustiveDependencies: per message (keyed) and delay
        useEffect(() => {
          if (autoHideMs > 0) {
            const timer = setTimeout(onClose, autoHideMs);
            return () => clearTimeout(timer);
          }
        }, [autoHideMs]);
        return <span>{message}</span>;
      },
    })),
);

export type SnackbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  severity: 'success' | 'error';
  autoHideMs?: number;
  /** Identity of the shown message (default: its text); a new one restarts the full delay. */
  messageKey?: Key;
  /** A button in the message (an undo), passed on to the body with the other props. */
  action?: SnackbarAction;
};

export function Snackbar({
  open,
  onOpenChange,
  message,
  severity,
  autoHideMs = SNACKBAR_AUTO_HIDE_MS,
  messageKey = message,
  className,
  ...props
}: SnackbarProps) {
  // Keyed by the message: a new one (or a re-open) starts afresh, with the full delay, unpaused.
  const body = open && (
    <Suspense fallback={null}>
      <SnackbarBody
        key={messageKey}
        message={message}
        severity={severity}
        autoHideMs={autoHideMs}
        onClose={() => onOpenChange(false)}
        {...props}
      />
    </Suspense>
  );
  const isError = severity === 'error';
  return (
    <div className={className ? `${styles.viewport} ${className}` : styles.viewport}>
      {/* Two persistent regions so the politeness never changes on a mounted region. */}
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {isError && body}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {!isError && body}
      </div>
    </div>
  );
}
