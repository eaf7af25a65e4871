// The texts the UI primitives (src/components/ui) write themselves: close and cancel buttons, an
// autocomplete's states (the paginator's are in ./paginator.ts). Plain constants (the build writes
// each in place, vite.config.ts inlineConst): the search hero and the job list use some on a first
// visit.

export const CLOSE = 'Close';
export const CANCEL = 'Cancel';
export const NO_OPTIONS = 'No options';
/** An autocomplete's list while its options load. */
export const LOADING_OPTIONS = 'Loading…';
export const clearLabel = (label: string) => `Clear ${label}`;
export const removeTagLabel = (tag: string) => `Remove ${tag}`;
export const SHOW_PASSWORD = 'Show password';
