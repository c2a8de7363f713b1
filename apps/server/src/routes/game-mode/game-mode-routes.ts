import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GAME_MODE_SWITCH_PATHS, GameModeSwitchResponseSchema, type GameMode } from '@casino/contracts';
import {
  clientIp,
  createProxyTrust,
  DomainError,
  switchGameMode,
  unauthorized,
  type Database,
  type Publisher,
} from '@casino/core';

export const GAME_MODE_CROSS_SITE_TEXT = 'The game mode can only be switched from this site.';

/** A person switches a few times a minute at most; this keeps a stuck script from hammering the row. */
const SWITCH_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * The spec's switch calls are GETs that change the player's mode. A browser marks requests another
 * site starts (links, images, forms) as cross-site: those are refused, so no page elsewhere can flip it.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new DomainError(403, GAME_MODE_CROSS_SITE_TEXT, undefined, 'cross_site');
}

export const gameModeRoutes: FastifyPluginAsync<{
  database: Database;
  trustedProxies?: readonly string[];
}> = async (app, { database, trustedProxies = [] }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  // Decorated on the root app before any route plugin is registered.
  const publisher = (app as unknown as { publisher: Publisher }).publisher;
  const isTrusted = createProxyTrust(trustedProxies);

  for (const [gameMode, path] of Object.entries(GAME_MODE_SWITCH_PATHS) as Array<[GameMode, string]>) {
    r.get(
      path,
      { schema: { response: { 200: GameModeSwitchResponseSchema } }, config: { rateLimit: SWITCH_LIMIT } },
      async (request, reply) => {
        if (!request.playerId) throw unauthorized();
        refuseCrossSite(request);
        reply.header('cache-control', 'private, no-store');
        const ip = clientIp({
          peer: request.socket.remoteAddress ?? request.ip,
          headers: request.headers,
          isTrusted,
        });
        const result = await switchGameMode({ db, publisher }, { playerId: request.playerId, gameMode, ip });
        return { success: true as const, gameMode: result.gameMode };
      },
    );
  }
};
