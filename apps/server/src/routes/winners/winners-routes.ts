import type { FastifyPluginAsync } from 'fastify';
import { WINNERS_PATHS, WinnersFeedSettingResponseSchema, WinnersFeedSettingSchema } from '@casino/contracts';
import { getWinnersFeedSetting, setWinnersFeedSetting } from '@casino/core';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The player's choice for the home's winners feed (docs/winners-feed.md). */
export const winnersRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'winnersFeed'>> = async (
  app,
  { db, clock, winnersFeed },
) => {
  defineRoute(app, 'GET', WINNERS_PATHS.setting, {
    guard: 'player',
    schema: { response: { 200: WinnersFeedSettingResponseSchema } },
    handler: async (request) => ({ data: await getWinnersFeedSetting(db, signedInPlayerId(request)) }),
  });

  defineRoute(app, 'PUT', WINNERS_PATHS.setting, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.profileUpdate },
    schema: { body: WinnersFeedSettingSchema, response: { 200: WinnersFeedSettingResponseSchema } },
    handler: async (request) => {
      const data = await setWinnersFeedSetting(db, {
        playerId: signedInPlayerId(request),
        setting: request.body,
        now: clock.now(),
      });
      // The player's wins leave (or come back to) the brand's feed on the next home read.
      winnersFeed.invalidate(request.brand.key);
      return { data };
    },
  });
};
