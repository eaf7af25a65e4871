// The expiry check of a signed-in session (src/app/session.ts loads it when a token is stored):
// a token close to its `exp` is refreshed with the refresh token; when that fails the user is
// signed out once the token is past its expiry (or unreadable).
import { secondsUntilExpiry } from '../lib/jwt-expiry';
import { TOKEN_REFRESH_MARGIN_S } from '../shared/constants';
import { authState } from '../state/auth';
import { signOut } from '../state/auth-actions';

export async function checkExpiry(token: string, nowMs: number): Promise<'ok' | 'signed-out'> {
  if (authState.token !== token) return authState.token ? 'ok' : 'signed-out';
  const left = secondsUntilExpiry(token, nowMs);
  if (left !== null && left > TOKEN_REFRESH_MARGIN_S) return 'ok';
  // The refresh loads only when one is due.
  const { refreshSession } = await import('../api/session-recovery');
  const refreshed = await refreshSession();
  // Another check or call may have refreshed meanwhile.
  if (refreshed || (authState.token && authState.token !== token)) return 'ok';
  // Not refreshed (refused, or the server could not be reached): the session ends once the token
  // is past its expiry (SPEC 4); a token with time left is kept, and the next check tries again.
  if (left !== null && left > 0 && authState.token === token) return 'ok';
  if (authState.token === token) signOut();
  return 'signed-out';
}
