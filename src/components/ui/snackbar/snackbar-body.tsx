// The visible message of a Snackbar (snackbar.tsx): severity icon, text and close button. Its own
// chunk, loaded the first time a message is shown: a first visit never shows one (issue 8). The
// live regions and the auto-hide timer stay in snackbar.tsx; this reports hover and focus (the
// timer pauses) and closes on Escape or the close button.
import type { ComponentProps } from 'react';
import { IconButton } from '../button/button';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons';
import styles from './snackbar-body.module.css';

export type SnackbarBodyProps = Omit<ComponentProps<'div'>, 'children'> & {
  message: string;
  severity: 'success' | 'error';
  onClose: () => void;
  onHoverChange: (hovered: boolean) => void;
  onFocusChange: (focused: boolean) => void;
};

export default function SnackbarBody({
  message,
  severity,
  onClose,
  onHoverChange,
  onFocusChange,
  ...props
}: SnackbarBodyProps) {
  const Icon = severity === 'error' ? AlertIcon : CheckIcon;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only pause the auto-hide timer
    <div
      className={styles.snackbar}
      data-severity={severity}
      data-state="open"
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
      onFocus={() => onFocusChange(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onFocusChange(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      {...props}
    >
      <Icon className={styles.icon} />
      <span className={styles.message}>{message}</span>
      <IconButton label="Close" className={styles.close} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
