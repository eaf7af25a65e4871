import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hmac, randomToken, safeEqual } from './crypto';

const reference = (key: string, value: string) =>
  createHmac('sha256', key).update(value, 'utf8').digest('base64url');

describe('hmac', () => {
  test('is HMAC-SHA-256 (RFC 4231 case 2)', () => {
    const hex = Buffer.from(hmac('Jefe', 'what do ya want for nothing?'), 'base64url').toString(
      'hex',
    );
    expect(hex).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  test('equals createHmac for any key and value, keys longer than a block included', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 150 }), fc.string({ maxLength: 300 }), (key, value) => {
        expect(hmac(key, value)).toBe(reference(key, value));
        expect(hmac(key, value)).toBe(reference(key, value)); // a kept signer too
      }),
      { numRuns: 300 },
    );
    const long = `xsrf:${'é'.repeat(40)}`;
    expect(hmac(long, 'nonce')).toBe(reference(long, 'nonce'));
  });
});

describe('randomToken and safeEqual', () => {
  test('tokens are base64url of the asked length and all differ', () => {
    const tokens = new Set(Array.from({ length: 500 }, () => randomToken(32)));
    expect(tokens.size).toBe(500);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(9)).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  test('safeEqual compares whole strings', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
