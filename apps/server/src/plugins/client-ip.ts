import type { FastifyInstance } from 'fastify';
import { clientIp, createProxyTrust } from '@casino/core';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's address: proxy headers are believed only from TRUSTED_PROXIES. */
    clientIp: string;
  }
}

/** Computes `request.clientIp` once per request, for geo checks, audit rows and game launches. */
export function registerClientIp(app: FastifyInstance, trustedProxies: readonly string[]) {
  const isTrusted = createProxyTrust(trustedProxies);
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    request.clientIp = clientIp({
      peer: request.socket.remoteAddress ?? request.ip,
      headers: request.headers,
      isTrusted,
    });
  });
}
