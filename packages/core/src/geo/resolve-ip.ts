import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';

export interface IpLocation {
  country: string;
  /** ISO 3166-2 subdivision without the country (NV, QC), or null when the database has none. */
  region: string | null;
}

type GeoipLite = { lookup(ip: string): { country: string; region: string } | null };
let geoip: GeoipLite | undefined;

/**
 * geoip-lite reads its MaxMind-based database (shipped inside the npm package) into memory when first
 * required: about 150 MB and 250 ms. So it loads on the first lookup, not at start.
 */
function database(): GeoipLite {
  geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoipLite;
  return geoip;
}

/** Loopback, private, link-local and carrier-grade NAT ranges: no country, so local development just works. */
const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8);
LOCAL.addSubnet('10.0.0.0', 8);
LOCAL.addSubnet('172.16.0.0', 12);
LOCAL.addSubnet('192.168.0.0', 16);
LOCAL.addSubnet('169.254.0.0', 16);
LOCAL.addSubnet('100.64.0.0', 10);
LOCAL.addSubnet('0.0.0.0', 8);
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addAddress('::', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

export function isLocalAddress(ip: string): boolean {
  const address = normalizeIp(ip);
  const family = isIP(address);
  if (!family) return false;
  return LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Country and region of an IP address, or null when unknown: local and private addresses, and
 * public ones the database has no country for (anycast services such as 1.1.1.1).
 */
export function resolveIp(ip: string | null | undefined): IpLocation | null {
  if (!ip) return null;
  const address = normalizeIp(ip);
  if (!isIP(address) || isLocalAddress(address)) return null;
  const found = database().lookup(address);
  if (!found?.country) return null;
  return { country: found.country, region: found.region || null };
}
