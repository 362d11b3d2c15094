import { describe, expect, test } from 'vitest';
import { hostCookieName, readCookies, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  test('reads the first value of each cookie and skips malformed pairs', () => {
    const cookies = readCookies({ headers: { cookie: 'a=1; =x; b; a=2; c = 3' } });
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['c', '3'],
    ]);
  });

  test('ignores a header too long to come from a browser', () => {
    expect(readCookies({ headers: { cookie: `a=${'x'.repeat(9000)}` } }).size).toBe(0);
  });

  test('writes HttpOnly, SameSite=Lax cookies, Secure and __Host- only over https', () => {
    expect(serializeCookie('s', 'v', { maxAgeS: 60.7, secure: false })).toBe('s=v; Max-Age=60; Path=/; HttpOnly; SameSite=Lax');
    expect(serializeCookie(hostCookieName('s', true), 'v', { secure: true })).toBe('__Host-s=v; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(hostCookieName('s', false)).toBe('s');
  });
});
