// Snackbar: a transient message in a live region (APG "alert" for errors: role=alert, assertive;
// role=status, polite, for success). The region stays mounted so screen readers notice the text
// being inserted. Auto-hides after autoHideMs (default SNACKBAR_AUTO_HIDE_MS, 6 s); the timer
// pauses while the pointer is over it or focus is inside it. Escape or the close button close it.
// The regions and the timer are here (in the first-visit bundle); the visible message (icon, text,
// close button: snackbar-body.tsx) loads the first time one is shown (issue 8).
import { type ComponentProps, type Key, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../shared/constants';
import styles from './snackbar.module.css';
import type { SnackbarBodyProps } from './snackbar-body';

const loadBody = () => import('./snackbar-body');
// A chunk that cannot load (offline, new deploy) is tried once more; then the message is shown as
// plain text in its region, so it is still seen and announced (the timer still hides it).
const SnackbarBody = lazy(() =>
  loadBody()
    .catch(loadBody)
    .catch(() => ({ default: ({ message }: SnackbarBodyProps) => <span>{message}</span> })),
);

export type SnackbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  severity: 'success' | 'error';
  autoHideMs?: number;
  /** Identity of the shown message (default: its text); a new one restarts the full delay. */
  messageKey?: Key;
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
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(autoHideMs);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  // A new message (or re-open) restarts the full delay, unpaused: the body it was paused over is
  // gone (a removed element reports no mouseleave or blur).
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on a new message too
  useEffect(() => {
    remaining.current = autoHideMs;
    setHovered(false);
    setFocused(false);
  }, [open, messageKey, autoHideMs]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: message restarts the timer
  useEffect(() => {
    if (!open || paused || autoHideMs <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onOpenChangeRef.current(false), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
    // `messageKey` restarts the timer for a new message shown while open.
  }, [open, paused, autoHideMs, messageKey]);

  const isError = severity === 'error';
  return (
    <div className={className ? `${styles.viewport} ${className}` : styles.viewport}>
      {/* Two persistent regions so the politeness never changes on a mounted region. */}
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {open && isError && render()}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {open && !isError && render()}
      </div>
    </div>
  );

  function render() {
    return (
      <Suspense fallback={null}>
        <SnackbarBody
          key={messageKey}
          message={message}
          severity={severity}
          onClose={() => onOpenChange(false)}
          onHoverChange={setHovered}
          onFocusChange={setFocused}
          {...props}
        />
      </Suspense>
    );
  }
}
