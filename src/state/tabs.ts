// The app's other tabs share its local storage (SPEC 3): when one of them signs in or out,
// rotates the tokens (a refresh), changes the theme or saves a job, this tab follows at once. Without it a tab
// kept the refresh token another tab had already spent, and its next refresh was a reuse, which
// revokes the session's whole token family (API.md): every tab signed out.
import { MODE_STORAGE_KEY, SAVED_JOBS_STORAGE_KEY } from '../shared/constants';
import { restoreAuth } from './auth';
import { restoreMode } from './mode';

/** Follows other tabs' writes to local storage (for good: every page needs it). */
export function followOtherTabs(): void {
  // `key` is null when another tab cleared the storage.
  addEventListener('storage', (e) =>
    e.key === MODE_STORAGE_KEY
      ? restoreMode()
      : e.key === SAVED_JOBS_STORAGE_KEY
        ? // The list loads after the page (a first visit saves nothing); loading it reads the
          // stored list, so one not loaded yet needs nothing more.
          import('./saved-jobs').then((m) => m.restoreSavedJobs())
        : restoreAuth(),
  );
}
