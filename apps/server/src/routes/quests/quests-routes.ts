import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  type QuestType,
} from '@casino/contracts';
import { getFeaturesGamesInfo, getQuestData, getSeason } from '@casino/core';
import { playerOf } from '../../plugins/player-auth.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';
import { localeOfRequest } from '../../http/request-locale.ts';

/**
 * Quests and the season tower of the signed-in player (401 for a guest), on the site's brand:
 * GET /rest/page/quests/, GET /rest/quest/ (`useOptimizedGames=1` sends shared game lists once, `type` picks a
 * quest type), GET /rest/features-games-info/info/ and GET /rest/seasons/{type}/.
 */
export const questsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const questData = (request: FastifyRequest, query: { type?: QuestType; useOptimizedGames?: '0' | '1' }) =>
    getQuestData(db, {
      ...playerOf(request, clock),
      type: query.type,
      optimized: query.useOptimizedGames === '1',
      locale: localeOfRequest(request),
    });

  defineRoute(app, 'GET', QUEST_PATHS.page, {
    guard: 'player',
    schema: { querystring: QuestQuerySchema, response: { 200: QuestsPageResponseSchema } },
    handler: async (request) => ({ payload: await questData(request, request.query) }),
  });

  defineRoute(app, 'GET', QUEST_PATHS.quest, {
    guard: 'player',
    schema: { querystring: QuestQuerySchema, response: { 200: QuestResponseSchema } },
    handler: async (request) => ({ data: await questData(request, request.query) }),
  });

  defineRoute(app, 'GET', QUEST_PATHS.featuresGamesInfo, {
    guard: 'player',
    schema: {
      querystring: FeaturesGamesInfoQuerySchema,
      response: { 200: FeaturesGamesInfoResponseSchema },
    },
    handler: async (request) => {
      const data = await getFeaturesGamesInfo(db, playerOf(request, clock));
      return { data };
    },
  });

  defineRoute(app, 'GET', SEASON_PATHS.season, {
    guard: 'player',
    schema: { params: SeasonParamsSchema, response: { 200: SeasonResponseSchema } },
    handler: async (request) => {
      const season = await getSeason(db, playerOf(request, clock));
      return { season };
    },
  });
};
