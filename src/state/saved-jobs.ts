// Saved jobs (issue 26): the ids the save toggles mark, newest first. A visitor's saves live in
// local storage (`owner` null) until they sign in as a coach, when ./saved-jobs-sync.ts merges
// them into the account and the list becomes the account's (`owner` the coach's id, read from
// GET /api/saved-jobs/ids). The list is stored either way, so other tabs follow (./tabs.ts), as
// they follow the session. The entry carries only the list and its restore (the header's link
// reads it); the actions that change it are in ./saved-jobs-actions.ts, which the toggles
// (loaded after the page) and the saved-jobs pages import, like ./auth.ts and ./auth-actions.ts.
import { proxy } from 'valtio/vanilla';
import { SAVED_JOBS_STORAGE_KEY } from '../shared/constants';
import { readStored } from './persist';

/** A saved job; `savedOn` (ISO) is known for a visitor's saves, '' for the account's ids. */
export type SavedEntry = { id: number; savedOn: string };
export type SavedJobsState = { owner: number | null; jobs: SavedEntry[] };

/** The stored list, or an empty visitor list when absent or malformed. */
function stored(): SavedJobsState {
  const value = readStored(SAVED_JOBS_STORAGE_KEY) as Partial<SavedJobsState> | null;
  const owner = value?.owner;
  const jobs = Array.isArray(value?.jobs)
    ? value.jobs.filter((j) => Number.isInteger(j?.id) && typeof j.savedOn === 'string')
    : [];
  return { owner: Number.isInteger(owner) ? (owner as number) : null, jobs };
}

export const savedJobsState = proxy<SavedJobsState>(stored());

/** Reads the list back from storage (start, another tab's change). */
export function restoreSavedJobs(): void {
  Object.assign(savedJobsState, stored());
}

/** Empty, in memory only (tests). */
export function resetSavedJobs(): void {
  savedJobsState.owner = null;
  savedJobsState.jobs = [];
}
