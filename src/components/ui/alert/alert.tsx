// Alert: an inline message. Errors are role="alert" (assertive, APG "alert" pattern); success is
// role="status" (polite).
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../icons/icons';
import styles from './alert.module.css';

export type AlertProps = { severity: 'error' | 'success'; className?: string; children: ReactNode };

export function Alert({ severity, className, children }: AlertProps) {
  const error = severity === 'error';
  const Icon = error ? AlertIcon : CheckIcon;
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-severity={severity}
      className={className ? `${styles.alert} ${className}` : styles.alert}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
