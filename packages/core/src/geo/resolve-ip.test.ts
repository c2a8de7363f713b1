import { describe, expect, it } from 'vitest';
import { INITIAL_RESTRICTED_REGIONS } from './seed-restricted-regions.ts';
import { decideLocation } from './restriction-rules.ts';
import { isLocalAddress, normalizeIp, resolveIp } from './resolve-ip.ts';

describe('resolveIp (geoip-lite, offline)', () => {
  it.each([
    ['8.8.8.8', { country: 'US', region: null }],
    ['24.234.0.1', { country: 'US', region: 'NV' }], // Las Vegas
    ['72.177.0.1', { country: 'US', region: 'TX' }], // Austin
    ['99.224.0.1', { country: 'CA', region: 'ON' }], // Toronto
    ['24.48.0.1', { country: 'CA', region: 'QC' }], // Montreal
    ['80.12.0.1', { country: 'FR', region: 'IDF' }], // Paris
    ['::ffff:24.234.0.1', { country: 'US', region: 'NV' }],
  ])('%s → %o', (ip, expected) => {
    expect(resolveIp(ip)).toEqual(expected);
  });

  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::1', 'fd00::1', '::ffff:127.0.0.1'])(
    'answers null (unknown) for the local address %s',
    (ip) => {
      expect(isLocalAddress(ip)).toBe(true);
      expect(resolveIp(ip)).toBeNull();
    },
  );

  it('answers null for nothing, garbage and addresses without a country', () => {
    expect(resolveIp(null)).toBeNull();
    expect(resolveIp('')).toBeNull();
    expect(resolveIp('not-an-ip')).toBeNull();
    expect(resolveIp('1.1.1.1')).toBeNull();
  });

  it('normalizes IPv4-mapped addresses', () => {
    expect(normalizeIp(' ::ffff:8.8.8.8 ')).toBe('8.8.8.8');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('feeds the decisions: Nevada and Quebec blocked, Texas, Ontario and local allowed, France outside', () => {
    const judge = (ip: string) => decideLocation(resolveIp(ip), INITIAL_RESTRICTED_REGIONS, '2025-06-01');
    expect(judge('24.234.0.1').access).toBe('blocked');
    expect(judge('24.48.0.1').access).toBe('blocked');
    expect(judge('72.177.0.1').access).toBe('allowed');
    expect(judge('99.224.0.1').access).toBe('allowed');
    expect(judge('127.0.0.1')).toEqual({ access: 'allowed', country: null, region: null });
    expect(judge('80.12.0.1')).toMatchObject({ access: 'blocked', reason: 'Outside the service area' });
  });
});
