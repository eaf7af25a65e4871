// A role's closing line for cards and its page (issue 27): "Closes 12 Dec", and in its last three
// days "Closes in 2 days" / "Closes in 1 day" / "Closes today", counted from the role's today in
// its state's time zone (the state code ends its location: "Perth, WA").
import { CLOSING_SOON_DAYS } from '../shared/constants';
import { calendarDateIn, daysBetween, stateOfLocation, zoneOfState } from '../shared/state-zones';
import { closesText } from '../shared/texts/closing';

export type RoleDates = { closingDate: string; location: string };

/**
 * Whole days from the role's today to its closing date (0 on the day, negative once past).
 * Every state's zone is 8 to 11 hours ahead of UTC, so the role's today is UTC's date or the day
 * after: while UTC's count is past the last days the exact count changes no words, and Intl's
 * time-zone formatter (slow to make on a first visit: format-date.ts) is not needed. The entry
 * carries ../shared/state-zones.ts for this, not all of ../shared/zoned-time.ts.
 */
export function daysToClose(role: RoleDates, now = Date.now()): number {
  const utc = daysBetween(new Date(now).toISOString().slice(0, 10), role.closingDate);
  if (utc > CLOSING_SOON_DAYS) return utc;
  return daysBetween(
    calendarDateIn(now, zoneOfState(stateOfLocation(role.location))),
    role.closingDate,
  );
}

/** The closing line, and whether it is in the last days; null once the date has passed. */
export function closingLine(
  role: RoleDates,
  now = Date.now(),
): { text: string; soon: boolean } | null {
  const days = daysToClose(role, now);
  return days < 0
    ? null
    : { text: closesText(role.closingDate, days), soon: days < CLOSING_SOON_DAYS };
}
