// Local storage sync (SPEC 3): token, refresh_token, user, profileCompletion and profilePicture,
// each stored as JSON; the mode under its own key. Storage may be unavailable (private mode,
// quota): every access is guarded so the app still runs, only without persistence. Clearing the
// auth keys on sign-out is in ./auth-actions.ts (a first visit does not sign out).
import type { STORAGE_KEYS } from '../shared/constants';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The parsed JSON value under `key`, or null when absent or not valid JSON. */
export function readStored(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; null or undefined removes the key. */
export function writeStored(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the state stays in memory only.
  }
}
