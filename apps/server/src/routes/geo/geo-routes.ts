import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GeoBlockRequestSchema,
  GeoCheckQuerySchema,
  GeoCheckSchema,
  RestrictionInfoSchema,
  SuccessSchema,
} from '@casino/contracts';
import { checkGeoAccess, checkIpAccess, DomainError, getRestrictionInfo, recordGeoBlock } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * The checks change what the player row remembers, yet the spec makes them GETs. A browser marks
 * requests other sites start (links, forms) as cross-site: those are refused, so a link cannot
 * mark someone else blocked.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new DomainError(403, 'Location checks must come from this site.', undefined, 'cross_site');
}

/** Geo-blocking: the rules, the IP and position checks, and blocks the browser reports. */
export const restrictionRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/restriction/info/',
    { schema: { response: { 200: RestrictionInfoSchema } } },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        data: await getRestrictionInfo(db, { playerId: request.playerId, at: clock.now() }),
      };
    },
  );

  r.get(
    '/rest/restriction/player/ip/check/',
    { schema: { response: { 200: GeoCheckSchema } }, config: { rateLimit: RATE_LIMITS.locationCheck } },
    async (request, reply) => {
      refuseCrossSite(request);
      noStore(reply);
      const data = await checkIpAccess(db, {
        playerId: request.playerId,
        ip: request.clientIp,
        at: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.get(
    '/rest/restriction/player/geo/check/',
    {
      schema: { querystring: GeoCheckQuerySchema, response: { 200: GeoCheckSchema } },
      config: { rateLimit: RATE_LIMITS.locationCheck },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      noStore(reply);
      const data = await checkGeoAccess(db, {
        playerId: request.playerId,
        ip: request.clientIp,
        latitude: request.query.latitude,
        longitude: request.query.longitude,
        at: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/restriction/player/block/',
    {
      schema: { body: GeoBlockRequestSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: RATE_LIMITS.geoBlockReport },
    },
    async (request) => {
      await recordGeoBlock(db, {
        playerId: request.playerId,
        ip: request.clientIp,
        apps: request.body.apps,
        meta: request.body.meta,
      });
      return { success: true as const };
    },
  );
};
