// The rows-per-page choices of the lists' Paginator (SPEC 4 and 9): only the Paginator reads them.

export const PAGE_SIZES = [10, 25, 50] as const;
