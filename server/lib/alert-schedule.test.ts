import { describe, expect, test } from 'vitest';
import { checkTimeZone, instantOf } from '../../src/shared/zoned-time';
import { nextDue, nextSendTime } from './alert-schedule';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('alert send times (ALERT_TIMEZONE, daylight saving through Intl)', () => {
  test('daily: the next 07:00 in Sydney, strictly after the time given', () => {
    // 2026-12-01 is summer time in Sydney (UTC+11): 07:00 local is 20:00 UTC the day before.
    expect(iso(nextSendTime(at('2026-12-01T05:00:00+11:00'), 'daily'))).toBe(
      '2026-11-30T20:00:00.000Z',
    );
    expect(iso(nextSendTime(at('2026-12-01T07:00:00+11:00'), 'daily'))).toBe(
      '2026-12-01T20:00:00.000Z',
    );
    expect(iso(nextSendTime(at('2026-12-01T06:59:59.999+11:00'), 'daily'))).toBe(
      '2026-11-30T20:00:00.000Z',
    );
  });

  test('weekly: Monday 07:00, also from a Monday after seven and from a Sunday', () => {
    // 2026-11-30 is a Monday.
    expect(iso(nextSendTime(at('2026-11-30T06:00:00+11:00'), 'weekly'))).toBe(
      '2026-11-29T20:00:00.000Z',
    );
    expect(iso(nextSendTime(at('2026-11-30T07:00:00+11:00'), 'weekly'))).toBe(
      '2026-12-06T20:00:00.000Z',
    );
    expect(iso(nextSendTime(at('2026-12-06T23:00:00+11:00'), 'weekly'))).toBe(
      '2026-12-06T20:00:00.000Z',
    );
  });

  test('daylight saving starts (Sydney, Sunday 4 October 2026, 02:00 -> 03:00): still 07:00 local', () => {
    const sat = nextSendTime(at('2026-10-03T08:00:00+10:00'), 'daily');
    expect(iso(sat)).toBe('2026-10-03T20:00:00.000Z'); // Sunday 07:00 AEDT (+11)
    const before = nextSendTime(at('2026-10-02T08:00:00+10:00'), 'daily');
    expect(iso(before)).toBe('2026-10-02T21:00:00.000Z'); // Saturday 07:00 AEST (+10)
    expect(sat - before).toBe(23 * 3600_000);
    // The Monday after is a weekly time in summer time.
    expect(iso(nextSendTime(at('2026-10-03T08:00:00+10:00'), 'weekly'))).toBe(
      '2026-10-04T20:00:00.000Z',
    );
  });

  test('daylight saving ends (Sydney, Sunday 5 April 2026, 03:00 -> 02:00): 25 hours apart', () => {
    const sat = nextSendTime(at('2026-04-03T08:00:00+11:00'), 'daily');
    expect(iso(sat)).toBe('2026-04-03T20:00:00.000Z'); // Saturday 07:00 AEDT
    const sun = nextSendTime(sat, 'daily');
    expect(iso(sun)).toBe('2026-04-04T21:00:00.000Z'); // Sunday 07:00 AEST
    expect(sun - sat).toBe(25 * 3600_000);
  });

  test('another zone (ALERT_TIMEZONE=Europe/London), across its own change', () => {
    expect(iso(nextSendTime(at('2026-03-28T12:00:00Z'), 'daily', 'Europe/London'))).toBe(
      '2026-03-29T06:00:00.000Z', // 07:00 BST, the first morning of summer time
    );
    expect(iso(nextSendTime(at('2026-03-27T12:00:00Z'), 'daily', 'Europe/London'))).toBe(
      '2026-03-28T07:00:00.000Z', // 07:00 GMT
    );
  });

  test('a wall-clock time that a change skips is moved on by the change', () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT; 02:30 does not exist.
    expect(iso(instantOf(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z', // 03:30 EDT
    );
    expect(iso(instantOf(Date.UTC(2026, 2, 8, 7, 0), 'America/New_York'))).toBe(
      '2026-03-08T11:00:00.000Z',
    );
  });

  test('instant alerts have no send time; an unknown zone is refused', () => {
    expect(nextDue('instant', at('2026-12-01T00:00:00Z'))).toBeNull();
    expect(nextDue('daily', at('2026-12-01T00:00:00Z'))).toBe(at('2026-12-01T20:00:00Z'));
    expect(() => checkTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(() => checkTimeZone('Australia/Perth')).not.toThrow();
  });
});
