/**
 * When daily and weekly alerts are sent (API.md): at 07:00, and on Mondays at 07:00, in
 * ALERT_TIMEZONE (default Australia/Sydney). Wall-clock time in that zone through Intl, so
 * daylight saving is the zone's own: 07:00 stays 07:00 on both sides of a change, and a day
 * with a change is 23 or 25 hours from one send to the next. A 07:00 that a change skips (none
 * of Australia's zones does) is moved on by the change's length.
 */
import type { AlertFrequency } from '../../src/shared/constants';
import { instantOf, wallAsUtc } from '../../src/shared/zoned-time';

export const DEFAULT_ALERT_TIMEZONE = 'Australia/Sydney';
export const SEND_HOUR = 7;
const MONDAY = 1;
const DAY_MS = 24 * 60 * 60_000;

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
