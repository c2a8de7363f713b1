import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FeaturesGamesInfoQuerySchema,
  FeaturesGamesInfoResponseSchema,
  QUEST_PATHS,
  QuestQuerySchema,
  QuestResponseSchema,
  QuestsPageResponseSchema,
  SEASON_PATHS,
  SeasonParamsSchema,
  SeasonResponseSchema,
} from '@casino/contracts';
import { getFeaturesGamesInfo, getQuestData, getSeason } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';

/**
 * Quests and the season tower of the signed-in player (401 for a guest), on the site's brand:
 * GET /rest/page/quests/, GET /rest/quest/ (`useOptimizedGames=1` sends shared game lists once, `type` picks a
 * quest type), GET /rest/features-games-info/info/ and GET /rest/seasons/{type}/.
 */
export const questsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    QUEST_PATHS.page,
    {
      onRequest: requirePlayer,
      schema: { querystring: QuestQuerySchema, response: { 200: QuestsPageResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const payload = await getQuestData(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
        type: request.query.type,
        optimized: request.query.useOptimizedGames === '1',
      });
      return { success: true as const, payload };
    },
  );

  r.get(
    QUEST_PATHS.quest,
    {
      onRequest: requirePlayer,
      schema: { querystring: QuestQuerySchema, response: { 200: QuestResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await getQuestData(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
        type: request.query.type,
        optimized: request.query.useOptimizedGames === '1',
      });
      return { success: true as const, data };
    },
  );

  r.get(
    QUEST_PATHS.featuresGamesInfo,
    {
      onRequest: requirePlayer,
      schema: {
        querystring: FeaturesGamesInfoQuerySchema,
        response: { 200: FeaturesGamesInfoResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await getFeaturesGamesInfo(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.get(
    SEASON_PATHS.season,
    {
      onRequest: requirePlayer,
      schema: { params: SeasonParamsSchema, response: { 200: SeasonResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const season = await getSeason(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, season };
    },
  );
};
