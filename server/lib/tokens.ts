import { sign, verify } from 'hono/jwt';
import type { JWTPayload } from 'hono/utils/jwt/types';
import { ROLE_ADMIN, ROLE_COACH, ROLE_ORG, type Role } from '../../src/shared/constants';
import { type Db, tx } from '../db/connect';
import { deleteEmptySessions, insertSession, touchSession } from '../db/queries/sessions';
import * as q from '../db/queries/tokens';
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
  /** The session (refresh-token family) it was issued to, when known (GET /api/user/sessions). */
  sid?: string;
  /** 1 when the session was signed in with its second factor (TOTP, issue 32). */
  mf?: 1;
}

/** Signs a 15-minute access token for the user. */
export async function signAccessToken(
  db: Db,
  secret: string,
  userId: number,
  nowMs: number,
  sessionId?: string,
  secondFactor = false,
): Promise<string> {
  const row = await q.findSessionState(db, userId);
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
  if (sessionId !== undefined) claims.sid = sessionId;
  if (secondFactor) claims.mf = 1;
  return sign(claims, secret, ALG);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Verifies an access token: HS256 pinned (hono/jwt), `exp` required and checked against the
 * app clock, `typ:'access'`, a known role, iat not before the user's tokens_valid_after and
 * the session epoch current. Returns the caller or null.
 */
export async function verifyAccessToken(
  db: Db,
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
  const { exp, iat, nbf, typ, role, sub, sv, sid, mf } = payload as Record<string, unknown>;
  if (!isNum(exp) || exp <= now) return null;
  if (!isNum(iat) || iat > now + 5) return null;
  if (nbf !== undefined && (!isNum(nbf) || nbf > now)) return null;
  if (typ !== 'access' || (role !== ROLE_COACH && role !== ROLE_ORG && role !== ROLE_ADMIN)) {
    return null;
  }
  if (typeof sub !== 'string' || !/^\d{1,15}$/.test(sub) || !isNum(sv)) return null;
  const id = Number(sub);
  const row = await q.findSessionState(db, id);
  if (!row || row.role !== role || iat < row.tokens_valid_after || sv !== row.session_epoch) {
    return null;
  }
  const secondFactor = mf === 1;
  return typeof sid === 'string'
    ? { id, role, sessionId: sid, secondFactor }
    : { id, role, secondFactor };
}

// ---- refresh tokens: opaque, hashed, single use, rotated within a family ----

/**
 * Issues a refresh token: a new family (a new session, recorded with `userAgent`) unless
 * `familyId` is given (a rotation, which records the session's last use itself).
 */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  remember: boolean,
  nowMs: number,
  familyId?: string,
  userAgent = '',
): Promise<string> {
  return (await startRefresh(db, userId, remember, nowMs, familyId, userAgent)).refreshToken;
}

/**
 * A new session: its first refresh token and its id (the access token's `sid`). `secondFactor`:
 * signed in with TOTP (issue 32), so its access tokens carry `mf`, on refresh too.
 */
export function startSession(
  db: Db,
  userId: number,
  remember: boolean,
  nowMs: number,
  userAgent: string,
  secondFactor = false,
): Promise<{ refreshToken: string; sessionId: string }> {
  return startRefresh(db, userId, remember, nowMs, undefined, userAgent, secondFactor);
}

async function startRefresh(
  db: Db,
  userId: number,
  remember: boolean,
  nowMs: number,
  given: string | undefined,
  userAgent: string,
  secondFactor = false,
): Promise<{ refreshToken: string; sessionId: string }> {
  const token = randomToken(32);
  const familyId = given ?? randomToken(16);
  const ttl = remember ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_SESSION_MS;
  await tx(db, async (t) => {
    // housekeeping: the user's expired refresh tokens are of no further use, nor their sessions
    await q.deleteExpiredRefreshTokens(t, userId, nowMs - REFRESH_TTL_REMEMBER_MS);
    await deleteEmptySessions(t, userId);
    if (given === undefined) {
      await insertSession(t, { familyId, userId, nowMs, userAgent, secondFactor });
    }
    await q.insertRefreshToken(t, {
      userId,
      tokenHash: sha256(token),
      familyId,
      remember,
      expiresAt: nowMs + ttl,
      createdAt: nowMs,
    });
  });
  return { refreshToken: token, sessionId: familyId };
}

