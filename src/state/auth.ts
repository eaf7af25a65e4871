// Auth state (SPEC 3 and 4): token, refresh_token, user; isAuthenticated only when both a token
// and a user exist. Actions write through to local storage (persist.ts).
import { proxy } from 'valtio/vanilla';
import { ROLE_COACH, ROLE_ORG, STORAGE_KEYS } from '../shared/constants';
import type { User } from '../shared/schemas/auth';
import { clearAuthStorage, readStored, writeStored } from './persist';

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

export function login({
  token,
  refresh_token,
  user,
}: {
  token: string;
  refresh_token: string | null;
  user: User;
}): void {
  authState.token = token;
  authState.refresh_token = refresh_token;
  authState.user = user;
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.refreshToken, refresh_token);
  writeStored(STORAGE_KEYS.user, user);
}

/** Stores a new token pair (after sign-in before the user is fetched, refresh, password change). */
export function setTokens({
  token,
  refresh_token,
}: {
  token: string;
  refresh_token: string | null;
}) {
  authState.token = token;
  authState.refresh_token = refresh_token;
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.refreshToken, refresh_token);
}

/** Replaces only the user (SPEC 4 "update"). */
export function updateUser(user: User): void {
  authState.user = user;
  writeStored(STORAGE_KEYS.user, user);
}

export function setProfilePicture(picture: string | null): void {
  authState.profilePicture = picture;
  writeStored(STORAGE_KEYS.profilePicture, picture);
}

export function setProfileCompletion(percent: number | null): void {
  authState.profileCompletion = percent;
  writeStored(STORAGE_KEYS.profileCompletion, percent);
}

/** Clears token, refresh_token and user (SPEC 4 "logout"). */
export function logout(): void {
  authState.token = null;
  authState.refresh_token = null;
  authState.user = null;
  writeStored(STORAGE_KEYS.token, null);
  writeStored(STORAGE_KEYS.refreshToken, null);
  writeStored(STORAGE_KEYS.user, null);
}

/** Back to the signed-out initial state, in memory only. */
export function resetAuth(): void {
  authState.token = null;
  authState.refresh_token = null;
  authState.user = null;
  authState.profileCompletion = null;
  authState.profilePicture = null;
}

/** Client-side sign-out (SPEC 4): removes the five storage keys and clears the state. */
export function signOut(): void {
  clearAuthStorage();
  resetAuth();
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
    (u.role === ROLE_COACH || u.role === ROLE_ORG)
  );
}

/** Restores the auth state from storage; a malformed stored value is dropped. */
export function restoreAuth(): void {
  const token = readStored(STORAGE_KEYS.token);
  const refresh = readStored(STORAGE_KEYS.refreshToken);
  const user = readStored(STORAGE_KEYS.user);
  const completion = readStored(STORAGE_KEYS.profileCompletion);
  const picture = readStored(STORAGE_KEYS.profilePicture);
  authState.token = typeof token === 'string' && token ? token : null;
  authState.refresh_token = typeof refresh === 'string' && refresh ? refresh : null;
  authState.user = isStoredUser(user) ? user : null;
  authState.profileCompletion =
    typeof completion === 'number' && Number.isFinite(completion) ? completion : null;
  authState.profilePicture = typeof picture === 'string' && picture ? picture : null;
}
