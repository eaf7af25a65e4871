import { describe, expect, it } from 'vitest';
import { limitedAddress } from './rate-limit';

describe('limitedAddress: the client the address limits count', () => {
  it('IPv4 as it is, also IPv4-mapped IPv6; other text unchanged', () => {
    expect(limitedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(limitedAddress('local')).toBe('local');
    expect(limitedAddress('not an address')).toBe('not an address');
  });

  it('IPv6 as its /64 network, whatever the spelling', () => {
    const net = '2001:db8:0:1::/64';
    for (const a of [
      '2001:db8:0:1::1',
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0000:0001:abcd:ef01:2345:6789',
      '2001:db8::1:0:0:0:1',
      '2001:db8:0:1::192.0.2.1',
      '2001:db8:0:1::1%eth0',
    ]) {
      expect(limitedAddress(a)).toBe(net);
    }
    expect(limitedAddress('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
  });
});
