// The paginator's texts (src/components/ui/paginator; SPEC 2's 'Rows per page:' is in ./browse.ts).
// Apart from ./ui.ts, which the entry takes whole: the paginator loads with the lists that use it,
// and pageRange (a function, which the build does not write in place) goes with it.

export const PAGINATION = 'Pagination';
export const PREVIOUS_PAGE = 'Previous page';
export const NEXT_PAGE = 'Next page';
/** The range shown, '1–25 of 120'. */
export const pageRange = (from: number, to: number, total: number) => `${from}–${to} of ${total}`;
