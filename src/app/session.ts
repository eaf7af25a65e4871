// Token expiry (SPEC 4, API.md): checked on every route change. A token close to its `exp` is
// refreshed with the refresh token; when that fails (or the token is unreadable) the user is
// signed out, and a protected route then sends them to /signin.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { authState } from '../state/auth';

/** Resolves 'ok' (valid or refreshed), 'signed-out', or 'anonymous' (no token). */
export async function checkSession(nowMs = Date.now()): Promise<'ok' | 'signed-out' | 'anonymous'> {
  const token = authState.token;
  if (!token) return 'anonymous';
  // The check itself loads with the first one that has a token: a visitor never needs it.
  return import('./session-expiry').then((m) => m.checkExpiry(token, nowMs));
}

export function useSessionCheck(): void {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: run on every route change
  useEffect(() => {
    void checkSession();
  }, [location]);
}
