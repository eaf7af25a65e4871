// Changing the mode (SPEC 3): the header's theme toggle and accent picker. ./mode.ts holds the
// state and restores it (in the entry); this module loads with the controls.
import { MODE_STORAGE_KEY } from '../shared/constants';
import { type AccentColor, accentColor, applyMode, modeState, type Theme } from './mode';
import { writeStored } from './persist';

/** A colour's name as shown: its key, capitalised ('teal': 'Teal', 'default': 'Default'). */
export const colorName = (color: AccentColor | 'default') =>
  color[0].toUpperCase() + color.slice(1);

/** False where matchMedia is missing or fails. */
function prefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

/** The theme actually shown: the chosen one, or the system's when none is chosen. */
export function effectiveTheme(theme: Theme | null = modeState.theme): Theme {
  return theme ?? (prefersDark() ? 'dark' : 'light');
}

function save(): void {
  writeStored(MODE_STORAGE_KEY, { theme: modeState.theme, color: modeState.color });
  applyMode();
}

export function setTheme(theme: Theme | null): void {
  modeState.theme = theme;
  save();
}

/** Light <-> dark, starting from what is shown now. */
export function toggleTheme(): void {
  setTheme(effectiveTheme() === 'dark' ? 'light' : 'dark');
}

export function setColor(color: AccentColor | null): void {
  modeState.color = accentColor(color);
  save();
}
