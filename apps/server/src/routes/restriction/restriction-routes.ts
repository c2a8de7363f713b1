import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GeoBlockRequestSchema,
  GeoCheckQuerySchema,
  GeoCheckSchema,
  RestrictionInfoSchema,
  SuccessSchema,
} from '@casino/contracts';
import {
  checkGeoAccess,
  checkIpAccess,
  clientIp,
  createProxyTrust,
  DomainError,
  getRestrictionInfo,
  recordGeoBlock,
  type Database,
} from '@casino/core';

/** Each check writes an audit row, so one visitor gets a budget; a page runs one or two checks. */
const CHECK_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

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
export const restrictionRoutes: FastifyPluginAsync<{
  database: Database;
  trustedProxies?: readonly string[];
}> = async (app, { database, trustedProxies = [] }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const isTrusted = createProxyTrust(trustedProxies);
  const ipOf = (request: FastifyRequest) =>
    clientIp({ peer: request.socket.remoteAddress ?? request.ip, headers: request.headers, isTrusted });

  r.get(
    '/rest/restriction/info/',
    { schema: { response: { 200: RestrictionInfoSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await getRestrictionInfo(db, { playerId: request.playerId }) };
    },
  );

  r.get(
    '/rest/restriction/player/ip/check/',
    { schema: { response: { 200: GeoCheckSchema } }, config: { rateLimit: CHECK_LIMIT } },
    async (request, reply) => {
      refuseCrossSite(request);
      reply.header('cache-control', 'private, no-store');
      const data = await checkIpAccess(db, { playerId: request.playerId, ip: ipOf(request) });
      return { success: true as const, data };
    },
  );

  r.get(
    '/rest/restriction/player/geo/check/',
    {
      schema: { querystring: GeoCheckQuerySchema, response: { 200: GeoCheckSchema } },
      config: { rateLimit: CHECK_LIMIT },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      reply.header('cache-control', 'private, no-store');
      const data = await checkGeoAccess(db, {
        playerId: request.playerId,
        ip: ipOf(request),
        latitude: request.query.latitude,
        longitude: request.query.longitude,
      });
      return { success: true as const, data };
    },
  );

  r.post(
    '/rest/restriction/player/block/',
    {
      schema: { body: GeoBlockRequestSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await recordGeoBlock(db, {
        playerId: request.playerId,
        ip: ipOf(request),
        apps: request.body.apps,
        meta: request.body.meta,
      });
      return { success: true as const };
    },
  );
};
