// The rules of a role's dates (issue 27), for the organisation's form and the server alike: a
// closing date from the role's today to 180 days ahead, and a respond-by date on or after the
// closing date and at most 60 days after it. `today` is the date in the role's state's zone
// (zoned-time.ts dateIn); each returns the field's message, or null when the date is good.
import { CLOSING_MAX_DAYS, RESPOND_BY_MAX_DAYS } from './constants';
import { LIFECYCLE_ERRORS as E } from './texts/lifecycle';
import { daysBetween, isCalendarDate } from './zoned-time';

export function closingDateProblem(date: string, today: string): string | null {
  if (!date) return E.closingRequired;
  if (!isCalendarDate(date)) return E.invalidDate;
  const days = daysBetween(today, date);
  if (days < 0) return E.closingInPast;
  if (days > CLOSING_MAX_DAYS) return E.closingTooFar;
  return null;
}

export function respondByProblem(respondBy: string, closingDate: string): string | null {
  if (!isCalendarDate(respondBy)) return E.invalidDate;
  const days = daysBetween(closingDate, respondBy);
  if (days < 0) return E.respondBeforeClosing;
  if (days > RESPOND_BY_MAX_DAYS) return E.respondTooFar;
  return null;
}
