/**
 * Wall-clock dates and times in a time zone, through the platform's Intl data (never a table of
 * offsets), so daylight saving is each zone's own. A role's dates (closing, respond-by, "today")
 * are in its state's zone (API.md part 2); the alerts' send times in ALERT_TIMEZONE.
 */

import { DAY_MS, STATE_ZONES } from './state-zones';

export { daysBetween, STATE_ZONES, stateOfLocation, zoneOfState } from './state-zones';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(tz, f);
  }
  return f;
}

/** Throws RangeError when `tz` is not an IANA time zone Intl knows. */
export function checkTimeZone(tz: string): void {
  format(tz);
}

/** The wall-clock date and time at `ms` in `tz`, as if it were UTC (epoch ms). */
export function wallAsUtc(ms: number, tz: string): number {
  const p: Record<string, number> = {};
  for (const part of format(tz).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/**
 * The instant a wall-clock time (given as if UTC) happens in `tz`; a time a change skips is
 * moved on by the change (02:30 on a night that jumps from 02:00 to 03:00 is 03:30).
 */
export function instantOf(wall: number, tz: string): number {
  // Two passes find the offset in force at that time; a time in a gap comes out after it.
  const first = wall - (wallAsUtc(wall, tz) - wall);
  const second = wall - (wallAsUtc(first, tz) - first);
  if (wallAsUtc(second, tz) === wall) return second;
  return Math.max(first, second);
}

/** The calendar date (YYYY-MM-DD) at instant `ms` in `tz`. */
export const dateIn = (ms: number, tz: string): string =>
  new Date(wallAsUtc(ms, tz)).toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) moved by `days`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The last second of `date` (23:59:59) in `tz`, epoch ms: a role closes at it. */
export const endOfDay = (date: string, tz: string): number =>
  instantOf(Date.parse(date) + DAY_MS - 1000, tz);

/** Whether `date` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const ms = Date.parse(date);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/**
 * The moments around `now` at which roles close by the clock: `last`, the latest 23:59:59 of a
 * state's zone at or before now, and `next`, the first after it. Roles close only at such
 * moments, so between the two the set of open roles does not change by the clock, and a role is
 * open at `now` exactly when its closes_at is later than `last`.
 */
export function closingWindow(now: number): { last: number; next: number } {
  let last = Number.NEGATIVE_INFINITY;
  let next = Number.POSITIVE_INFINITY;
  // Made per call (rarely: once per closing moment), not at load: a first visit's bundle carries
  // this module for its card's closing line and needs none of it.
  for (const tz of new Set(Object.values(STATE_ZONES))) {
    const today = dateIn(now, tz);
    const end = endOfDay(today, tz);
    const [before, after] =
      end <= now ? [end, endOfDay(addDays(today, 1), tz)] : [endOfDay(addDays(today, -1), tz), end];
    if (before > last) last = before;
    if (after < next) next = after;
  }
  return { last, next };
}
