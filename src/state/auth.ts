// Auth state (SPEC 3 and 4): token, refresh_token, user; isAuthenticated only when both a token
// and a user exist. Restored from local storage at start (persist.ts); the actions that change
// it (sign-in, refresh, sign-out, resetAuth...) are in ./auth-actions.ts, which only pages and
// calls that sign in or out load, so a first visit does not carry them (issue 8).
import { proxy } from 'valtio/vanilla';
import { ROLE_ADMIN, ROLE_COACH, ROLE_ORG, STORAGE_KEYS } from '../shared/constants';
import type { User } from '../shared/schemas/auth';
import { readStored } from './persist';

export type { User };

export type AuthState = {
  token: string | null;
  refresh_token: string | null;
  user: User | null;
  /** Profile completion in percent, when a page has computed it. */
  profileCompletion: number | null;
  /** A data: URL or same-origin URL of the user's picture. */
  profilePicture: string | null;
  readonly isAuthenticated: boolean;
};

export const authState = proxy<AuthState>({
  token: null,
  refresh_token: null,
  user: null,
  profileCompletion: null,
  profilePicture: null,
  get isAuthenticated() {
    return Boolean(this.token && this.user);
  },
});

/** True only when both a token and a user exist (SPEC 3). */
export function isAuthenticated(): boolean {
  return Boolean(authState.token && authState.user);
}

/**
 * The shape check of a stored user (kept free of zod so the first visit carries no schema code;
 * the server remains the authority on every field).
 */
function isStoredUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'number' &&
    typeof u.firstName === 'string' &&
    typeof u.lastName === 'string' &&
    typeof u.email === 'string' &&
    typeof u.mobile === 'string' &&
    (u.role === ROLE_COACH || u.role === ROLE_ORG || u.role === ROLE_ADMIN)
  );
}

/** The non-empty text stored under `key`, else null. */
function storedText(key: string): string | null {
  const value = readStored(key);
  return typeof value === 'string' && value ? value : null;
}

/** Restores the auth state from storage; a malformed stored value is dropped. */
export function restoreAuth(): void {
  const user = readStored(STORAGE_KEYS.user);
  const completion = readStored(STORAGE_KEYS.profileCompletion);
  authState.token = storedText(STORAGE_KEYS.token);
  authState.refresh_token = storedText(STORAGE_KEYS.refreshToken);
  authState.user = isStoredUser(user) ? user : null;
  authState.profileCompletion =
    typeof completion === 'number' && Number.isFinite(completion) ? completion : null;
  authState.profilePicture = storedText(STORAGE_KEYS.profilePicture);
}
