// Saved jobs (issue 26, API.md part 2 "Saved jobs"): the API's texts, which the server sends and
// the app checks, and the /savedjobs page's. The toggle's own texts are in ./save.ts.
import { CLOSED_BADGE } from './closing';
import { APPLIED } from './fields';
import { SEARCH_ROLES, TRY_AGAIN } from './shell';

/** The `message` of each saved-jobs call's success, and the one failure `detail` API.md fixes. */
export const SAVED_JOBS_API = {
  saved: 'Job Saved',
  removed: 'Job Removed',
  merged: 'Saved Jobs Merged',
  tooMany: 'You can save up to 500 roles.',
} as const;

export const SAVED_JOBS_TEXTS = {
  savedOn: (date: string) => `Saved on ${date}`,
  closed: CLOSED_BADGE,
  applied: APPLIED,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from saved jobs`,
  removed: (name: string) => `${name} removed from saved jobs.`,
  undo: 'Undo',
  empty: 'You have not saved any roles yet.',
  emptyHint: 'Select Save job on a role to keep it here.',
  searchRoles: SEARCH_ROLES,
  inBrowser:
    'These roles are saved in this browser. Sign in or sign up to keep them in your account.',
  noneOnPage: 'There are no saved roles on this page.',
  /** The paginator's name. */
  pages: 'Pages of saved jobs',
  errorFetching: 'Error fetching saved jobs',
  tryAgain: TRY_AGAIN,
  saveFailed: 'The role could not be saved. Please try again.',
  removeFailed: 'The role could not be removed. Please try again.',
} as const;
