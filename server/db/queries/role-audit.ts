/**
 * What the audit log records of an organisation's change to a role (issue 32): the role's stored
 * fields as the organisation sets them (the jobs row without ids, clocks, the search key and
 * moderation's columns) and its tag names. Read before and after a change in its transaction;
 * audit.ts changedFields keeps only what moved.
 */
import type { Role } from '../../../src/shared/constants';
import type { Db } from '../connect';
import { changedFields, recordAudit } from './audit';

/** Columns that are not the organisation's to set, or only follow from the ones that are. */
const NOT_RECORDED = new Set([
  'id',
  'org_id',
  'created_at',
  'updated_at',
  'search_key',
  'closes_at',
  'respond_by_at',
  'respond_reminded',
  'pay_year_max',
  'review',
  'review_reason',
  'hidden_at',
  'visibility',
]);

/** The role's recorded fields, or undefined when there is no such role. */
export async function roleAuditFields(
  db: Db,
  jobId: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await db.q.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!row) return undefined;
  const tags = await db.q
    .selectFrom('job_tags as jt')
    .innerJoin('tags as t', 't.id', 'jt.tag_id')
    .select('t.name')
    .where('jt.job_id', '=', jobId)
    .orderBy('t.name')
    .execute();
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!NOT_RECORDED.has(k)) out[k] = v;
  out.tags = tags.map((t) => t.name);
  return out;
}

export interface Actor {
  id: number;
  role: Role;
}

/** Records the posting of role `jobId` (its fields as stored) in the transaction `t`. */
export async function auditRoleCreate(
  t: Db,
  actor: Actor,
  orgId: number,
  jobId: number,
  at: string,
): Promise<void> {
  await recordAudit(t, {
    actorId: actor.id,
    actorRole: actor.role,
    action: 'job.create',
    target: `job:${jobId}`,
    orgId,
    jobId,
    after: (await roleAuditFields(t, jobId)) ?? {},
    at,
  });
}

/**
 * Runs `change` of role `jobId` in the transaction `t` and records what it changed ('job.update'
 * or 'job.status'), when it did: `change` answers whether it happened (false: not the caller's
 * role, nothing recorded).
 */
export async function auditedRoleChange(
  t: Db,
  actor: Actor,
  orgId: number,
  jobId: number,
  action: 'job.update' | 'job.status',
  at: string,
  change: () => Promise<boolean>,
): Promise<boolean> {
  const before = await roleAuditFields(t, jobId);
  if (!(await change())) return false;
  const after = await roleAuditFields(t, jobId);
  const diff = changedFields(before ?? {}, after ?? {});
  if (Object.keys(diff.after).length === 0) return true;
  await recordAudit(t, {
    actorId: actor.id,
    actorRole: actor.role,
    action,
    target: `job:${jobId}`,
    orgId,
    jobId,
    ...diff,
    at,
  });
  return true;
}
