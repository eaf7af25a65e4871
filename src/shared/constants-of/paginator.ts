// The rows-per-page choices of the lists' Paginator (SPEC 4 and 9): only the Paginator reads them.
// A file of its own so that only /jobsearch's first visit, which shows the Paginator, carries them.

export const PAGE_SIZES = [10, 25, 50] as const;
