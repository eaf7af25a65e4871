// Saved jobs and job alerts (issue 26, API.md part 2): limits, the browser's list of a visitor's
// saves, the alert frequencies.

/** Saves per account, and per browser for a visitor (a merge takes at most this many ids). */
export const MAX_SAVED_JOBS = 500;
/** A coach's alerts. */
export const MAX_ALERTS = 20;
/** A visitor's saves (and the signed-in coach's ids, so other tabs follow), as JSON. */
export const SAVED_JOBS_STORAGE_KEY = 'savedJobs';
export const SAVED_DEFAULT_PAGE = 1;
/** /savedjobs is paged like /jobsapplied. */
export const SAVED_DEFAULT_SIZE = 10;

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
