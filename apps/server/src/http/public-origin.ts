import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** A request from this machine (or from a reverse proxy on it: loopback alone proves nothing). */
export const isLoopbackAddress = (ip: string) =>
  ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');

/**
 * Where links in messages point: the brand's configured public origin. Never the Host header: it is the
 * client's word, and a forged one would receive a live password-reset token.
 */
export const publicOrigin = (request: FastifyRequest, config: Config): string =>
  config.publicOrigins[request.brand.key];
