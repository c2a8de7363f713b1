import { BlockList, isIP } from 'node:net';
import { normalizeIp } from './resolve-ip.ts';

/** Checks one TRUSTED_PROXIES entry: an IP address or a CIDR block. Answers an error text, or null. */
export function proxyEntryProblem(entry: string): string | null {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return `"${entry}" is not an IP address or CIDR block`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  const n = Number(bits);
  if (!/^\d+$/.test(bits) || n > max) return `"${entry}" has a prefix length outside 0-${max}`;
  return null;
}

/** A membership test for the proxies whose forwarding headers we believe. */
export function createProxyTrust(entries: readonly string[]): (ip: string) => boolean {
  if (!entries.length) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new Error(`TRUSTED_PROXIES: ${problem}`);
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const address = normalizeIp(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/**
 * The visitor's address. Forwarding headers are believed only when the direct peer is a trusted
 * proxy: anyone else could write them. CF-Connecting-IP (Cloudflare) wins; otherwise
 * X-Forwarded-For is walked from the right, skipping our own proxies, to the first hop we do not run.
 */
export function clientIp(input: {
  peer: string;
  headers: Record<string, string | string[] | undefined>;
  isTrusted: (ip: string) => boolean;
}): string {
  const peer = normalizeIp(input.peer);
  if (!input.isTrusted(peer)) return peer;
  const cloudflare = header(input.headers['cf-connecting-ip'])?.trim();
  if (cloudflare && isIP(normalizeIp(cloudflare))) return normalizeIp(cloudflare);
  const hops = (header(input.headers['x-forwarded-for']) ?? '')
    .split(',')
    .map((hop) => normalizeIp(hop))
    .filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) break; // garbage in the chain: stop at the last hop we could read
    client = hop;
    if (!input.isTrusted(hop)) break;
  }
  return client;
}
