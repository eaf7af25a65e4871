// ProgressBar: role="progressbar" with aria-valuenow 0-100, or indeterminate (no valuenow) when
// value is null (WAI-ARIA progressbar role).
import type { ComponentProps } from 'react';
import styles from './progress-bar.module.css';

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  value: number | null;
  label: string;
};

export function ProgressBar({ value, label, className, ...props }: ProgressBarProps) {
  const v = value === null ? null : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v ?? undefined}
      data-state={v === null ? 'indeterminate' : 'determinate'}
      className={className ? `${styles.track} ${className}` : styles.track}
      {...props}
    >
      <div className={styles.bar} style={v === null ? undefined : { width: `${v}%` }} />
    </div>
  );
}
