// Fake JWTs for the mocks: a real header.payload.signature shape (the app reads `exp` without
// verifying), signed with nothing. The mock API accepts a token that it issued and that has not
// expired.
import { ROLE_COACH, type Role } from '../../src/shared/constants';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

let counter = 0;

/** A token for user `sub` with `role`, expiring `expiresInS` seconds from now (negative: past). */
export function makeToken({
  sub = 1,
  role = ROLE_COACH,
  expiresInS = 900,
  mf = false,
}: {
  sub?: number;
  role?: Role;
  expiresInS?: number;
  /** The second factor claim (issue 32): `mf: 1` when true. */
  mf?: boolean;
} = {}): string {
  const now = Math.floor(Date.now() / 1000);
  counter += 1;
  return [
    b64url({ alg: 'HS256', typ: 'JWT' }),
    b64url({
      sub,
      role,
      typ: 'access',
      iat: now,
      exp: now + expiresInS,
      jti: counter,
      ...(mf ? { mf: 1 } : {}),
    }),
    'mock-signature',
  ].join('.');
}

export type TokenClaims = { sub: number; role: Role; exp: number; mf?: 1 };

export function readToken(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as TokenClaims;
    return typeof claims.sub === 'number' && typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}
