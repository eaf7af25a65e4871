// A JobPosting's parts and the head's summary (issue 28); the served pages: server/http/page-head.test.ts.
import { describe, expect, it } from 'vitest';
import { plainText, summary } from '../../src/shared/page-head';
import { employmentType, endOfDayWithOffset, scriptJson } from './job-posting';

describe('JobPosting parts', () => {
  it('employmentType from the role type', () => {
    expect(
      [
        'Full-time',
        'Full time',
        'Part-time',
        'Casual',
        'Contract',
        'Volunteer',
        'Internship',
        'Seasonal',
        '',
      ].map(employmentType),
    ).toEqual([
      'FULL_TIME',
      'FULL_TIME',
      'PART_TIME',
      'PER_DIEM',
      'CONTRACTOR',
      'VOLUNTEER',
      'INTERN',
      'OTHER',
      'OTHER',
    ]);
  });

  it('a summary: plain text, white space collapsed, cut at a word, no half emoji', () => {
    expect(
      plainText('<p>Tom &amp; Jerry &lt;3 &#39;x&#x27; &quot;q&quot;</p><ul><li>a</li></ul>'),
    ).toBe(' Tom & Jerry <3 \'x\' "q"   a  ');
    expect(summary('  a \n\t b  ')).toBe('a b');
    expect(summary('one two three four', 12)).toBe('one two…');
    expect(summary('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(summary(`${'x'.repeat(8)}🏉🏉`, 10)).toBe(`${'x'.repeat(8)}…`);
    expect(summary('\u202Eevil ⚽️')).toBe('\u202Eevil ⚽️');
  });

  it('the end of a day with its offset, daylight saving included', () => {
    expect(endOfDayWithOffset('2026-12-31', 'Australia/Sydney')).toBe('2026-12-31T23:59:59+11:00');
    expect(endOfDayWithOffset('2026-06-30', 'Australia/Sydney')).toBe('2026-06-30T23:59:59+10:00');
    expect(endOfDayWithOffset('2026-12-31', 'Australia/Adelaide')).toBe(
      '2026-12-31T23:59:59+10:30',
    );
    expect(endOfDayWithOffset('2026-12-31', 'Australia/Brisbane')).toBe(
      '2026-12-31T23:59:59+10:00',
    );
    expect(endOfDayWithOffset('2026-06-30', 'Australia/Darwin')).toBe('2026-06-30T23:59:59+09:30');
  });

  it('script-safe JSON: nothing can end the element, and it parses back', () => {
    const text = '</script><!-- & \u2028\u2029 "q" \u202E ⚽️';
    const out = scriptJson({ text });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ text });
  });
});
