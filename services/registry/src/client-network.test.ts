import { describe, expect, test } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  test('an IPv4 address counts as its /24, however it is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.250')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('198.51.100.7')).not.toBe(clientNetwork('203.0.113.7'));
  });

  test('an IPv6 address counts as its /48: every /64 a home line is delegated is one network', () => {
    expect(clientNetwork('2001:db8:7::1')).toBe('2001:db8:7::/48');
    expect(clientNetwork('2001:0db8:0007:ff00:1234:5678:9abc:def0')).toBe('2001:db8:7::/48');
    expect(clientNetwork('2001:db8:7:ab::2')).toBe(clientNetwork('2001:db8:7:cd::3'));
    expect(clientNetwork('2001:db8:8::1')).not.toBe(clientNetwork('2001:db8:7::1'));
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0::/48');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  test('anything else is no network', () => {
    for (const value of ['', 'localhost', '203.0.113', '2001:db8::g', '999.1.1.1']) expect(clientNetwork(value)).toBeUndefined();
  });
});
