import { describe, expect, test } from 'vitest';
import { forwardedClientAddress } from '#api/lib/client-ip.ts';

describe('forwardedClientAddress', () => {
  test('with no trusted proxy the header is not believed', () => {
    expect(forwardedClientAddress('203.0.113.7', 0)).toBeUndefined();
  });

  test('behind one proxy, the entry that proxy appended: the right-most', () => {
    expect(forwardedClientAddress('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClientAddress('10.9.8.7, 198.51.100.2', 1)).toBe('198.51.100.2');
  });

  test('behind N proxies, the N-th entry from the right', () => {
    expect(forwardedClientAddress('1.1.1.1, 198.51.100.2, 10.0.0.5', 2)).toBe('198.51.100.2');
    expect(forwardedClientAddress('198.51.100.2,10.0.0.6,10.0.0.5', 3)).toBe('198.51.100.2');
  });

  test('entries the client wrote on the left never change the answer', () => {
    const addresses = ['1.2.3.4', '5.6.7.8, 9.9.9.9', 'unknown', ''].map((spoofed) =>
      forwardedClientAddress(`${spoofed}, 198.51.100.2, 10.0.0.5`, 2),
    );
    expect(new Set(addresses)).toEqual(new Set(['198.51.100.2']));
  });

  test('fewer entries than trusted proxies, an empty entry or no header: no forwarded address', () => {
    expect(forwardedClientAddress('198.51.100.2', 2)).toBeUndefined();
    expect(forwardedClientAddress('198.51.100.2, , 10.0.0.5', 2)).toBeUndefined();
    expect(forwardedClientAddress(undefined, 1)).toBeUndefined();
    expect(forwardedClientAddress('', 1)).toBeUndefined();
  });

  test('spaces around entries are dropped, IPv6 addresses kept whole', () => {
    expect(forwardedClientAddress(' 2001:db8::1 ,  10.0.0.5 ', 2)).toBe('2001:db8::1');
  });
});
