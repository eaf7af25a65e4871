// List paging held client-side (SPEC 4): the last page and page size per list, so returning to a
// list keeps them. The query string stays the source of truth for what a list shows.
import { proxy } from 'valtio/vanilla';
import {
  APPLIED_DEFAULT_PAGE,
  APPLIED_DEFAULT_SIZE,
  JOB_SEARCH_DEFAULT_PAGE,
  JOB_SEARCH_DEFAULT_SIZE,
} from '../shared/constants';

export type PagedList = 'jobSearch' | 'jobsApplied';
export type Paging = { page: number; size: number };

const initial = (): Record<PagedList, Paging> => ({
  jobSearch: { page: JOB_SEARCH_DEFAULT_PAGE, size: JOB_SEARCH_DEFAULT_SIZE },
  jobsApplied: { page: APPLIED_DEFAULT_PAGE, size: APPLIED_DEFAULT_SIZE },
});

export const pagingState = proxy<Record<PagedList, Paging>>(initial());

export function setPage(list: PagedList, page: number): void {
  pagingState[list].page = Math.max(1, Math.floor(page) || 1);
}

/** Changing the page size keeps the current page (SPEC 2). */
export function setPageSize(list: PagedList, size: number): void {
  if (size > 0) pagingState[list].size = Math.floor(size);
}

export function resetPaging(): void {
  const fresh = initial();
  pagingState.jobSearch = fresh.jobSearch;
  pagingState.jobsApplied = fresh.jobsApplied;
}
