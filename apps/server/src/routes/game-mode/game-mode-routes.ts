import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GAME_MODE_SWITCH_PATHS, GameModeSwitchResponseSchema, type GameMode } from '@casino/contracts';
import { switchGameMode } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { refuseCrossSite } from '../../plugins/cross-site.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

export const GAME_MODE_CROSS_SITE_TEXT = 'The game mode can only be switched from this site.';

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
        // The spec's switch calls are GETs that change the player's mode.
        refuseCrossSite(request, GAME_MODE_CROSS_SITE_TEXT);
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
