// Skeleton: sized grey placeholders shown while content loads, so the layout does not shift.
// `lines` > 1 stacks that many bars of `height`, the last one shorter (skeleton.module.css); a stack,
// like any container with `skeletonGroup`, pulses as one animation.
// Decorative (aria-hidden): the region that loads announces its busy state (aria-busy).
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  lines?: number;
};

/** The class of a container of many skeletons: they pulse together, as one animation. */
export const skeletonGroup = styles.group;

export function Skeleton({ width, height, lines = 1 }: SkeletonProps) {
  return lines > 1 ? (
    <span aria-hidden="true" className={`${styles.stack} ${styles.group}`} style={{ width }}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders
        <Skeleton key={i} height={height} />
      ))}
    </span>
  ) : (
    <span aria-hidden="true" className={styles.skeleton} style={{ width, height }} />
  );
}
