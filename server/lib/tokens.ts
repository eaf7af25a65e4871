import { sign, verify } from 'hono/jwt';
import type { JWTPayload } from 'hono/utils/jwt/types';
import { ROLE_COACH, ROLE_ORG, type Role } from '../../src/shared/constants';
import type { DB } from '../db/open';
import type { AuthUser } from '../types';
import { randomToken, sha256 } from './crypto';

/** API.md lifetimes. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TTL_REMEMBER_MS = 30 * 24 * 3600 * 1000;
export const REFRESH_TTL_SESSION_MS = 12 * 3600 * 1000;
export const USER_TOKEN_TTL_MS = 3600 * 1000;

const ALG = 'HS256' as const;

export interface AccessClaims extends JWTPayload {
  sub: string;
  role: Role;
  typ: 'access';
  iat: number;
  exp: number;
  /** The user's session epoch when issued: bumped on password change/reset. */
  sv: number;
}

interface SessionRow {
  role: Role;
  tokens_valid_after: number;
  session_epoch: number;
}

function sessionRow(db: DB, userId: number): SessionRow | undefined {
  return db
    .prepare('SELECT role, tokens_valid_after, session_epoch FROM users WHERE id = ?')
    .get(userId) as SessionRow | undefined;
}

/** Signs a 15-minute access token for the user. */
export async function signAccessToken(
  db: DB,
  secret: string,
  userId: number,
  nowMs: number,
): Promise<string> {
  const row = sessionRow(db, userId);
  if (!row) throw new Error('user not found');
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessClaims = {
    sub: String(userId),
    role: row.role,
    typ: 'access',
    iat,
    exp: iat + ACCESS_TOKEN_TTL_S,
    sv: row.session_epoch,
  };
  return sign(claims, secret, ALG);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Verifies an access token: HS256 pinned (hono/jwt), `exp` required and checked against the
 * app clock, `typ:'access'`, a known role, iat not before the user's tokens_valid_after and
 * the session epoch current. Returns the caller or null.
 */
export async function verifyAccessToken(
  db: DB,
  secret: string,
  token: string,
  nowMs: number,
): Promise<AuthUser | null> {
  let payload: JWTPayload;
  try {
    payload = await verify(token, secret, { alg: ALG, exp: false, nbf: false, iat: false });
  } catch {
    return null;
  }
  const now = Math.floor(nowMs / 1000);
  const { exp, iat, nbf, typ, role, sub, sv } = payload as Record<string, unknown>;
  if (!isNum(exp) || exp <= now) return null;
  if (!isNum(iat) || iat > now + 5) return null;
  if (nbf !== undefined && (!isNum(nbf) || nbf > now)) return null;
  if (typ !== 'access' || (role !== ROLE_COACH && role !== ROLE_ORG)) return null;
  if (typeof sub !== 'string' || !/^\d{1,15}$/.test(sub) || !isNum(sv)) return null;
  const id = Number(sub);
  const row = sessionRow(db, id);
  if (!row || row.role !== role || iat < row.tokens_valid_after || sv !== row.session_epoch) {
    return null;
  }
  return { id, role };
}

// ---- refresh tokens: opaque, hashed, single use, rotated within a family ----

export function issueRefreshToken(
  db: DB,
  userId: number,
  remember: boolean,
  nowMs: number,
  familyId = randomToken(16),
): string {
  // housekeeping: the user's expired refresh tokens are of no further use
  db.prepare('DELETE FROM refresh_tokens WHERE user_id = ? AND expires_at < ?').run(
    userId,
    nowMs - REFRESH_TTL_REMEMBER_MS,
  );
  const token = randomToken(32);
  const ttl = remember ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_SESSION_MS;
  db.prepare(
    `INSERT INTO refresh_tokens (user_id, token_hash, family_id, remember, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(userId, sha256(token), familyId, remember ? 1 : 0, nowMs + ttl, nowMs);
  return token;
}

interface RefreshRow {
  id: number;
  user_id: number;
  family_id: string;
  remember: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export type RotateResult =
  | { ok: true; userId: number; refreshToken: string }
  | { ok: false; reuse: boolean; userId?: number };

/** Uses a refresh token once: a reused one revokes its whole family. Call inside a transaction. */
export function rotateRefreshToken(db: DB, token: string, nowMs: number): RotateResult {
  const row = db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?').get(sha256(token)) as
    | RefreshRow
    | undefined;
  if (!row) return { ok: false, reuse: false };
  if (row.used_at !== null) {
    revokeFamily(db, row.family_id, nowMs);
    return { ok: false, reuse: true, userId: row.user_id };
  }
  if (row.revoked_at !== null || row.expires_at <= nowMs) return { ok: false, reuse: false };
  db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE id = ?').run(nowMs, row.id);
  const next = issueRefreshToken(db, row.user_id, row.remember === 1, nowMs, row.family_id);
  return { ok: true, userId: row.user_id, refreshToken: next };
}

export function revokeFamily(db: DB, familyId: string, nowMs: number): void {
  db.prepare(
    'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL',
  ).run(nowMs, familyId);
}

/** Logout: revokes the token's family (unknown tokens are ignored). */
export function revokeRefreshToken(db: DB, token: string, nowMs: number): void {
  const row = db
    .prepare('SELECT family_id FROM refresh_tokens WHERE token_hash = ?')
    .get(sha256(token)) as { family_id: string } | undefined;
  if (row) revokeFamily(db, row.family_id, nowMs);
}

/**
 * Ends every session of the user (password change or reset): revokes all refresh tokens,
 * sets tokens_valid_after and bumps the session epoch so older access tokens are refused.
 */
export function revokeAllSessions(db: DB, userId: number, nowMs: number): void {
  db.prepare(
    'UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  ).run(nowMs, userId);
  db.prepare(
    'UPDATE users SET tokens_valid_after = ?, session_epoch = session_epoch + 1 WHERE id = ?',
  ).run(Math.floor(nowMs / 1000), userId);
}

// ---- reset and confirmation tokens ----

export type UserTokenPurpose = 'reset' | 'confirm';

/** Issues a 1-hour single-use token; a newer one voids the user's older ones of that purpose. */
export function issueUserToken(
  db: DB,
  userId: number,
  purpose: UserTokenPurpose,
  nowMs: number,
): string {
  voidUserTokens(db, userId, purpose, nowMs);
  const token = randomToken(32);
  db.prepare(
    `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(userId, purpose, sha256(token), nowMs + USER_TOKEN_TTL_MS, nowMs);
  return token;
}

export function voidUserTokens(
  db: DB,
  userId: number,
  purpose: UserTokenPurpose,
  nowMs: number,
): void {
  db.prepare(
    'UPDATE user_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
  ).run(nowMs, userId, purpose);
}

/** The user id a live token of `purpose` belongs to, or null. Does not consume it. */
export function findUserToken(
  db: DB,
  token: string,
  purpose: UserTokenPurpose,
  nowMs: number,
): number | null {
  const row = db
    .prepare(
      `SELECT user_id FROM user_tokens
       WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
    )
    .get(sha256(token), purpose, nowMs) as { user_id: number } | undefined;
  return row ? row.user_id : null;
}

/** Consumes a live token of `purpose`; returns its user id or null. Call inside a transaction. */
export function consumeUserToken(
  db: DB,
  token: string,
  purpose: UserTokenPurpose,
  nowMs: number,
): number | null {
  const userId = findUserToken(db, token, purpose, nowMs);
  if (userId === null) return null;
  db.prepare('UPDATE user_tokens SET used_at = ? WHERE token_hash = ?').run(nowMs, sha256(token));
  return userId;
}
