/**
 * The audit log (issue 32; migration 017): append-only. recordAudit is the only write, inside
 * the transaction of the change it records; triggers on both engines refuse UPDATE and DELETE.
 * Entries name ids, never people's names or contact details, so an account's deletion leaves
 * them as they are (decision 027).
 */

import type { Role } from '../../../src/shared/constants';
import type { AuditAction } from '../../../src/shared/schemas/trust';
import type { Db } from '../connect';

export interface AuditInput {
  actorId: number;
  actorRole: Role;
  action: AuditAction;
  /** What it acted on: 'job:12', 'org:3', 'user:5', 'application:44'. */
  target: string;
  orgId?: number | null;
  jobId?: number | null;
  /** The fields that changed, as they were and as they became. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  at: string;
}

/** Only the fields whose values differ between `before` and `after` (both sides). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

export async function recordAudit(t: Db, e: AuditInput): Promise<void> {
  await t.q
    .insertInto('audit_log')
    .values({
      at: e.at,
      actor_id: e.actorId,
      actor_role: e.actorRole,
      action: e.action,
      target: e.target,
      org_id: e.orgId ?? null,
      job_id: e.jobId ?? null,
      before: JSON.stringify(e.before ?? {}),
      after: JSON.stringify(e.after ?? {}),
    })
    .execute();
}
