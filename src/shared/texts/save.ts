// The save toggle's texts and the links to saved jobs and alerts (issue 26): they show on every
// first-visit page, so they are a module of their own; the /savedjobs texts are in
// ./saved-jobs.ts, the alerts' in ./alerts.ts.

export const SAVE_TEXTS = {
  /** The toggle's name when the role is not saved, and when it is. */
  saveJob: 'Save job',
  saved: 'Saved',
  /** The account menu item, the visitors' header link and the page's title. */
  savedJobs: 'Saved jobs',
  /** The account menu item and the page's title (in the entry with the menu's other texts). */
  jobAlerts: 'Job alerts',
} as const;
