import type { FastifyRequest } from 'fastify';
import { DomainError } from '@casino/core';

/**
 * For the spec's state-changing GETs. Browsers mark requests another site starts (links, images, forms)
 * `Sec-Fetch-Site: cross-site`: those are refused, so no page elsewhere can trigger the change.
 */
export function refuseCrossSite(request: FastifyRequest, message: string): void {
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new DomainError({ status: 403, code: 'cross_site', message });
}
