import { describe, expect, it } from 'vitest';
import { calendarDateIn, STATE_ZONES } from './state-zones';
import { dateIn } from './zoned-time';

describe('calendarDateIn', () => {
  it('gives the date dateIn gives, in every state zone, around midnights and DST changes', () => {
    const starts = ['2026-12-12T12:59:59Z', '2026-10-03T15:30:00Z', '2027-04-03T13:00:00Z'];
    for (const tz of new Set(Object.values(STATE_ZONES))) {
      for (const start of starts) {
        for (let h = 0; h < 48; h += 0.5) {
          const ms = Date.parse(start) + h * 36e5;
          expect(calendarDateIn(ms, tz)).toBe(dateIn(ms, tz));
        }
      }
    }
  });

  it('writes YYYY-MM-DD with zero-padded month and day', () => {
    expect(calendarDateIn(Date.parse('2026-01-04T20:00:00Z'), STATE_ZONES.NSW)).toBe('2026-01-05');
  });
});
