// The time-zone rule of a role's dates (issue 27): the end of a closing date (23:59:59) in every
// state's zone, across both daylight-saving changes, from the platform's Intl data.
import { describe, expect, test } from 'vitest';
import {
  addDays,
  closingWindow,
  dateIn,
  daysBetween,
  endOfDay,
  isCalendarDate,
  STATE_ZONES,
  zoneOfState,
} from './zoned-time';

const utc = (ms: number) => new Date(ms).toISOString();

describe('the end of a date in each state', () => {
  // 2026-12-12 is summer: NSW, ACT, VIC, TAS +11; SA +10:30; QLD +10; NT +9:30; WA +8.
  test.each([
    ['NSW', '2026-12-12T12:59:59.000Z'],
    ['ACT', '2026-12-12T12:59:59.000Z'],
    ['VIC', '2026-12-12T12:59:59.000Z'],
    ['TAS', '2026-12-12T12:59:59.000Z'],
    ['QLD', '2026-12-12T13:59:59.000Z'],
    ['SA', '2026-12-12T13:29:59.000Z'],
    ['NT', '2026-12-12T14:29:59.000Z'],
    ['WA', '2026-12-12T15:59:59.000Z'],
  ])('%s in summer', (state, expected) => {
    expect(utc(endOfDay('2026-12-12', zoneOfState(state)))).toBe(expected);
  });

  // 2026-07-01 is winter: no daylight saving anywhere (NSW +10, SA +9:30).
  test.each([
    ['NSW', '2026-07-01T13:59:59.000Z'],
    ['QLD', '2026-07-01T13:59:59.000Z'],
    ['SA', '2026-07-01T14:29:59.000Z'],
    ['NT', '2026-07-01T14:29:59.000Z'],
    ['WA', '2026-07-01T15:59:59.000Z'],
  ])('%s in winter', (state, expected) => {
    expect(utc(endOfDay('2026-07-01', zoneOfState(state)))).toBe(expected);
  });

  test('across the first Sunday of October (clocks forward) and of April (clocks back)', () => {
    const sydney = STATE_ZONES.NSW;
    const adelaide = STATE_ZONES.SA;
    // 2026-10-04: 02:00 becomes 03:00, so the day ends at +11.
    expect(utc(endOfDay('2026-10-03', sydney))).toBe('2026-10-03T13:59:59.000Z');
    expect(utc(endOfDay('2026-10-04', sydney))).toBe('2026-10-04T12:59:59.000Z');
    expect(utc(endOfDay('2026-10-04', adelaide))).toBe('2026-10-04T13:29:59.000Z');
    // 2027-04-04: 03:00 becomes 02:00, so the day ends at +10.
    expect(utc(endOfDay('2027-04-03', sydney))).toBe('2027-04-03T12:59:59.000Z');
    expect(utc(endOfDay('2027-04-04', sydney))).toBe('2027-04-04T13:59:59.000Z');
    // Brisbane keeps +10 on both days.
    expect(utc(endOfDay('2026-10-04', STATE_ZONES.QLD))).toBe('2026-10-04T13:59:59.000Z');
    expect(utc(endOfDay('2027-04-04', STATE_ZONES.QLD))).toBe('2027-04-04T13:59:59.000Z');
  });

  test('23:59:59 is the last second of the date, 00:00:00 the first of the next', () => {
    const sydney = STATE_ZONES.NSW;
    const end = endOfDay('2026-12-12', sydney);
    expect(dateIn(end, sydney)).toBe('2026-12-12');
    expect(dateIn(end + 999, sydney)).toBe('2026-12-12');
    expect(dateIn(end + 1000, sydney)).toBe('2026-12-13');
    // Perth's date lags: at Sydney's midnight it is still the 12th there.
    expect(dateIn(end + 1000, STATE_ZONES.WA)).toBe('2026-12-12');
  });
});

describe('the closing moments around now', () => {
  test('the last and next end of a day of any state', () => {
    const now = Date.parse('2026-12-12T13:00:00Z'); // after Sydney's end, before Brisbane's
    const { last, next } = closingWindow(now);
    expect(utc(last)).toBe('2026-12-12T12:59:59.000Z');
    expect(utc(next)).toBe('2026-12-12T13:29:59.000Z'); // Adelaide
    const at = closingWindow(Date.parse('2026-12-12T15:59:59Z')); // Perth's end itself
    expect(utc(at.last)).toBe('2026-12-12T15:59:59.000Z');
    expect(utc(at.next)).toBe('2026-12-13T12:59:59.000Z');
  });
});

describe('calendar dates', () => {
  test('real dates only, and day arithmetic', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-10-03', '2026-10-05')).toBe(2);
  });
});
