/**
 * Sessions and e-mail changes (issue 31, migration 016). A session is a refresh-token family
 * (server/db/queries/tokens.ts): user_sessions holds its sign-in time, last refresh and
 * User-Agent, keyed by the family id. A session is live while its family holds a refresh token
 * that is unused, unrevoked and unexpired; ending one revokes the family.
 */
import type { Db } from '../connect';

/** The longest a User-Agent is kept. */
export const USER_AGENT_MAX = 512;

export interface SessionRow {
  family_id: string;
  created_at: number;
  last_used_at: number;
  user_agent: string;
}

/** Records a new family's sign-in (its first refresh token is inserted beside it). */
export async function insertSession(
  db: Db,
  s: { familyId: string; userId: number; nowMs: number; userAgent: string; secondFactor?: boolean },
): Promise<void> {
  await db.q
    .insertInto('user_sessions')
    .values({
      family_id: s.familyId,
      user_id: s.userId,
      created_at: s.nowMs,
      last_used_at: s.nowMs,
      user_agent: s.userAgent.slice(0, USER_AGENT_MAX),
      second_factor: s.secondFactor ? 1 : 0,
    })
    .onConflict((oc) => oc.column('family_id').doNothing())
    .execute();
}

/**
 * A refresh of the family: its last use. False when the session is gone (ended): the refresh
 * must then fail. The row lock this takes orders a refresh against endSessions, which deletes
 * the row before it revokes the tokens: whichever comes second sees the other's work.
 */
export async function touchSession(db: Db, familyId: string, nowMs: number): Promise<boolean> {
  const r = await db.q
    .updateTable('user_sessions')
    .set({ last_used_at: nowMs })
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Whether the session was signed in with its second factor (its refreshed tokens carry `mf`). */
export async function sessionSecondFactor(db: Db, familyId: string): Promise<boolean> {
  const row = await db.q
    .selectFrom('user_sessions')
    .select('second_factor')
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return row?.second_factor === 1;
}

/** The user's live sessions, the last used first. */
export function listLiveSessions(db: Db, userId: number, nowMs: number): Promise<SessionRow[]> {
  return db.q
    .selectFrom('user_sessions as s')
    .select(['s.family_id', 's.created_at', 's.last_used_at', 's.user_agent'])
    .where('s.user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_tokens as r')
          .select('r.id')
          .whereRef('r.family_id', '=', 's.family_id')
          .where('r.user_id', '=', userId)
          .where('r.used_at', 'is', null)
          .where('r.revoked_at', 'is', null)
          .where('r.expires_at', '>', nowMs),
      ),
    )
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.family_id')
    .execute();
}

/**
 * Ends the user's sessions `familyIds` (all of them but `keep` when `familyIds` is 'all'):
 * revokes their refresh tokens and drops their rows. Returns how many sessions there were.
 * Another user's family changes nothing (the user_id is in every WHERE).
 */
export async function endSessions(
  db: Db,
  userId: number,
  which: { familyId: string } | { allBut: string | null },
  nowMs: number,
): Promise<number> {
  let sessions = db.q.selectFrom('user_sessions').select('family_id').where('user_id', '=', userId);
  if ('familyId' in which) sessions = sessions.where('family_id', '=', which.familyId);
  else if (which.allBut !== null) sessions = sessions.where('family_id', '!=', which.allBut);
  const ids = (await sessions.execute()).map((r) => r.family_id);
  if (ids.length === 0) return 0;
  // The rows first (a refresh running now waits on them, then finds none and fails: see
  // touchSession), then the tokens (a refresh that went first has committed its new token).
  const gone = await db.q
    .deleteFrom('user_sessions')
    .where('user_id', '=', userId)
    .where('family_id', 'in', ids)
    .returning('family_id')
    .execute();
  if (gone.length === 0) return 0;
  await db.q
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowMs })
    .where('user_id', '=', userId)
    .where(
      'family_id',
      'in',
      gone.map((r) => r.family_id),
    )
    .where('revoked_at', 'is', null)
    .execute();
  return gone.length;
}

/** Housekeeping: drops the user's sessions whose family has no refresh token left. */
export async function deleteEmptySessions(db: Db, userId: number): Promise<void> {
  await db.q
    .deleteFrom('user_sessions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('refresh_tokens as r')
            .select('r.id')
            .whereRef('r.family_id', '=', 'user_sessions.family_id'),
        ),
      ),
    )
    .execute();
}

/** Every session row and pending e-mail change of the user (account deletion). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.q.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
  await db.q.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}

// ---- e-mail changes ----

/** A pending change to `newEmail`; voids the user's older pending ones. */
export async function insertEmailChange(
  db: Db,
  c: { userId: number; newEmail: string; tokenHash: string; expiresAt: number; nowMs: number },
): Promise<void> {
  await db.q
    .updateTable('email_changes')
    .set({ used_at: c.nowMs })
    .where('user_id', '=', c.userId)
    .where('used_at', 'is', null)
    .execute();
  await db.q
    .insertInto('email_changes')
    .values({
      user_id: c.userId,
      new_email: c.newEmail,
      token_hash: c.tokenHash,
      expires_at: c.expiresAt,
      created_at: c.nowMs,
    })
    .execute();
}

/** Uses a live change token in one statement: its user and new address, or undefined. */
export function takeEmailChange(
  db: Db,
  tokenHash: string,
  nowMs: number,
): Promise<{ user_id: number; new_email: string } | undefined> {
  return db.q
    .updateTable('email_changes')
    .set({ used_at: nowMs })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/** Sets the user's e-mail (and its unique key); the new address was proven by its link. */
export async function setUserEmail(
  db: Db,
  userId: number,
  email: string,
  key: string,
): Promise<void> {
  await db.q
    .updateTable('users')
    .set({ email, email_key: key, email_verified: 1 })
    .where('id', '=', userId)
    .execute();
}
