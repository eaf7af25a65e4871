/**
 * Every kind of work item and every sweep, by name: what a worker runs. A new kind of
 * background work is a Job here (and a queue call where the work arises) or a Sweep.
 */
import { flushViews } from '../db/queries/views';
import { alertMailJob, alertSweep } from './alerts';
import { credentialSweep } from './credentials';
import { lifecycleSweep } from './lifecycle';
import { mailJob } from './mail';
import { retentionSweep } from './retention';
import type { Job, Sweep, WorkDeps } from './runner';

export const JOBS: Record<string, Job> = {
  mail: mailJob,
  'alert-mail': alertMailJob,
};

export const SWEEPS: Sweep[] = [alertSweep, lifecycleSweep, credentialSweep, retentionSweep];

/**
 * This process's counted views (server/db/queries/views.ts), written on every tick of its
 * timer so that counts reach the database within a second even when no request writes them,
 * and retried on the next tick when the database refused them. A view batch is its own work
 * item in effect: one transaction that adds counts, so it is applied once.
 */
export const flushOwnViews: Sweep = {
  name: 'views',
  run: (deps: WorkDeps) => flushViews(deps.db),
};
