import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('puts the nonce on scripts and styles, with no inline script allowance', () => {
    const csp = contentSecurityPolicy('abc123', { https: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades insecure requests under https and opens HMR in dev', () => {
    expect(contentSecurityPolicy('n', { https: true })).toContain('upgrade-insecure-requests');
    const dev = contentSecurityPolicy('n', { https: false, dev: true });
    expect(dev).toContain("connect-src 'self' ws: wss:");
    expect(dev).toContain("script-src 'self' 'nonce-n'");
  });
});

describe('createNonce', () => {
  it('gives 128-bit base64 values that do not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const nonce = createNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });
});
