// Spinner: an indeterminate busy indicator. With a label it is a role="status" with that name;
// without one it is decorative (the busy control carries aria-busy).
import type { ComponentProps } from 'react';
import styles from './spinner.module.css';

export type SpinnerProps = ComponentProps<'span'> & { label?: string; size?: number };

export function Spinner({ label, size = 18, className, style, ...props }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
      style={{ width: size, height: size, ...style }}
      {...props}
    />
  );
}
