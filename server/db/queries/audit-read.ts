/**
 * Reading the audit log (GET /api/admin/audit, an organisation user's data export): newest
 * first, filtered by actor, organisation, role and time. Entries are only ever added
 * (queries/audit.ts recordAudit), so a page is stable under the (at, id) order.
 */
import type { Db } from '../connect';

export interface AuditFilter {
  actorId?: number;
  orgId?: number;
  jobId?: number;
  /** ISO times: entries at or after `from`, and before `toBefore`. */
  from?: string;
  toBefore?: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actorId: number;
  actorRole: string;
  action: string;
  target: string;
  orgId: number | null;
  jobId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const parsed = (text: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

function filtered(db: Db, f: AuditFilter) {
  let q = db.q.selectFrom('audit_log');
  if (f.actorId !== undefined) q = q.where('actor_id', '=', f.actorId);
  if (f.orgId !== undefined) q = q.where('org_id', '=', f.orgId);
  if (f.jobId !== undefined) q = q.where('job_id', '=', f.jobId);
  if (f.from !== undefined) q = q.where('at', '>=', f.from);
  if (f.toBefore !== undefined) q = q.where('at', '<', f.toBefore);
  return q;
}

/** One page of entries (newest first) and how many match in all. */
export async function auditPage(
  db: Db,
  f: AuditFilter,
  page: number,
  size: number,
): Promise<{ list: AuditRow[]; length: number }> {
  const rows = await filtered(db, f)
    .select([
      'id',
      'at',
      'actor_id as actorId',
      'actor_role as actorRole',
      'action',
      'target',
      'org_id as orgId',
      'job_id as jobId',
      'before',
      'after',
    ])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const total = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    list: rows.map((r) => ({ ...r, before: parsed(r.before), after: parsed(r.after) })),
    length: Number(total.n),
  };
}

/** Every entry of `actorId`'s own actions, oldest first (the data export). */
export async function auditEntriesBy(db: Db, actorId: number): Promise<AuditRow[]> {
  const rows = await db.q
    .selectFrom('audit_log')
    .select([
      'id',
      'at',
      'actor_id as actorId',
      'actor_role as actorRole',
      'action',
      'target',
      'org_id as orgId',
      'job_id as jobId',
      'before',
      'after',
    ])
    .where('actor_id', '=', actorId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, before: parsed(r.before), after: parsed(r.after) }));
}