export type RotateResult =
  | { ok: true; userId: number; refreshToken: string; sessionId: string }
  | { ok: false; reuse: boolean; userId?: number };

/**
 * Uses a refresh token once and issues its successor in the same family, in one transaction.
 * The use is one conditional UPDATE, so of two requests (on two servers) presenting the same
 * token only one rotates it; the other, like any reuse, revokes the whole family.
 */
export function rotateRefreshToken(db: Db, token: string, nowMs: number): Promise<RotateResult> {
  const hash = sha256(token);
  return tx(db, async (t): Promise<RotateResult> => {
    const known = await q.findRefreshToken(t, hash);
    if (!known) return { ok: false, reuse: false };
    // The session's row first, then the token: the order endSessions locks them in (so the two
    // cannot deadlock), and a session ended meanwhile has no row left to touch.
    const live = await touchSession(t, known.family_id, nowMs);
    const used = live ? await q.takeRefreshToken(t, hash, nowMs) : undefined;
    if (used) {
      const next = await issueRefreshToken(
        t,
        used.user_id,
        used.remember === 1,
        nowMs,
        used.family_id,
      );
      return { ok: true, userId: used.user_id, refreshToken: next, sessionId: used.family_id };
    }
    const row = await q.findRefreshToken(t, hash);
    if (row && row.used_at !== null) {
      await q.revokeRefreshFamily(t, row.family_id, nowMs);
      return { ok: false, reuse: true, userId: row.user_id };
    }
    if (!live) {
      // The session was ended (DELETE /api/user/sessions) while this token was in flight.
      await q.revokeRefreshFamily(t, known.family_id, nowMs);
      return { ok: false, reuse: false, userId: known.user_id };
    }
    return { ok: false, reuse: false };
  });
}

export function revokeFamily(db: Db, familyId: string, nowMs: number): Promise<void> {
  return q.revokeRefreshFamily(db, familyId, nowMs);
}

/** Logout: revokes the token's family (unknown tokens are ignored). */
export function revokeRefreshToken(db: Db, token: string, nowMs: number): Promise<void> {
  return q.revokeRefreshFamilyOf(db, sha256(token), nowMs);
}

/**
 * Ends every session of the user (password change or reset): revokes all refresh tokens,
 * sets tokens_valid_after and bumps the session epoch so older access tokens are refused.
 */
export function revokeAllSessions(db: Db, userId: number, nowMs: number): Promise<void> {
  return tx(db, (t) => q.endUserSessions(t, userId, nowMs));
}

// ---- reset and confirmation tokens ----

export type UserTokenPurpose = q.UserTokenPurpose;

/** Issues a 1-hour single-use token; a newer one voids the user's older ones of that purpose. */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: UserTokenPurpose,
  nowMs: number,
): Promise<string> {
  const token = randomToken(32);
  await tx(db, async (t) => {
    await q.voidUserTokens(t, userId, purpose, nowMs);
    await q.insertUserToken(t, {
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: nowMs + USER_TOKEN_TTL_MS,
      createdAt: nowMs,
    });
  });
  return token;
}

export function voidUserTokens(
  db: Db,
  userId: number,
  purpose: UserTokenPurpose,
  nowMs: number,
): Promise<void> {
  return q.voidUserTokens(db, userId, purpose, nowMs);
}

/** The user id a live token of `purpose` belongs to, or null. Does not consume it. */
export function findUserToken(
  db: Db,
  token: string,
  purpose: UserTokenPurpose,
  nowMs: number,
): Promise<number | null> {
  return q.findLiveUserToken(db, sha256(token), purpose, nowMs);
}

/**
 * Consumes a live token of `purpose` (one conditional UPDATE: of two requests with the same
 * token, one wins); returns its user id or null.
 */
export function consumeUserToken(
  db: Db,
  token: string,
  purpose: UserTokenPurpose,
  nowMs: number,
): Promise<number | null> {
  return q.takeUserToken(db, sha256(token), purpose, nowMs);
}
