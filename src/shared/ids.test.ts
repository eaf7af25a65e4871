import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('parseId', () => {
  it('reads a database id: 1 to 15 digits, at least 1', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('0042')).toBe(42);
    expect(parseId('999999999999999')).toBe(999_999_999_999_999);
  });

  it('refuses anything else', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '0',
      '000',
      '-1',
      '+1',
      '1.5',
      '1e3',
      ' 1',
      '1 ',
      '0x1',
    ]) {
      expect(parseId(raw), String(raw)).toBeNull();
    }
    expect(parseId('1234567890123456')).toBeNull();
  });
});
