// The network part of saved jobs (issue 26), loaded on demand: a coach's first toggle on screen,
// sign-in, /savedjobs. ./saved-jobs.ts holds the list the toggles mark.
// - syncSavedJobs(): for a signed-in coach, moves the visitor's saves in this browser into the
//   account (POST /api/saved-jobs/merge; the browser list is then the account's) or, with none,
//   reads the account's ids (GET /api/saved-jobs/ids). Once per coach per page load; a failure
//   keeps the browser list for the next try, so nothing a visitor saved is lost.
// - sendSaved(): a coach's toggle, which the list already shows, sent (PUT / DELETE
//   /api/saved-jobs/{id}) and undone with a snackbar when the server refuses it.

import { isApiRequestError } from '../api/client';
import { getSavedJobIds, mergeSavedJobs, removeSavedJob, saveJob } from '../api/saved-jobs';
import { ROLE_COACH } from '../shared/constants';
import { SAVED_JOBS_TEXTS } from '../shared/texts/saved-jobs';
import { authState } from './auth';
import { savedJobsState } from './saved-jobs';
import { setSaved, setSavedJobs } from './saved-jobs-actions';
import { showSnackbar } from './snackbar';

/** The last sync: for whom, and whether it is over. */
let synced: { coach: number; done: Promise<void>; over: boolean } | null = null;

/** The signed-in coach's id, else null (visitors, organisations). */
function coachId(): number | null {
  const user = authState.token ? authState.user : null;
  return user?.role === ROLE_COACH ? user.id : null;
}

/** Brings the signed-in coach's saved ids into the list (see above); resolves, never rejects. */
export function syncSavedJobs(): Promise<void> {
  const coach = coachId();
  if (coach === null) return Promise.resolve();
  // Once per coach, unless the list is no longer theirs (they signed out and in again).
  if (synced?.coach === coach && (!synced.over || savedJobsState.owner === coach)) {
    return synced.done;
  }
  const visitor = savedJobsState.owner === null ? savedJobsState.jobs.map((j) => j.id) : [];
  const current = { coach, done: Promise.resolve(), over: false };
  current.done = (visitor.length ? mergeSavedJobs(visitor) : getSavedJobIds()).then(
    (ids) => {
      current.over = true;
      if (coachId() === coach)
        setSavedJobs(
          coach,
          ids.map((id) => ({ id, savedOn: '' })),
        );
    },
    () => {
      if (synced === current) synced = null; // tried again on the next need
    },
  );
  synced = current;
  return current.done;
}

/**
 * Sends a coach's toggle, which the list already shows (./saved-jobs.ts setSaved): after the
 * sync, so the account's ids do not overwrite it. A refusal (a failure, 409 past 500 saves)
 * puts the list back and says why. Resolves whether the account took the change.
 */
export async function sendSaved(coach: number, id: number, saved: boolean): Promise<boolean> {
  await syncSavedJobs();
  if (coachId() !== coach) return false;
  setSaved(coach, id, saved);
  try {
    await (saved ? saveJob(id) : removeSavedJob(id));
    return true;
  } catch (error) {
    if (coachId() !== coach) return false;
    setSaved(coach, id, !saved);
    const refused = isApiRequestError(error) && error.status === 409;
    showSnackbar(
      refused ? error.detail : saved ? SAVED_JOBS_TEXTS.saveFailed : SAVED_JOBS_TEXTS.removeFailed,
      'error',
    );
    return false;
  }
}

/** For tests: forget which coach was synced. */
export function resetSavedJobsSync(): void {
  synced = null;
}
