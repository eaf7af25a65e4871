/**
 * A role's lifecycle (issue 27, API.md part 2 "Role lifecycle"): its closing date and the instant
 * it closes (the end of that date in its state's zone), closing as filled or withdrawn (which
 * answers the applications still in progress), extending and reopening, the respond-by promise,
 * and the organisation's response record. Whether a role is open is judged when read: is_open
 * (the organisation has not closed it) and closes_at later than now, so no worker has to run for
 * a role to close; the job lists judge it at their version's closing moment (changes.ts).
 * Closing, extending and reopening an organisation's role are roles.ts's.
 */
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ClosedReason,
  LEGACY_CLOSING_DAYS,
  RESPONSE_RECORD_DAYS,
  RESPONSE_RECORD_MIN,
} from '../../../src/shared/constants';
import { addDays, dateIn, endOfDay, zoneOfState } from '../../../src/shared/zoned-time';
import type { Database, Db } from '../handle';
import { tx } from '../tx';

/** A role's lifecycle as lists and pages show it (API.md: summaries and details). */
export interface Lifecycle {
  closingDate: string;
  respondBy: string | null;
  open: boolean;
  closedReason: ClosedReason | null;
}

/** The stored columns a Lifecycle is made from (select them with LIFECYCLE_COLUMNS). */
export interface LifecycleColumns {
  is_open: number;
  closing_date: string | null;
  closes_at: string | null;
  closed_reason: 'filled' | 'withdrawn' | null;
  respond_by: string | null;
}
export const LIFECYCLE_COLUMNS = [
  'j.is_open',
  'j.closing_date',
  'j.closes_at',
  'j.closed_reason',
  'j.respond_by',
] as const;

/** The lifecycle of a role read at `cut` (an ISO instant: changes.ts closingCut, or now). */
export function lifecycleOf(row: LifecycleColumns, cut: string): Lifecycle {
  const open = row.is_open === 1 && row.closes_at != null && row.closes_at > cut;
  return {
    closingDate: row.closing_date ?? '',
    respondBy: row.respond_by,
    open,
    closedReason: open ? null : row.is_open === 1 ? 'expired' : (row.closed_reason ?? 'withdrawn'),
  };
}

/** A row without its lifecycle columns, with its Lifecycle. */
export function withLifecycle<R extends LifecycleColumns>(
  row: R,
  cut: string,
): Omit<R, keyof LifecycleColumns> & Lifecycle {
  const { is_open, closing_date, closes_at, closed_reason, respond_by, ...rest } = row;
  return {
    ...rest,
    ...lifecycleOf({ is_open, closing_date, closes_at, closed_reason, respond_by }, cut),
  };
}

/** The stored dates of a closing date and a promise in a state's zone (UTC ISO instants). */
export function roleDates(
  stateCode: string,
  closingDate: string,
  respondBy: string | null,
): {
  closing_date: string;
  closes_at: string;
  respond_by: string | null;
  respond_by_at: string | null;
} {
  const zone = zoneOfState(stateCode);
  return {
    closing_date: closingDate,
    closes_at: new Date(endOfDay(closingDate, zone)).toISOString(),
    respond_by: respondBy,
    respond_by_at: respondBy ? new Date(endOfDay(respondBy, zone)).toISOString() : null,
  };
}

/** The closing date of a role stored before closing dates: its posting date plus 60 days. */
export const legacyClosingDate = (stateCode: string, datePostedIso: string): string =>
  addDays(dateIn(Date.parse(datePostedIso), zoneOfState(stateCode)), LEGACY_CLOSING_DAYS);

/** The state code of a city (a role's zone comes from it). */
export async function stateCodeOfCity(db: Db, cityId: number): Promise<string> {
  const row = await db.q
    .selectFrom('cities as c')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select('s.code')
    .where('c.id', '=', cityId)
    .executeTakeFirst();
  return row?.code ?? 'NSW';
}

