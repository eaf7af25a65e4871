// The actions of the auth state (SPEC 4: login, update, logout, reset), writing through to local
// storage (persist.ts). See ./auth.ts.
import { STORAGE_KEYS } from '../shared/constants';
import { authState, type User } from './auth';
import { type StorageKey, writeStored } from './persist';
import { savedJobsState } from './saved-jobs';
import { setSavedJobs } from './saved-jobs-actions';

export const AUTH_STORAGE_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS);

/** Back to the signed-out initial state, in memory only. */
export function resetAuth(): void {
  authState.token = null;
  authState.refresh_token = null;
  authState.user = null;
  authState.profileCompletion = null;
  authState.profilePicture = null;
}

/** Sign-out: removes the five keys of SPEC 3 (the mode preference stays). */
export function clearAuthStorage(): void {
  for (const key of AUTH_STORAGE_KEYS) writeStored(key, null);
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

/**
 * Client-side sign-out (SPEC 4): removes the five storage keys and clears the state, and the
 * account's saved ids kept for the toggles (a visitor's own saves in this browser stay).
 */
export function signOut(): void {
  clearAuthStorage();
  resetAuth();
  if (savedJobsState.owner !== null) setSavedJobs(null, []);
}
