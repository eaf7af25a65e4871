// The header's theme controls' labels, apart from ./shell.ts: the first visit's entry carries
// shell.ts, and these functions only the header's chunk uses.
import { ACCENT_COLOUR } from './shell';

/** The theme toggle (to the mode it switches to) and the accent picker. */
export const switchModeLabel = (mode: 'light' | 'dark') => `Switch to ${mode} mode`;
export const accentColourLabel = (name: string) => `${ACCENT_COLOUR}: ${name}`;
