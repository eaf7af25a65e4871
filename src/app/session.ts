// Token expiry (SPEC 4, API.md): checked on every route change. A token close to its `exp` is
// refreshed with the refresh token; when that fails (or the token is unreadable) the user is
// signed out, and a protected route then sends them to /signin.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { TOKEN_REFRESH_MARGIN_S } from '../shared/constants';
import { authState, signOut } from '../state/auth';

/** Resolves 'ok' (valid or refreshed), 'signed-out', or 'anonymous' (no token). */
export async function checkSession(nowMs = Date.now()): Promise<'ok' | 'signed-out' | 'anonymous'> {
  const token = authState.token;
  if (!token) return 'anonymous';
  // Reading the token loads with the first check that has one: a visitor never needs it.
  const { secondsUntilExpiry } = await import('../lib/jwt-expiry');
  if (authState.token !== token) return authState.token ? 'ok' : 'signed-out';
  const left = secondsUntilExpiry(token, nowMs);
  if (left !== null && left > TOKEN_REFRESH_MARGIN_S) return 'ok';
  // The HTTP client loads only when a refresh is due (it stays out of the first-visit bundle).
  const { refreshSession } = await import('../api/session-recovery');
  const refreshed = await refreshSession();
  // Another check or call may have refreshed meanwhile.
  if (refreshed || (authState.token && authState.token !== token)) return 'ok';
  if (authState.token === token) signOut();
  return 'signed-out';
}

export function useSessionCheck(): void {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: run on every route change
  useEffect(() => {
    void checkSession();
  }, [location]);
}
