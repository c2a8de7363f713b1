import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { hostName } from '../plugins/brand.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Mail stays on this machine and the page is asked for from it: the development outbox may answer. */
export const isLoopbackAddress = (ip: string) =>
  ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');

/**
 * Where links in messages point: the origin the player is using. A Host header is the client's word, so
 * with BRAND_HOSTS configured an unknown host falls back to the brand's own (a forged Host must never put
 * another domain into a password reset link). Public hosts in production are https; TLS ends in front of us.
 */
export function publicOrigin(request: FastifyRequest, config: Config): string {
  const hostHeader = (request.headers.host ?? '').toLowerCase();
  const name = hostName(hostHeader);
  if (LOOPBACK_HOSTS.has(name)) return `${request.protocol}://${hostHeader}`;
  const scheme = config.env === 'production' ? 'https' : request.protocol;
  if (config.brandHosts.size === 0 || config.brandHosts.has(name)) return `${scheme}://${hostHeader}`;
  const own =
    [...config.brandHosts].find(([, brand]) => brand === request.brand.key)?.[0] ??
    [...config.brandHosts.keys()][0]!;
  return `${scheme}://${own}`;
}
