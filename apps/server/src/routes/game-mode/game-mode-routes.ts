import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GAME_MODE_SWITCH_PATHS, GameModeSwitchResponseSchema, type GameMode } from '@casino/contracts';
import { DomainError, switchGameMode } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

export const GAME_MODE_CROSS_SITE_TEXT = 'The game mode can only be switched from this site.';

/**
 * The spec's switch calls are GETs that change the player's mode. A browser marks requests another
 * site starts (links, images, forms) as cross-site: those are refused, so no page elsewhere can flip it.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new DomainError(403, GAME_MODE_CROSS_SITE_TEXT, undefined, 'cross_site');
}

export const gameModeRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [gameMode, path] of Object.entries(GAME_MODE_SWITCH_PATHS) as Array<[GameMode, string]>) {
    r.get(
      path,
      {
        onRequest: requirePlayer,
        schema: { response: { 200: GameModeSwitchResponseSchema } },
        config: { rateLimit: RATE_LIMITS.gameModeSwitch },
      },
      async (request, reply) => {
        refuseCrossSite(request);
        noStore(reply);
        const result = await switchGameMode(
          { db, publisher },
          { playerId: signedInPlayerId(request), gameMode, ip: request.clientIp, now: clock.now() },
        );
        return { success: true as const, gameMode: result.gameMode };
      },
    );
  }
};