/**
 * Gives every role stored without a closing date (before migration 008, or by a copy of such
 * a database) its posting date plus 60 days and the instant that closes it. Run after
 * migrating, before the server answers; nothing to do once done.
 */
export async function ensureClosingDates(db: Database): Promise<void> {
  for (;;) {
    const rows = await db.q
      .selectFrom('jobs as j')
      .innerJoin('cities as c', 'c.id', 'j.city_id')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['j.id', 'j.date_posted', 'j.closing_date', 's.code'])
      .where('j.closes_at', 'is', null)
      .orderBy('j.id')
      .limit(1000)
      .execute();
    if (rows.length === 0) return;
    await tx(db, async (t) => {
      for (const r of rows) {
        const closing = r.closing_date ?? legacyClosingDate(r.code, r.date_posted);
        const { closing_date, closes_at } = roleDates(r.code, closing, null);
        await t.q
          .updateTable('jobs')
          .set({ closing_date, closes_at })
          .where('id', '=', r.id)
          .execute();
      }
    });
  }
}

/** A role of `orgId` as the status call needs it, or undefined (not theirs, or none). */
export async function orgRoleState(db: Db, orgId: number, jobId: number) {
  return db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select([...LIFECYCLE_COLUMNS, 'j.id', 'j.name', 'o.name as organisation', 's.code as state'])
    .where('j.id', '=', jobId)
    .where('j.org_id', '=', orgId)
    .executeTakeFirst();
}

/** Statuses an organisation has not yet answered (closing answers them: Not successful). */
export const IN_PROGRESS: readonly ApplicationStatus[] = [
  'Received',
  'Reviewing',
  'Shortlisted',
  'Interview',
];
/** Statuses that have not answered an applicant (the respond-by promise). */
export const UNANSWERED: readonly ApplicationStatus[] = ['Received', 'Reviewing'];

/**
 * An organisation's response record (API.md `orgData.responseRecord`): of the applications to
 * its roles whose respond-by date ended in the last 365 days, how many had moved past Received
 * and Reviewing by then. Null below RESPONSE_RECORD_MIN such applications.
 */
export async function responseRecord(
  db: Db,
  orgId: number,
  nowMs: number,
): Promise<{ promised: number; keptOnTime: number } | null> {
  const nowIso = new Date(nowMs).toISOString();
  const since = new Date(nowMs - RESPONSE_RECORD_DAYS * 864e5).toISOString();
  const answered = APPLICATION_STATUSES.filter((s) => !UNANSWERED.includes(s));
  const row = await db.q
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('promised'),
      eb.fn
        .count<number | string>('a.id')
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('application_status_history as h')
              .select('h.id')
              .whereRef('h.application_id', '=', 'a.id')
              .where('h.status', 'in', answered)
              .whereRef('h.changed_at', '<=', 'j.respond_by_at'),
          ),
        )
        .as('kept'),
    ])
    .where('j.org_id', '=', orgId)
    .where('j.respond_by_at', 'is not', null)
    .where('j.respond_by_at', '<=', nowIso)
    .where('j.respond_by_at', '>', since)
    .whereRef('a.applied_at', '<=', 'j.respond_by_at')
    .executeTakeFirst();
  const promised = Number(row?.promised ?? 0);
  if (promised < RESPONSE_RECORD_MIN) return null;
  return { promised, keptOnTime: Number(row?.kept ?? 0) };
}

/** A saved role about to close, for a coach who wants the reminder and has not applied. */
export interface ClosingReminder {
  userId: number;
  jobId: number;
  closesAt: string;
  closingDate: string;
  email: string;
  firstName: string;
  jobName: string;
  organisation: string;
}

/**
 * Saved roles closing within (`nowIso`, `untilIso`] whose coach has not been reminded of this
 * closing date, wants reminders and has not applied: at most `limit`.
 */
