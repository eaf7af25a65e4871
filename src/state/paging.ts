// List paging held client-side (SPEC 4): each list's rows per page, as last chosen on its
// Paginator, kept for the session, so the next visit to that list (a new search from the hero,
// the account menu's 'Jobs applied') shows as many rows. The URL names the page and, once chosen,
// the size, and wins when it does (a shared link, back/forward): pages read the size from the URL
// with this as the fallback (src/lib/search-params.ts).
import { proxy } from 'valtio/vanilla';
import { APPLIED_DEFAULT_SIZE, JOB_SEARCH_DEFAULT_SIZE } from '../shared/constants';

export type PagedList = 'jobSearch' | 'jobsApplied';

const initial = (): Record<PagedList, number> => ({
  jobSearch: JOB_SEARCH_DEFAULT_SIZE,
  jobsApplied: APPLIED_DEFAULT_SIZE,
});

/** Rows per page of each list. */
export const pagingState = proxy<Record<PagedList, number>>(initial());

/** Keeps `list`'s rows per page (the Paginator offers 10, 25 and 50). */
export function setPageSize(list: PagedList, size: number): void {
  if (Number.isInteger(size) && size > 0) pagingState[list] = size;
}

export function resetPaging(): void {
  Object.assign(pagingState, initial());
}
