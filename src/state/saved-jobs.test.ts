// The saved-jobs list (issue 26): a visitor's in this browser, the merge into a coach's account,
// a coach's toggles sent and undone when refused, and sign-out.
import { describe, expect, it } from 'vitest';
import { coachUser, db, mockError, recordRequests } from '../../tests/mocks';
import { signInAs } from '../../tests/render';
import { SAVED_JOBS_STORAGE_KEY } from '../shared/constants';
import { SAVED_JOBS_API } from '../shared/texts/saved-jobs';
import { signOut } from './auth-actions';
import { restoreSavedJobs, savedJobsState } from './saved-jobs';
import { isSaved, setSaved } from './saved-jobs-actions';
import { sendSaved, syncSavedJobs } from './saved-jobs-sync';
import { snackbarState } from './snackbar';

const stored = () => JSON.parse(localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? 'null');
const ids = () => savedJobsState.jobs.map((j) => j.id);

describe('saved jobs', () => {
  it("keeps a visitor's saves in this browser, newest first, with the time saved", () => {
    setSaved(null, 3, true);
    setSaved(null, 7, true);
    setSaved(null, 3, false);
    setSaved(null, 5, true);
    expect(ids()).toEqual([5, 7]);
    expect(stored().owner).toBeNull();
    expect(stored().jobs.map((j: { id: number }) => j.id)).toEqual([5, 7]);
    expect(Date.parse(stored().jobs[0].savedOn)).not.toBeNaN();
    expect(isSaved(savedJobsState, null, 7)).toBe(true);
    expect(isSaved(savedJobsState, coachUser.id, 7)).toBe(false);
  });

  it('restores the stored list and drops what is malformed', () => {
    localStorage.setItem(
      SAVED_JOBS_STORAGE_KEY,
      JSON.stringify({ owner: null, jobs: [{ id: 4, savedOn: '2026-11-01' }, { id: 'x' }, null] }),
    );
    restoreSavedJobs();
    expect(ids()).toEqual([4]);
    localStorage.setItem(SAVED_JOBS_STORAGE_KEY, '{not json');
    restoreSavedJobs();
    expect(savedJobsState).toMatchObject({ owner: null, jobs: [] });
  });

  it("merges a visitor's saves into the coach's account once, then the list is the account's", async () => {
    db.savedJobs.push({ userId: coachUser.id, jobId: 9, savedOn: '2026-11-01T00:00:00.000Z' });
    setSaved(null, 3, true);
    setSaved(null, 7, true);
    setSaved(null, 9, true);
    const merges = recordRequests('/api/saved-jobs/merge');
    signInAs('coach');
    await Promise.all([syncSavedJobs(), syncSavedJobs()]);
    expect(merges).toHaveLength(1);
    expect(await merges[0].json()).toEqual({ ids: [9, 7, 3] });
    // Nothing lost, nothing twice.
    expect(db.savedJobs.map((s) => s.jobId).sort()).toEqual([3, 7, 9]);
    expect(savedJobsState.owner).toBe(coachUser.id);
    expect(ids().sort()).toEqual([3, 7, 9]);
    expect(stored().owner).toBe(coachUser.id);
  });

  it("reads a coach's ids when the browser has no visitor saves", async () => {
    db.savedJobs.push({ userId: coachUser.id, jobId: 12, savedOn: '2026-11-01T00:00:00.000Z' });
    const merges = recordRequests('/api/saved-jobs/merge');
    signInAs('coach');
    await syncSavedJobs();
    expect(merges).toHaveLength(0);
    expect(ids()).toEqual([12]);
  });

  it("sends a coach's toggle, and undoes it with the server's reason when refused", async () => {
    signInAs('coach');
    await syncSavedJobs();
    setSaved(coachUser.id, 4, true);
    await sendSaved(coachUser.id, 4, true);
    expect(db.savedJobs.map((s) => s.jobId)).toEqual([4]);
    mockError('put', '/api/saved-jobs/:jobId', 409, SAVED_JOBS_API.tooMany);
    setSaved(coachUser.id, 5, true);
    await sendSaved(coachUser.id, 5, true);
    expect(ids()).toEqual([4]);
    expect(snackbarState.queue.map((s) => s.message)).toEqual([SAVED_JOBS_API.tooMany]);
  });

  it("sign-out forgets the account's ids, but never a visitor's own saves", async () => {
    setSaved(null, 3, true);
    signInAs('org');
    signOut();
    expect(ids()).toEqual([3]);
    signInAs('coach');
    await syncSavedJobs();
    expect(savedJobsState.owner).toBe(coachUser.id);
    signOut();
    expect(savedJobsState).toMatchObject({ owner: null, jobs: [] });
    expect(stored()).toEqual({ owner: null, jobs: [] });
  });
});