export async function dueClosingReminders(
  db: Db,
  nowIso: string,
  untilIso: string,
  limit: number,
): Promise<ClosingReminder[]> {
  const rows = await db.q
    .selectFrom('jobs as j')
    .innerJoin('saved_jobs as sj', 'sj.job_id', 'j.id')
    .innerJoin('users as u', 'u.id', 'sj.user_id')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select([
      'sj.user_id as userId',
      'j.id as jobId',
      'j.closes_at as closesAt',
      'j.closing_date as closingDate',
      'u.email',
      'u.first_name as firstName',
      'j.name as jobName',
      'o.name as organisation',
    ])
    .where('j.is_open', '=', 1)
    // Not for a role that is not public (held, rejected, suspended: issue 32): its page is 404.
    .where('j.visibility', '<', 2)
    .where('j.closes_at', '>', nowIso)
    .where('j.closes_at', '<=', untilIso)
    .where('u.closing_reminders', '=', 1)
    .where((eb) =>
      eb.or([
        eb('sj.reminded_for', 'is', null),
        eb('sj.reminded_for', '!=', eb.ref('j.closes_at')),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applications as a')
            .select('a.id')
            .whereRef('a.job_id', '=', 'j.id')
            .whereRef('a.user_id', '=', 'sj.user_id'),
        ),
      ),
    )
    .orderBy('j.closes_at')
    .limit(limit)
    .execute();
  return rows as ClosingReminder[];
}

/** Records a reminder of `closesAt` as sent; false when another run took it first. */
export async function claimClosingReminder(
  t: Db,
  r: { userId: number; jobId: number; closesAt: string },
): Promise<boolean> {
  const result = await t.q
    .updateTable('saved_jobs')
    .set({ reminded_for: r.closesAt })
    .where('user_id', '=', r.userId)
    .where('job_id', '=', r.jobId)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', r.closesAt)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A broken respond-by promise: a role whose date ended with applicants still unanswered. */
export interface BrokenPromise {
  jobId: number;
  jobName: string;
  respondBy: string;
  organisation: string;
  orgId: number;
}

/**
 * Roles whose respond-by date ended in (`sinceIso`, `nowIso`], not yet reminded of that date,
 * with an application still Received or Reviewing: at most `limit`.
 */
export async function brokenPromises(
  db: Db,
  sinceIso: string,
  nowIso: string,
  limit: number,
): Promise<BrokenPromise[]> {
  const rows = await db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select([
      'j.id as jobId',
      'j.name as jobName',
      'j.respond_by as respondBy',
      'o.name as organisation',
      'o.id as orgId',
    ])
    .where('j.respond_by_at', '>', sinceIso)
    .where('j.respond_by_at', '<=', nowIso)
    .where((eb) =>
      eb.or([
        eb('j.respond_reminded', 'is', null),
        eb('j.respond_reminded', '!=', eb.ref('j.respond_by')),
      ]),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('applications as a')
          .select('a.id')
          .whereRef('a.job_id', '=', 'j.id')
          .where('a.status', 'in', UNANSWERED),
      ),
    )
    .orderBy('j.respond_by_at')
    .limit(limit)
    .execute();
  return rows as BrokenPromise[];
}

/**
 * Records the reminder of a broken promise (once per respond-by date) and returns how many
 * applications wait and who to tell (the organisation's accounts); null when another run took
 * it first.
 */
export async function claimPromiseReminder(
  t: Db,
  p: BrokenPromise,
): Promise<{ waiting: number; emails: string[] } | null> {
  const result = await t.q
    .updateTable('jobs')
    .set({ respond_reminded: p.respondBy })
    .where('id', '=', p.jobId)
    .where('respond_by', '=', p.respondBy)
    .where((eb) =>
      eb.or([eb('respond_reminded', 'is', null), eb('respond_reminded', '!=', p.respondBy)]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const [count, users] = await Promise.all([
    t.q
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('job_id', '=', p.jobId)
      .where('status', 'in', UNANSWERED)
      .executeTakeFirstOrThrow(),
    t.q.selectFrom('users').select('email').where('org_id', '=', p.orgId).orderBy('id').execute(),
  ]);
  return { waiting: Number(count.n), emails: users.map((u) => u.email) };
}
