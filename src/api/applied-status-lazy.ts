// getAppliedStatus (./applied-status.ts) loaded when called: the job details page asks only for a
// signed-in coach, so its first visit (issue 8) carries neither the call nor its response check.
import type { CallOptions } from './client';

export const getAppliedStatus = async (jobId: number | string, options?: CallOptions) =>
  (await import('./applied-status')).getAppliedStatus(jobId, options);
