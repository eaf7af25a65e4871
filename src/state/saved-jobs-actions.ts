// The actions of the saved-jobs list (./saved-jobs.ts), writing through to local storage.
import { MAX_SAVED_JOBS, SAVED_JOBS_STORAGE_KEY } from '../shared/constants';
import { writeStored } from './persist';
import { type SavedEntry, savedJobsState } from './saved-jobs';

/** Replaces the list (stored); `owner` null is a visitor's. */
export function setSavedJobs(owner: number | null, jobs: SavedEntry[]): void {
  savedJobsState.owner = owner;
  savedJobsState.jobs = jobs;
  writeStored(SAVED_JOBS_STORAGE_KEY, { owner, jobs });
}

/**
 * Marks `id` saved (newest first) or not, in `owner`'s list: a list of someone else (a coach's
 * after signing out) is dropped first. A browser keeps the MAX_SAVED_JOBS newest, which is all
 * a merge takes (an account's limit is the server's: 409).
 */
export function setSaved(owner: number | null, id: number, saved: boolean): void {
  const keep = savedJobsState.owner === owner ? savedJobsState.jobs.filter((j) => j.id !== id) : [];
  const jobs = saved ? [{ id, savedOn: new Date().toISOString() }, ...keep] : keep;
  setSavedJobs(owner, jobs.slice(0, MAX_SAVED_JOBS));
}

/** Whether `owner`'s list has `id` (never true for another owner's list). */
export const isSaved = (
  state: { owner: number | null; jobs: readonly SavedEntry[] },
  owner: number | null,
  id: number,
) => state.owner === owner && state.jobs.some((j) => j.id === id);
