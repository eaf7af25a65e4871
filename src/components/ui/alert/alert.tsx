// Alert: an inline message. Errors are role="alert" (assertive, APG "alert" pattern); success
// and info are role="status" (polite).
import type { ComponentProps } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons/icons';
import styles from './alert.module.css';

export type AlertProps = ComponentProps<'div'> & { severity: 'error' | 'success' | 'info' };

export function Alert({ severity, className, children, ...props }: AlertProps) {
  const Icon = severity === 'error' ? AlertIcon : severity === 'success' ? CheckIcon : InfoIcon;
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      data-severity={severity}
      className={className ? `${styles.alert} ${className}` : styles.alert}
      {...props}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
