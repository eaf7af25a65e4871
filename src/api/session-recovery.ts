// What a signed-in session needs when its access token is refused (API.md: try the refresh token
// once, then sign out) and the logout call. Loaded by client.ts only when a 401 answers a
// signed-in call, and by the signed-in parts that use it (issue 8: a first visit is signed out).
// It sends through transport.ts and imports nothing of client.ts, which loads it.
import { currentLocation, navigateTo } from '../lib/navigation';
import { signInPathFor } from '../lib/return-path';
import { STORAGE_KEYS } from '../shared/constants';
import { authState, restoreAuth } from '../state/auth';
import { setTokens, signOut } from '../state/auth-actions';
import { readStored } from '../state/persist';
import { onClientReset, parseBody, send } from './transport';

/**
 * A token refresh the network does not answer in this time fails (the client has no other
 * timeout): the tabs take turns to refresh, and a stalled one must not hold up the others.
 * (Kept here, not with the shared constants: those are in the first visit's entry.)
 */
export const TOKEN_REFRESH_TIMEOUT_MS = 20_000;

let refreshing: Promise<boolean> | null = null;
onClientReset(() => {
  refreshing = null;
});

/**
 * Runs `task` while no other tab of the app runs one under the same name (the Web Locks API;
 * where a browser lacks it, at once).
 */
function oneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

/**
 * Exchanges the stored refresh token for a new pair. Concurrent callers share one request, and
 * the app's tabs take turns: a refresh token is single use, so when another tab has just spent
 * this one, its new pair (in local storage) is taken instead of sending the spent one again,
 * which would revoke the session's whole family in every tab (API.md).
 * Resolves false when there is no refresh token or the server refuses it.
 */
export function refreshSession(): Promise<boolean> {
  const refreshToken = authState.refresh_token;
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= oneTabAtATime('touchline-token-refresh', async () => {
    const stored = readStored(STORAGE_KEYS.refreshToken);
    if (typeof stored === 'string' && stored && stored !== refreshToken) {
      restoreAuth();
      return authState.isAuthenticated;
    }
    // A refresh the network does not answer in time fails, so no tab holds the others' turn.
    const stalled = new AbortController();
    const timer = setTimeout(() => stalled.abort(), TOKEN_REFRESH_TIMEOUT_MS);
    try {
      const raw = await send('/api/token/refresh', {
        method: 'POST',
        json: { refresh_token: refreshToken },
        auth: false,
        signal: stalled.signal,
      });
      if (raw.status < 200 || raw.status > 299) return false;
      const body = parseBody(raw.text) as { token?: unknown; refresh_token?: unknown } | null;
      if (!body || typeof body.token !== 'string' || typeof body.refresh_token !== 'string') {
        return false;
      }
      setTokens({ token: body.token, refresh_token: body.refresh_token });
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * POST /api/logout {refresh_token}: revokes the refresh token server-side. Fired without waiting
 * (API.md); a failure changes nothing for the user, who is signed out client-side anyway.
 */
export function logoutRequest(refreshToken: string | null): void {
  if (!refreshToken) return;
  // Sent without request()'s status handling: no refresh on 401, no /403, no /500.
  send('/api/logout', {
    method: 'POST',
    json: { refresh_token: refreshToken },
    auth: false,
  }).catch(() => undefined);
}

/**
 * Signs out and sends the user to /signin with the location to come back to. A 401 that arrives
 * once the user is already on /signin (the route guard or another call got there first) keeps
 * that page and its `from`.
 */
export function signOutToSignIn(): void {
  const from = currentLocation();
  signOut();
  if (/^\/signin\/?(\?|$)/.test(from)) return;
  navigateTo(signInPathFor(from), { replace: true });
}
