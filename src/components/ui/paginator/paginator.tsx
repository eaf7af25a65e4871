// Paginator: a labelled navigation landmark with a native rows-per-page <select> ('Rows per page:',
// its label wrapping it), the range 'a–b of n' ('0–0 of 0' when empty; a polite status, so screen
// readers hear the new range) and previous/next buttons named 'Previous page' / 'Next page',
// disabled at the ends (the previous chevron is the next one mirrored). The page sizes are
// PAGE_SIZES, plus the current size if a URL asked for another. The caller resets the page when
// the page size changes.
import type { ComponentProps } from 'react';
import { PAGE_SIZES } from '../../../shared/constants';
import { ROWS_PER_PAGE } from '../../../shared/texts/browse';
import { NEXT_PAGE, PAGINATION, PREVIOUS_PAGE, pageRange } from '../../../shared/texts/paginator';
import { IconButton } from '../button/button';
import { ChevronRightIcon } from '../icons/icons';
import styles from './paginator.module.css';

export type PaginatorProps = Omit<ComponentProps<'nav'>, 'children' | 'className'> & {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

export function Paginator({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  'aria-label': ariaLabel = PAGINATION,
  ...props
}: PaginatorProps) {
  const to = Math.min(page * pageSize, total);
  return (
    <nav aria-label={ariaLabel} className={styles.paginator} {...props}>
      <label className={styles.size}>
        {ROWS_PER_PAGE}
        <select
          className={styles.select}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
        >
          {/* PAGE_SIZES, then the current size if it is not one of them. */}
          {[...new Set([...PAGE_SIZES, pageSize])].map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <span role="status" className={styles.range}>
        {pageRange(Math.min((page - 1) * pageSize + 1, total), to, total)}
      </span>
      <span className={styles.buttons}>
        <IconButton
          label={PREVIOUS_PAGE}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronRightIcon className={styles.back} />
        </IconButton>
        <IconButton label={NEXT_PAGE} disabled={to >= total} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </span>
    </nav>
  );
}
