// Spinner: an indeterminate busy indicator. With a label it is a role="status" whose text is the
// label (visually hidden); without one it is decorative (the busy control carries aria-busy).
import type { ComponentProps } from 'react';
import styles from './spinner.module.css';

export type SpinnerProps = ComponentProps<'span'> & { label?: string; size?: number };

export function Spinner({ label, size = 18, className, ...props }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
      style={{ width: size, height: size }}
      {...(label ? {} : props)}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className={styles.wrap} {...props}>
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
