// Snackbar: a transient message in a live region (APG "alert" for errors: role=alert, assertive;
// role=status, polite, for success). The region stays mounted so screen readers notice the text
// being inserted. Auto-hides after autoHideMs (default SNACKBAR_AUTO_HIDE_MS, 6 s); the timer
// pauses while the pointer is over it or focus is inside it. Escape or the close button close it.
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../shared/constants';
import { IconButton } from '../button/button';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons';
import styles from './snackbar.module.css';

export type SnackbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  severity: 'success' | 'error';
  autoHideMs?: number;
};

export function Snackbar({
  open,
  onOpenChange,
  message,
  severity,
  autoHideMs = SNACKBAR_AUTO_HIDE_MS,
  className,
  ...props
}: SnackbarProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(autoHideMs);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  // A new message (or re-open) restarts the full delay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on a new message too
  useEffect(() => {
    remaining.current = autoHideMs;
  }, [open, message, autoHideMs]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: message restarts the timer
  useEffect(() => {
    if (!open || paused || autoHideMs <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onOpenChangeRef.current(false), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
    // `message` restarts the timer for a new message shown while open.
  }, [open, paused, autoHideMs, message]);

  const Icon = severity === 'error' ? AlertIcon : CheckIcon;
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
      // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only pause the auto-hide timer
      <div
        className={styles.snackbar}
        data-severity={severity}
        data-state="open"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onOpenChange(false);
        }}
        {...props}
      >
        <Icon className={styles.icon} />
        <span className={styles.message}>{message}</span>
        <IconButton label="Close" className={styles.close} onClick={() => onOpenChange(false)}>
          <CloseIcon />
        </IconButton>
      </div>
    );
  }
}
