/**
 * Tokens and sessions: refresh tokens (single use, rotated within a family), reset and
 * confirmation tokens (single use, one hour), and the users' columns that end every session
 * (tokens_valid_after, session_epoch). Only hashes are stored; hashing and signing are
 * server/lib/tokens.ts's.
 *
 * Using a token is one UPDATE ... WHERE it is still unused ... RETURNING: of two servers that
 * present the same token at once, one gets the row and the other nothing (PostgreSQL
 * re-checks the WHERE after waiting for the row lock; SQLite's writers take turns).
 */
import type { Role } from '../../../src/shared/constants';
import type { Db } from '../connect';

export type UserTokenPurpose = 'reset' | 'confirm';

// ---- sessions ----

export interface SessionState {
  role: Role;
  /** Access tokens issued before this (epoch seconds) are refused. */
  tokens_valid_after: number;
  session_epoch: number;
}

/** What an access token is checked against, or undefined for an unknown user. */
export function findSessionState(db: Db, userId: number): Promise<SessionState | undefined> {
  return db.q
    .selectFrom('users')
    .select(['role', 'tokens_valid_after', 'session_epoch'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Ends every session of the user: revokes its refresh tokens and refuses the access tokens
 * issued before `nowMs` (tokens_valid_after, and a new session epoch). Call inside a transaction.
 */
export async function endUserSessions(db: Db, userId: number, nowMs: number): Promise<void> {
  await db.q
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowMs })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await db.q
    .updateTable('users')
    .set((eb) => ({
      tokens_valid_after: Math.floor(nowMs / 1000),
      session_epoch: eb('users.session_epoch', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

// ---- refresh tokens ----

export interface NewRefreshToken {
  userId: number;
  tokenHash: string;
  familyId: string;
  remember: boolean;
  expiresAt: number;
  createdAt: number;
}

/** Housekeeping: drops the user's refresh tokens that expired before `before`. */
export async function deleteExpiredRefreshTokens(
  db: Db,
  userId: number,
  before: number,
): Promise<void> {
  await db.q
    .deleteFrom('refresh_tokens')
    .where('user_id', '=', userId)
    .where('expires_at', '<', before)
    .execute();
}

export async function insertRefreshToken(db: Db, r: NewRefreshToken): Promise<void> {
  await db.q
    .insertInto('refresh_tokens')
    .values({
      user_id: r.userId,
      token_hash: r.tokenHash,
      family_id: r.familyId,
      remember: r.remember ? 1 : 0,
      expires_at: r.expiresAt,
      created_at: r.createdAt,
    })
    .execute();
}

/**
 * Marks a live refresh token used, in one statement; returns what its successor needs, or
 * undefined when the token is unknown, used, revoked or expired.
 */
export function takeRefreshToken(
  db: Db,
  tokenHash: string,
  nowMs: number,
): Promise<{ user_id: number; family_id: string; remember: number } | undefined> {
  return db.q
    .updateTable('refresh_tokens')
    .set({ used_at: nowMs })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning(['user_id', 'family_id', 'remember'])
    .executeTakeFirst();
}

/** A refresh token by hash, whatever its state (to tell a reused token from an unknown one). */
export function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<{ user_id: number; family_id: string; used_at: number | null } | undefined> {
  return db.q
    .selectFrom('refresh_tokens')
    .select(['user_id', 'family_id', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeRefreshFamily(db: Db, familyId: string, nowMs: number): Promise<void> {
  await db.q
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowMs })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the family of the token with this hash (logout); an unknown hash changes nothing. */
export async function revokeRefreshFamilyOf(
  db: Db,
  tokenHash: string,
  nowMs: number,
): Promise<void> {
  await db.q
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowMs })
    .where('family_id', 'in', (eb) =>
      eb.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

// ---- reset and confirmation tokens ----

export interface NewUserToken {
  userId: number;
  purpose: UserTokenPurpose;
  tokenHash: string;
  expiresAt: number;
  createdAt: number;
}

export async function insertUserToken(db: Db, u: NewUserToken): Promise<void> {
  await db.q
    .insertInto('user_tokens')
    .values({
      user_id: u.userId,
      purpose: u.purpose,
      token_hash: u.tokenHash,
      expires_at: u.expiresAt,
      created_at: u.createdAt,
    })
    .execute();
}

/** Marks every unused token of the user for `purpose` used (a newer one, or a new password). */
export async function voidUserTokens(
  db: Db,
  userId: number,
  purpose: UserTokenPurpose,
  nowMs: number,
): Promise<void> {
  await db.q
    .updateTable('user_tokens')
    .set({ used_at: nowMs })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The user a live token of `purpose` belongs to, or null. Does not use it. */
export async function findLiveUserToken(
  db: Db,
  tokenHash: string,
  purpose: UserTokenPurpose,
  nowMs: number,
): Promise<number | null> {
  const row = await db.q
    .selectFrom('user_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
  return row ? row.user_id : null;
}

/** Uses a live token of `purpose`, in one statement; its user, or null. */
export async function takeUserToken(
  db: Db,
  tokenHash: string,
  purpose: UserTokenPurpose,
  nowMs: number,
): Promise<number | null> {
  const row = await db.q
    .updateTable('user_tokens')
    .set({ used_at: nowMs })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning('user_id')
    .executeTakeFirst();
  return row ? row.user_id : null;
}
