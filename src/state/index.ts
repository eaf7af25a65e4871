// Every store back to its initial value: tests/setup.ts calls it after each test. Components and
// pages import each store from its own module (./auth.ts, ./mode.ts ...).
import { resetAuth } from './auth-actions';
import { resetMode } from './mode';
import { resetPaging } from './paging';
import { resetSavedJobs } from './saved-jobs';
import { resetSavedJobsSync } from './saved-jobs-sync';
import { resetSnackbars } from './snackbar';

/** Every store back to its initial value (tests). */
export function resetAllStores(): void {
  resetAuth();
  resetMode();
  resetPaging();
  resetSavedJobs();
  resetSavedJobsSync();
  resetSnackbars();
}
