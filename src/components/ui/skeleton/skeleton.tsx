// Skeleton: sized grey placeholders shown while content loads, so the layout does not shift.
// Decorative (aria-hidden): the region that loads announces its busy state (aria-busy).
import type { ComponentProps, CSSProperties } from 'react';
import styles from './skeleton.module.css';

export type SkeletonProps = ComponentProps<'span'> & {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  lines?: number;
};

export function Skeleton({ width, height, lines = 1, className, style, ...props }: SkeletonProps) {
  const cls = className ? `${styles.skeleton} ${className}` : styles.skeleton;
  if (lines <= 1) {
    return (
      <span aria-hidden="true" className={cls} style={{ width, height, ...style }} {...props} />
    );
  }
  return (
    <span aria-hidden="true" className={styles.stack} style={{ width, ...style }} {...props}>
      {Array.from({ length: lines }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders
          key={i}
          className={cls}
          style={{ height, width: i === lines - 1 ? '60%' : undefined }}
        />
      ))}
    </span>
  );
}
