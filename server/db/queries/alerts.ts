/**
 * Job alerts (issue 26): a coach's alerts (at most MAX_ALERTS, counted with the coach's row
 * locked), a visitor's (unconfirmed until its mailed link is used: alert_tokens, hashed, single
 * use), changes, deletion, and the alert_keys rows of the active instant alerts (kept here, in
 * every write that changes what they depend on). Sending is alert-runs.ts's.
 */
import type { AlertFrequency } from '../../../src/shared/constants';
import {
  alertAnchorKeys,
  contextText,
  joinTerms,
  matchSig,
  splitTerms,
} from '../../lib/alert-match';
import type { AlertPlan, StoredQuery } from '../../lib/alert-query';
import { sha256 } from '../../lib/crypto';
import type { Db } from '../connect';
import { emailKey } from './users';

export interface AlertRow {
  id: number;
  userId: number | null;
  email: string | null;
  query: StoredQuery;
  plan: AlertPlan;
  terms: string[];
  frequency: AlertFrequency;
  paused: boolean;
  confirmed: boolean;
  createdAt: number;
  lastSentAt: number | null;
  watermark: number;
  dueFrom: number | null;
  dueTo: number | null;
  nextDue: number | null;
  nonce: string;
}

type Raw = {
  id: number;
  user_id: number | null;
  email: string | null;
  query: string;
  plan: string;
  terms: string;
  frequency: AlertFrequency;
  paused: number;
  confirmed: number;
  created_at: number;
  last_sent_at: number | null;
  watermark: number;
  due_from: number | null;
  due_to: number | null;
  next_due: number | null;
  token_nonce: string;
};

export function toAlert(r: Raw): AlertRow {
  return {
    id: r.id,
    userId: r.user_id,
    email: r.email,
    query: JSON.parse(r.query) as StoredQuery,
    plan: JSON.parse(r.plan) as AlertPlan,
    terms: splitTerms(r.terms),
    frequency: r.frequency,
    paused: r.paused === 1,
    confirmed: r.confirmed === 1,
    createdAt: r.created_at,
    lastSentAt: r.last_sent_at,
    watermark: r.watermark,
    dueFrom: r.due_from,
    dueTo: r.due_to,
    nextDue: r.next_due,
    nonce: r.token_nonce,
  };
}

export const ALERT_COLUMNS = [
  'id',
  'user_id',
  'email',
  'query',
  'plan',
  'terms',
  'frequency',
  'paused',
  'confirmed',
  'created_at',
  'last_sent_at',
  'watermark',
  'due_from',
  'due_to',
  'next_due',
  'token_nonce',
] as const;

