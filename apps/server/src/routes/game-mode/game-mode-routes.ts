import type { FastifyPluginAsync } from 'fastify';
import { GAME_MODE_SWITCH_PATHS, GameModeSwitchResponseSchema, type GameMode } from '@casino/contracts';
import { switchGameMode } from '@casino/core';
import { refuseCrossSite } from '../../http/cross-site.ts';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

export const GAME_MODE_CROSS_SITE_TEXT = 'The game mode can only be switched from this site.';

export const gameModeRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  for (const [gameMode, path] of Object.entries(GAME_MODE_SWITCH_PATHS) as Array<[GameMode, string]>) {
    defineRoute(app, 'GET', path, {
      guard: 'player',
      schema: { response: { 200: GameModeSwitchResponseSchema } },
      config: { rateLimit: RATE_LIMITS.gameModeSwitch },
      handler: async (request) => {
        // The spec's switch calls are GETs that change the player's mode.
        refuseCrossSite(request, GAME_MODE_CROSS_SITE_TEXT);
        const result = await switchGameMode(
          { db, publisher },
          { playerId: signedInPlayerId(request), gameMode, ip: request.clientIp, now: clock.now() },
        );
        return { gameMode: result.gameMode };
      },
    });
  }
};
