import { describe, expect, it } from 'vitest';
import { normalizeIp, parseTrustProxy, resolveClientIp } from './client-ip.ts';
import type { TrustedProxies } from './client-ip.ts';

function trust(value: string | undefined): TrustedProxies {
  const result = parseTrustProxy(value);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('parseTrustProxy', () => {
  it('trusts loopback only by default', () => {
    const t = trust(undefined);
    expect(t.has('127.0.0.1')).toBe(true);
    expect(t.has('127.8.9.10')).toBe(true);
    expect(t.has('::1')).toBe(true);
    expect(t.has('10.0.0.1')).toBe(false);
  });

  it('reads addresses and CIDR ranges of both families', () => {
    const t = trust('10.0.0.0/8, 192.168.1.7, fd00::/8');
    expect(t.has('10.200.3.4')).toBe(true);
    expect(t.has('192.168.1.7')).toBe(true);
    expect(t.has('192.168.1.8')).toBe(false);
    expect(t.has('fd12::1')).toBe(true);
    expect(t.has('127.0.0.1')).toBe(false);
    expect(t.has('not-an-ip')).toBe(false);
  });

  it('trusts nobody with "none"', () => {
    expect(trust('none').has('127.0.0.1')).toBe(false);
  });

  it('rejects what is not an address or range', () => {
    expect(parseTrustProxy('10.0.0.0/33').ok).toBe(false);
    expect(parseTrustProxy('proxy.local').ok).toBe(false);
    expect(parseTrustProxy('1.2.3.4/8/9').ok).toBe(false);
    expect(parseTrustProxy('none, 1.2.3.4').ok).toBe(false);
    expect(parseTrustProxy('::1/129').ok).toBe(false);
  });
});

describe('normalizeIp', () => {
  it('reads IPv4-mapped IPv6, ports, brackets and zones', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp(' 203.0.113.9:4711 ')).toBe('203.0.113.9');
    expect(normalizeIp('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeIp('unknown')).toBeNull();
    expect(normalizeIp('')).toBeNull();
  });
});

describe('resolveClientIp', () => {
  const loopback = trust(undefined);

  it('uses the socket address when the peer is not trusted, ignoring a spoofed header', () => {
    expect(resolveClientIp('198.51.100.4', '1.2.3.4', loopback)).toBe('198.51.100.4');
  });

  it('walks X-Forwarded-For from the right past trusted proxies', () => {
    const t = trust('loopback, 10.0.0.0/8');
    expect(resolveClientIp('127.0.0.1', '6.6.6.6, 203.0.113.5, 10.1.1.1', t)).toBe('203.0.113.5');
  });

  it('takes the leftmost hop when every hop is trusted', () => {
    expect(resolveClientIp('::ffff:127.0.0.1', '127.0.0.2, 127.0.0.3', loopback)).toBe('127.0.0.2');
  });

  it('stops at the nearest proxy when a hop is garbage', () => {
    expect(resolveClientIp('127.0.0.1', '203.0.113.5, garbage', loopback)).toBe('127.0.0.1');
  });

  it('uses the trusted peer itself when there is no header', () => {
    expect(resolveClientIp('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('survives an overlong header without reading the cut hop', () => {
    const header = `${'9'.repeat(5000)}, 203.0.113.77`;
    expect(resolveClientIp('127.0.0.1', header, loopback)).toBe('203.0.113.77');
  });

  it('answers "unknown" without a socket address', () => {
    expect(resolveClientIp(undefined, '1.2.3.4', loopback)).toBe('unknown');
  });
});
