/**
 * A role's time zone and its calendar days: the part of ./zoned-time.ts that a job card's closing
 * line needs (src/lib/role-closing.ts), apart so that a first visit's entry carries only this.
 */

/** A role's time zone by its state's code; ACT keeps Sydney's time. */
export const STATE_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

/** The zone of a state (by code, any case); Sydney's for an unknown one. */
export const zoneOfState = (code: string): string =>
  STATE_ZONES[code.toUpperCase()] ?? STATE_ZONES.NSW;

/** The state code at the end of a location ("Perth, WA" → "WA"). */
export const stateOfLocation = (location: string): string =>
  location.slice(location.lastIndexOf(' ') + 1);

export const DAY_MS = 864e5;

/** Whole days from date `a` to date `b` (YYYY-MM-DD; negative when b is earlier). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

/**
 * The calendar date (YYYY-MM-DD) at instant `ms` in `tz`, from the date's parts alone (the same
 * date as zoned-time.ts's dateIn, without its time of day).
 */
export function calendarDateIn(ms: number, tz: string): string {
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  for (const { type, value } of format.formatToParts(ms)) p[type] = value;
  return `${p.year}-${p.month}-${p.day}`;
}
