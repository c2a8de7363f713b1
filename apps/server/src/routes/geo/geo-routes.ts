import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  GeoBlockRequestSchema,
  GeoCheckQuerySchema,
  GeoCheckSchema,
  RestrictionInfoSchema,
  SuccessSchema,
} from '@casino/contracts';
import { checkGeoAccess, checkIpAccess, getRestrictionInfo, recordGeoBlock } from '@casino/core';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { refuseCrossSite } from '../../http/cross-site.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The checks change what the player row remembers, yet the spec makes them GETs: one another site starts is
 * refused (refuseCrossSite), so a link cannot mark someone else blocked.
 */
const CROSS_SITE_TEXT = 'Location checks must come from this site.';

/** Geo-blocking: the rules, the IP and position checks, and blocks the browser reports. */
export const restrictionRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  /** Who a check is about: the visitor (a player or a guest) at their address, now. */
  const checked = (request: FastifyRequest) => ({
    playerId: request.playerId,
    ip: request.clientIp,
    at: clock.now(),
  });

  defineRoute(app, 'GET', '/rest/restriction/info/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: RestrictionInfoSchema } },
    handler: async (request) => ({
      data: await getRestrictionInfo(db, { playerId: request.playerId, at: clock.now() }),
    }),
  });

  defineRoute(app, 'GET', '/rest/restriction/player/ip/check/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: GeoCheckSchema } },
    config: { rateLimit: RATE_LIMITS.locationCheck },
    handler: async (request) => {
      refuseCrossSite(request, CROSS_SITE_TEXT);
      return { data: await checkIpAccess(db, checked(request)) };
    },
  });

  defineRoute(app, 'GET', '/rest/restriction/player/geo/check/', {
    guard: 'open',
    cache: 'noStore',
    schema: { querystring: GeoCheckQuerySchema, response: { 200: GeoCheckSchema } },
    config: { rateLimit: RATE_LIMITS.locationCheck },
    handler: async (request) => {
      refuseCrossSite(request, CROSS_SITE_TEXT);
      const { latitude, longitude } = request.query;
      return { data: await checkGeoAccess(db, { ...checked(request), latitude, longitude }) };
    },
  });

  defineRoute(app, 'POST', '/rest/restriction/player/block/', {
    guard: 'open',
    schema: { body: GeoBlockRequestSchema, response: { 200: SuccessSchema } },
    config: { rateLimit: RATE_LIMITS.geoBlockReport },
    handler: async (request) => {
      await recordGeoBlock(db, {
        playerId: request.playerId,
        ip: request.clientIp,
        apps: request.body.apps,
        meta: request.body.meta,
      });
      return {};
    },
  });
};
