import type { FastifyRequest } from 'fastify';
import { DomainError } from '@casino/core';

/**
 * For the spec's GETs that change something (a mode switch, a prize collected): a browser marks requests
 * another site starts (links, images, forms) as cross-site; those are refused, so no page elsewhere can
 * make them for the player.
 */
export function refuseCrossSite(request: FastifyRequest, text: string): void {
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new DomainError(403, text, undefined, 'cross_site');
}
