import { describe, expect, test } from 'vitest';
import { sanitizeSvgLogo } from './svg';

// The whole upload (what is kept and what is dropped) is tested through POST /api/org/logo in
// server/routes/employer.test.ts.
describe('sanitizeSvgLogo', () => {
  test('refuses what is not SVG', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(sanitizeSvgLogo(enc('<html><svg></svg></html>'))).toBeNull();
    expect(sanitizeSvgLogo(enc('hello'))).toBeNull();
    expect(sanitizeSvgLogo(new Uint8Array([0xff, 0xfe, 0x00]))).toBeNull();
    expect(sanitizeSvgLogo(enc('<svg viewBox="0 0 1 1"><path d="M0 0h1"/></svg>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1" /></svg>',
    );
  });
});