export async function countAlertsOf(db: Db, userId: number): Promise<number> {
  const row = await db.q
    .selectFrom('job_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAlert {
  userId: number | null;
  email: string | null;
  query: StoredQuery;
  plan: AlertPlan;
  terms: readonly string[];
  frequency: AlertFrequency;
  confirmed: boolean;
  createdAt: number;
  watermark: number;
  nextDue: number | null;
  nonce: string;
}

/** Inserts an alert (and its keys when it is an active instant one); returns its id. */
export async function insertAlert(t: Db, a: NewAlert): Promise<number> {
  const { id } = await t.q
    .insertInto('job_alerts')
    .values({
      user_id: a.userId,
      email: a.email,
      email_key: a.email === null ? null : emailKey(a.email),
      query: JSON.stringify(a.query),
      plan: JSON.stringify(a.plan),
      terms: joinTerms(a.terms),
      frequency: a.frequency,
      confirmed: a.confirmed ? 1 : 0,
      created_at: a.createdAt,
      watermark: a.watermark,
      next_due: a.nextDue,
      token_nonce: a.nonce,
      match_sig: matchSig(a.plan, a.terms),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncAlertKeys(t, id, a.createdAt);
  return id;
}

export async function findAlert(db: Db, id: number): Promise<AlertRow | undefined> {
  const row = await db.q
    .selectFrom('job_alerts')
    .select(ALERT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toAlert(row) : undefined;
}

/** A coach's alerts, newest first. */
export async function listAlertsOf(db: Db, userId: number): Promise<AlertRow[]> {
  const rows = await db.q
    .selectFrom('job_alerts')
    .select(ALERT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAlert);
}

export interface AlertChange {
  query?: StoredQuery;
  plan?: AlertPlan;
  terms?: readonly string[];
  frequency?: AlertFrequency;
  paused?: boolean;
  confirmed?: boolean;
  watermark?: number;
  dueFrom?: number | null;
  dueTo?: number | null;
  nextDue?: number | null;
}

/**
 * Applies a change to alert `id` and takes up its search's keys (inside the caller's
 * transaction). A new plan comes with its terms.
 */
export async function changeAlert(t: Db, id: number, c: AlertChange, now: number): Promise<void> {
  await t.q
    .updateTable('job_alerts')
    .set({
      ...(c.query && { query: JSON.stringify(c.query) }),
      ...(c.plan && { plan: JSON.stringify(c.plan) }),
      ...(c.terms && { terms: joinTerms(c.terms) }),
      ...(c.plan && c.terms && { match_sig: matchSig(c.plan, c.terms) }),
      ...(c.frequency && { frequency: c.frequency }),
      ...(c.paused !== undefined && { paused: c.paused ? 1 : 0 }),
      ...(c.confirmed !== undefined && { confirmed: c.confirmed ? 1 : 0 }),
      ...(c.watermark !== undefined && { watermark: c.watermark }),
      ...(c.dueFrom !== undefined && { due_from: c.dueFrom }),
      ...(c.dueTo !== undefined && { due_to: c.dueTo }),
      ...(c.nextDue !== undefined && { next_due: c.nextDue }),
    })
    .where('id', '=', id)
    .execute();
  await syncAlertKeys(t, id, now);
}

/** Deletes alert `id` (its tokens go with it; its search's keys stay for others); false if none. */
export async function deleteAlert(t: Db, id: number, userId?: number): Promise<boolean> {
  let q = t.q.deleteFrom('job_alerts').where('id', '=', id);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * Takes up the keys of alert `id`'s search while it is a confirmed, running instant alert: they
 * are written if missing, and touched (`now`) so that housekeeping keeps them. An alert that
 * stops is left to housekeeping (purgeStaleAlerts), which never takes keys from under a search
 * taken up within the hour, so a concurrent new alert of the same search cannot lose them.
 */
export async function syncAlertKeys(t: Db, id: number, now: number): Promise<void> {
  const a = await t.q
    .selectFrom('job_alerts')
    .select(['plan', 'terms', 'frequency', 'paused', 'confirmed', 'match_sig'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (a?.frequency !== 'instant' || a.paused === 1 || a.confirmed === 0) return;
  const plan = JSON.parse(a.plan) as AlertPlan;
  const keys = alertAnchorKeys(plan, splitTerms(a.terms));
  for (let i = 0; i < keys.length; i += 500) {
    await t.q
      .insertInto('alert_keys')
      .values(
        keys.slice(i, i + 500).map((key) => ({
          key,
          sig: a.match_sig,
          terms: a.terms,
          min_pay: plan.minPay ?? null,
          context: contextText(plan.context),
          touched_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['key', 'sig']).doUpdateSet({ touched_at: now }))
      .execute();
  }
}

// ---- a visitor's confirmation ----

/** A visitor's confirmation link lasts this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

/** Stores the hash of `token`, the confirmation of alert `alertId`. */
export async function insertConfirmToken(
  t: Db,
  alertId: number,
  token: string,
  now: number,
): Promise<void> {
  await t.q
    .insertInto('alert_tokens')
    .values({
      token_hash: sha256(token),
      alert_id: alertId,
      expires_at: now + CONFIRM_TTL_MS,
      created_at: now,
    })
    .execute();
}

/** Uses a confirmation token once: the alert it confirms, or null (unknown, used, expired). */
export async function useConfirmToken(t: Db, token: string, now: number): Promise<number | null> {
  const row = await t.q
    .updateTable('alert_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('alert_id')
    .executeTakeFirst();
  return row?.alert_id ?? null;
}

/** Keys untouched this long, of searches no running instant alert has, are deleted. */
const KEYS_KEPT_MS = 60 * 60_000;

/**
 * Housekeeping: visitors' alerts never confirmed whose links have expired, confirmation tokens
 * used or expired a day ago, and the keys of searches no running instant alert has any more.
 */
export async function purgeStaleAlerts(db: Db, now: number): Promise<void> {
  await db.q
    .deleteFrom('alert_keys')
    .where('touched_at', '<', now - KEYS_KEPT_MS)
    .where(
      'sig',
      'not in',
      db.q
        .selectFrom('job_alerts')
        .select('match_sig')
        .where('frequency', '=', 'instant')
        .where('paused', '=', 0)
        .where('confirmed', '=', 1),
    )
    .execute();
  await db.q
    .deleteFrom('job_alerts')
    .where('confirmed', '=', 0)
    .where('created_at', '<', now - CONFIRM_TTL_MS)
    .execute();
  await db.q
    .deleteFrom('alert_tokens')
    .where((eb) =>
      eb.or([eb('used_at', '<', now - 86_400_000), eb('expires_at', '<', now - 86_400_000)]),
    )
    .execute();
}

// ---- a coach's data (the export and account deletion of issue 19/31) ----

/** A coach's alerts as the data export shows them. */
export async function exportAlertsOf(db: Db, userId: number) {
  return (await listAlertsOf(db, userId)).map((a) => ({
    id: a.id,
    query: a.query,
    frequency: a.frequency,
    paused: a.paused,
    createdAt: new Date(a.createdAt).toISOString(),
    lastSentAt: a.lastSentAt === null ? null : new Date(a.lastSentAt).toISOString(),
  }));
}

/** Deletes every alert of a coach (deleting the coach's row does the same: ON DELETE CASCADE). */
export async function deleteAlertsOf(t: Db, userId: number): Promise<void> {
  await t.q.deleteFrom('job_alerts').where('user_id', '=', userId).execute();
}
