/**
 * When daily and weekly alerts are sent (API.md): at 07:00, and on Mondays at 07:00, in
 * ALERT_TIMEZONE (default Australia/Sydney). Wall-clock time in that zone through Intl, so
 * daylight saving is the zone's own: 07:00 stays 07:00 on both sides of a change, and a day
 * with a change is 23 or 25 hours from one send to the next. A 07:00 that a change skips (none
 * of Australia's zones does) is moved on by the change's length.
 */
import type { AlertFrequency } from '../../src/shared/constants';

export const DEFAULT_ALERT_TIMEZONE = 'Australia/Sydney';
export const SEND_HOUR = 7;
const MONDAY = 1;
const DAY_MS = 24 * 60 * 60_000;

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
function wallAsUtc(ms: number, tz: string): number {
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

/**
 * The first send time of a daily or weekly alert strictly after `afterMs` (instant alerts have
 * none: they are due when a role matches).
 */
export function nextSendTime(
  afterMs: number,
  frequency: Exclude<AlertFrequency, 'instant'>,
  tz: string = DEFAULT_ALERT_TIMEZONE,
): number {
  const today = wallAsUtc(afterMs, tz);
  const midnight = today - (today % DAY_MS);
  for (let day = 0; day <= 8; day++) {
    const date = midnight + day * DAY_MS;
    if (frequency === 'weekly' && new Date(date).getUTCDay() !== MONDAY) continue;
    const at = instantOf(date + SEND_HOUR * 60 * 60_000, tz);
    if (at > afterMs) return at;
  }
  throw new Error('no send time within 8 days');
}

/** When an alert is next looked at from `now`: daily and weekly at their time, instant never. */
export function nextDue(
  frequency: AlertFrequency,
  now: number,
  tz: string = DEFAULT_ALERT_TIMEZONE,
): number | null {
  return frequency === 'instant' ? null : nextSendTime(now, frequency, tz);
}
