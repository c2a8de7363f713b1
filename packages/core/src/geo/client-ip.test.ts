import { describe, expect, it } from 'vitest';
import { clientIp, createProxyTrust, proxyEntryProblem } from './client-ip.ts';

describe('trusted proxies', () => {
  const isTrusted = createProxyTrust(['10.0.0.0/8', '203.0.113.7', '2001:db8::/32']);

  it('parses addresses and CIDR blocks, both families', () => {
    expect(isTrusted('10.20.30.40')).toBe(true);
    expect(isTrusted('::ffff:10.20.30.40')).toBe(true);
    expect(isTrusted('203.0.113.7')).toBe(true);
    expect(isTrusted('203.0.113.8')).toBe(false);
    expect(isTrusted('2001:db8::5')).toBe(true);
    expect(isTrusted('garbage')).toBe(false);
    expect(createProxyTrust([])('10.0.0.1')).toBe(false);
  });

  it('explains bad entries', () => {
    expect(proxyEntryProblem('10.0.0.0/8')).toBeNull();
    expect(proxyEntryProblem('::1')).toBeNull();
    expect(proxyEntryProblem('10.0.0.0/33')).toContain('prefix length');
    expect(proxyEntryProblem('example.com')).toContain('not an IP address');
    expect(proxyEntryProblem('10.0.0.0/8/1')).toContain('not an IP address');
    expect(() => createProxyTrust(['nope'])).toThrow(/TRUSTED_PROXIES/);
  });

  it('ignores forwarding headers from a peer that is not a trusted proxy', () => {
    expect(
      clientIp({
        peer: '198.51.100.9',
        headers: { 'x-forwarded-for': '24.234.0.1', 'cf-connecting-ip': '24.234.0.1' },
        isTrusted,
      }),
    ).toBe('198.51.100.9');
  });

  it('believes CF-Connecting-IP from a trusted peer', () => {
    expect(clientIp({ peer: '10.0.0.2', headers: { 'cf-connecting-ip': '24.234.0.1' }, isTrusted })).toBe(
      '24.234.0.1',
    );
  });

  it('walks X-Forwarded-For from the right, skipping our proxies, stopping at the first outside hop', () => {
    expect(
      clientIp({
        peer: '10.0.0.2',
        // The leftmost entry was written by the client: only the hop our proxy saw counts.
        headers: { 'x-forwarded-for': '6.6.6.6, 72.177.0.1, 203.0.113.7' },
        isTrusted,
      }),
    ).toBe('72.177.0.1');
    expect(clientIp({ peer: '10.0.0.2', headers: { 'x-forwarded-for': '10.0.0.9' }, isTrusted })).toBe(
      '10.0.0.9',
    );
    expect(clientIp({ peer: '10.0.0.2', headers: {}, isTrusted })).toBe('10.0.0.2');
    expect(
      clientIp({ peer: '10.0.0.2', headers: { 'x-forwarded-for': 'junk, 72.177.0.1' }, isTrusted }),
    ).toBe('72.177.0.1');
    expect(
      clientIp({ peer: '10.0.0.2', headers: { 'x-forwarded-for': '72.177.0.1, junk' }, isTrusted }),
    ).toBe('10.0.0.2');
  });
});
