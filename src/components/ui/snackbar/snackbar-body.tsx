// The visible message of a Snackbar (snackbar.tsx): severity icon, text and close button, and its
// auto-hide timer. Its own chunk, loaded the first time a message is shown: a first visit never
// shows one (issue 8). Mounted once per message (snackbar.tsx keys it), so each message gets the
// full delay; the timer pauses while the pointer is over it or focus is inside it, and resumes
// with the time left. A shorter autoHideMs while shown (a newer message is waiting) cuts the
// time left to it. Escape or the close button close it. An action (an undo) is a button before
// the close button: it runs, then the message closes.
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { CLOSE } from '../../../shared/texts/ui';
import type { SnackbarAction } from '../../../state/snackbar';
import { IconButton } from '../button/button';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons';
import styles from './snackbar-body.module.css';

export type SnackbarBodyProps = Omit<ComponentProps<'div'>, 'children'> & {
  message: string;
  severity: 'success' | 'error';
  /** Hide after this many ms (0 or less: never). */
  autoHideMs: number;
  onClose: () => void;
  action?: SnackbarAction;
};

export default function SnackbarBody({
  message,
  severity,
  autoHideMs,
  onClose,
  action,
  ...props
}: SnackbarBodyProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(autoHideMs);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (paused || autoHideMs <= 0) return;
    remaining.current = Math.min(remaining.current, autoHideMs);
    const started = Date.now();
    const timer = setTimeout(() => onCloseRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, autoHideMs]);

  const Icon = severity === 'error' ? AlertIcon : CheckIcon;
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
        if (e.key === 'Escape') onClose();
      }}
      {...props}
    >
      <Icon className={styles.icon} />
      <span className={styles.message}>{message}</span>
      {action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            action.onAction();
            onClose();
          }}
        >
          {action.label}
        </button>
      )}
      <IconButton label={CLOSE} className={styles.close} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
