// Paginator: a labelled navigation landmark with a native rows-per-page <select> ('Rows per page:'),
// the range 'a–b of n' (a polite status, so screen readers hear the new range) and
// previous/next buttons named 'Previous page' / 'Next page', disabled at the ends.
// The caller resets the page when the page size changes.
import { type ComponentProps, useId } from 'react';
import { PAGE_SIZES } from '../../../shared/constants';
import { BROWSE_TEXTS } from '../../../shared/texts/browse';
import { IconButton } from '../button/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import styles from './paginator.module.css';

export type PaginatorProps = Omit<ComponentProps<'nav'>, 'children'> & {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  pageSizes?: readonly number[];
};

/** 'a–b of n' (en dash), '0–0 of 0' when empty. */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0–0 of 0';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `${from}–${to} of ${total}`;
}

export function Paginator({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginatorProps) {
  const selectId = useId();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize];
  return (
    <nav
      aria-label={ariaLabel}
      className={className ? `${styles.paginator} ${className}` : styles.paginator}
      {...props}
    >
      <span className={styles.size}>
        <label htmlFor={selectId}>{BROWSE_TEXTS.rowsPerPage}</label>
        <select
          id={selectId}
          className={styles.select}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
        >
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </span>
      <span role="status" className={styles.range}>
        {rangeText(page, pageSize, total)}
      </span>
      <span className={styles.buttons}>
        <IconButton
          label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          label="Next page"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </span>
    </nav>
  );
}
