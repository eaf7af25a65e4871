// Reads a JWT's `exp` claim (seconds since the epoch) without verifying it: the server verifies;
// the client only needs to know when to refresh.

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's `exp` in seconds, or null when the token is malformed or has no numeric exp. */
export function jwtExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (payload && typeof payload === 'object' && 'exp' in payload) {
      const exp = (payload as { exp: unknown }).exp;
      return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** Seconds left before the token expires (negative once past), or null when unknown. */
export function secondsUntilExpiry(
  token: string | null | undefined,
  nowMs = Date.now(),
): number | null {
  const exp = jwtExpiry(token);
  return exp === null ? null : exp - nowMs / 1000;
}
