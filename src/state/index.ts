import { restoreAuth } from './auth';
import { resetAuth } from './auth-actions';
import { resetMode, restoreMode } from './mode';
import { resetPaging } from './paging';
import { resetSnackbars } from './snackbar';

export * from './auth';
export * from './auth-actions';
export * from './mode';
export * from './paging';
export * from './snackbar';

/** Reads every store back from local storage (app start). */
export function restoreState(): void {
  restoreAuth();
  restoreMode();
}

/** Every store back to its initial value (tests). */
export function resetAllStores(): void {
  resetAuth();
  resetMode();
  resetPaging();
  resetSnackbars();
}
