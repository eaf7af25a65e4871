// SkeletonList: a list's place while it loads: a polite 'Loading' status and `count` placeholders
// of `lines` bars, each in an element of the list's item class (so it has the item's size). Its
// own module: the pages that list an account's things use it, no first visit does.

import { LOADING } from '../../../shared/texts/shell';
import { Skeleton } from './skeleton';

export function SkeletonList({
  count,
  lines,
  className,
  itemClassName,
}: {
  count: number;
  lines: number;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="visually-hidden" role="status">
        {LOADING}
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders
        <div key={i} className={itemClassName} aria-hidden="true">
          <Skeleton lines={lines} />
        </div>
      ))}
    </div>
  );
}
