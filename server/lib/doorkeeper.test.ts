import { describe, expect, test } from 'vitest';
import { Doorkeeper } from './doorkeeper';

describe('Doorkeeper', () => {
  test('admits a key from its second sight on', () => {
    const d = new Doorkeeper(10);
    expect(d.admit('a')).toBe(false);
    expect(d.admit('b')).toBe(false);
    expect(d.admit('a')).toBe(true);
    expect(d.admit('a')).toBe(true);
    expect(d.admit('b')).toBe(true);
  });

  test('forgets everything when full or cleared: a key is then new once more', () => {
    const d = new Doorkeeper(3);
    for (const k of ['a', 'b', 'c']) d.admit(k);
    expect(d.admit('d')).toBe(false); // full: emptied, then 'd' remembered
    expect(d.admit('a')).toBe(false);
    expect(d.admit('d')).toBe(true);
    d.clear();
    expect(d.admit('d')).toBe(false);
  });
});
