// What a signed-in session needs when its access token is refused (API.md: try the refresh token
// once, then sign out) and the logout call. Loaded by client.ts only when a 401 answers a
// signed-in call, and by the signed-in parts that use it (issue 8: a first visit is signed out).
import { currentLocation, navigateTo } from '../lib/navigation';
import { signInPathFor } from '../lib/return-path';
import { authState } from '../state/auth';
import { setTokens, signOut } from '../state/auth-actions';
import { onClientReset, parseBody, request, send } from './client';

let refreshing: Promise<boolean> | null = null;
onClientReset(() => {
  refreshing = null;
});

/**
 * Exchanges the stored refresh token for a new pair. Concurrent callers share one request.
 * Resolves false when there is no refresh token or the server refuses it.
 */
export function refreshSession(): Promise<boolean> {
  const refreshToken = authState.refresh_token;
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const raw = await send('/api/token/refresh', {
        method: 'POST',
        json: { refresh_token: refreshToken },
        auth: false,
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
    }
  })().finally(() => {
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
  request('/api/logout', {
    method: 'POST',
    json: { refresh_token: refreshToken },
    auth: false,
    retryOn401: false,
    redirectOn403: false,
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
