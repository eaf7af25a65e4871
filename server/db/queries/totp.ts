/**
 * The second factor and two-step sign-in (issue 32, migration 017): user_totp (the encrypted
 * secret, enabled_at, the last time step used), recovery_codes (SHA-256, each used once),
 * login_challenges (step one of a sign-in: SHA-256 of the challenge, 5 minutes, single use),
 * and whether an account may sign in at all (suspension of the user or its organisation).
 * Encryption and hashing are server/lib/totp.ts's; only stored forms come here.
 *
 * Every use is one conditional UPDATE (a step later than the last one, a code or challenge not
 * yet used), so of two requests presenting the same code at once only one passes.
 */
import type { Db } from '../connect';

export interface TotpRow {
  secret_enc: string;
  enabled_at: string | null;
  last_step: number;
}

export function findTotp(db: Db, userId: number): Promise<TotpRow | undefined> {
  return db.q
    .selectFrom('user_totp')
    .select(['secret_enc', 'enabled_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function isTotpEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await findTotp(db, userId);
  return row?.enabled_at != null;
}

/**
 * Starts (or restarts) a pending enrolment with a new secret. An enabled one is left as it is
 * (the upsert's WHERE): false then, so two requests cannot replace an enabled secret.
 */
export async function savePendingTotp(
  db: Db,
  userId: number,
  secretEnc: string,
  createdAt: string,
): Promise<boolean> {
  const r = await db.q
    .insertInto('user_totp')
    .values({ user_id: userId, secret_enc: secretEnc, created_at: createdAt })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({
          secret_enc: secretEnc,
          enabled_at: null,
          last_step: 0,
          created_at: createdAt,
        })
        .where('user_totp.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Enables a pending enrolment with its first code's step; false when it was not pending. */
export async function enableTotp(
  db: Db,
  userId: number,
  step: number,
  enabledAt: string,
): Promise<boolean> {
  const r = await db.q
    .updateTable('user_totp')
    .set({ enabled_at: enabledAt, last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Uses time step `step` of an enabled TOTP: false when it (or a later one) was used already. */
export async function consumeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const r = await db.q
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The user's recovery codes become `hashes` (a new enrolment voids the old ones). */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.q.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length === 0) return;
  await db.q
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses an unused recovery code of the user, in one statement; false when there is none. */
export async function consumeRecoveryCode(
  db: Db,
  userId: number,
  codeHash: string,
  usedAt: string,
): Promise<boolean> {
  const r = await db.q
    .updateTable('recovery_codes')
    .set({ used_at: usedAt })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The unused recovery codes left (the account screen may say how many). */
export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db.q
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Turns the second factor off: the secret, the recovery codes and open sign-in challenges. */
export async function deleteTotp(db: Db, userId: number): Promise<void> {
  await db.q.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
  await db.q.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.q.deleteFrom('user_totp').where('user_id', '=', userId).execute();
}

// ---- two-step sign-in ----

/** Records step one of a sign-in; drops the user's used or expired challenges (housekeeping). */
export async function insertLoginChallenge(
  db: Db,
  c: { hash: string; userId: number; remember: boolean; expiresAt: number; nowMs: number },
): Promise<void> {
  await db.q
    .deleteFrom('login_challenges')
    .where('user_id', '=', c.userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', c.nowMs)]))
    .execute();
  await db.q
    .insertInto('login_challenges')
    .values({
      challenge_hash: c.hash,
      user_id: c.userId,
      remember: c.remember ? 1 : 0,
      expires_at: c.expiresAt,
    })
    .execute();
}

/** The user and remember flag of a live (unused, unexpired) challenge; does not use it. */
export function findLoginChallenge(
  db: Db,
  hash: string,
  nowMs: number,
): Promise<{ user_id: number; remember: number } | undefined> {
  return db.q
    .selectFrom('login_challenges')
    .select(['user_id', 'remember'])
    .where('challenge_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
}

/** Uses a live challenge in one statement: its user and remember flag, or undefined. */
export function takeLoginChallenge(
  db: Db,
  hash: string,
  nowMs: number,
): Promise<{ user_id: number; remember: number } | undefined> {
  return db.q
    .updateTable('login_challenges')
    .set({ used_at: nowMs })
    .where('challenge_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning(['user_id', 'remember'])
    .executeTakeFirst();
}

// ---- who may sign in ----

/** Whether the user, or the organisation it belongs to, is suspended (or the user is gone). */
export async function isSignInSuspended(db: Db, userId: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('users as u')
    .leftJoin('organisations as o', 'o.id', 'u.org_id')
    .select(['u.suspended_at as user', 'o.suspended_at as org'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return !row || row.user !== null || (row.org ?? null) !== null;
}
