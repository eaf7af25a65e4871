// Saved jobs (issue 26): the ids the save toggles mark, newest first. A visitor's saves live in
// local storage (`owner` null) until they sign in as a coach, when ./saved-jobs-sync.ts merges
// them into the account and the list becomes the account's (`owner` the coach's id, read from
// GET /api/saved-jobs/ids). The list is stored either way, so other tabs follow (./tabs.ts), as
// they follow the session. Kept tiny and free of zod: every first-visit page has toggles; the
// network part loads on a coach's first need of it.
import { proxy } from 'valtio/vanilla';
import { MAX_SAVED_JOBS, SAVED_JOBS_STORAGE_KEY } from '../shared/constants';
import { readStored, writeStored } from './persist';

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

/** Empty, in memory only (tests). */
export function resetSavedJobs(): void {
  savedJobsState.owner = null;
  savedJobsState.jobs = [];
}
