// Mode state (SPEC 3): theme and accent colour, both initially null. A null theme follows
// prefers-color-scheme (tokens.css does that when <html> has no data-theme); a null colour is the
// default accent. Applied to <html> as data-theme / data-color and stored under MODE_STORAGE_KEY.
// public/theme-init.js applies the stored mode before first paint with the same rules. What
// changes the mode (the header's controls) is in ./mode-actions.ts, not in the entry.
import { proxy } from 'valtio/vanilla';
import { MODE_STORAGE_KEY } from '../shared/constants';
import { readStored } from './persist';

export type Theme = 'light' | 'dark';
/** The accent palette of tokens.css (`:root[data-color='<name>']`); null is the default accent. */
export const ACCENT_COLORS = ['teal', 'blue', 'violet', 'orange', 'green'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];

/** `value` when it names an accent of the palette, else null (the default accent). */
export const accentColor = (value: unknown): AccentColor | null =>
  (ACCENT_COLORS as readonly unknown[]).includes(value) ? (value as AccentColor) : null;

export type ModeState = { theme: Theme | null; color: AccentColor | null };

export const modeState = proxy<ModeState>({ theme: null, color: null });

/** Writes the mode onto <html>. */
export function applyMode(): void {
  const root = document.documentElement;
  if (modeState.theme) root.setAttribute('data-theme', modeState.theme);
  else root.removeAttribute('data-theme');
  if (modeState.color) root.setAttribute('data-color', modeState.color);
  else root.removeAttribute('data-color');
}

export function resetMode(): void {
  modeState.theme = null;
  modeState.color = null;
}

/** Restores the stored mode (ignoring anything malformed) and applies it. */
export function restoreMode(): void {
  const stored = readStored(MODE_STORAGE_KEY) as { theme?: unknown; color?: unknown } | null;
  const theme = stored?.theme;
  modeState.theme = theme === 'light' || theme === 'dark' ? theme : null;
  modeState.color = accentColor(stored?.color);
  applyMode();
}
