import type { FastifyPluginAsync } from 'fastify';
import { BannersHomeSchema, HomePageSchema, type HomePage } from '@casino/contracts';
import { getHomeBanners, getHomePage, getQuestData, homePromotions } from '@casino/core';
import type { Services } from '../../services.ts';
import { sendJson } from './catalogue-routes.ts';
import { defineRoute } from '../../http/define-route.ts';
import { localeOfRequest } from '../../http/request-locale.ts';

/** GET /rest/page/home/ and GET /rest/banners/home/. */
export const homePageRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'catalogueCache' | 'winnersFeed'>
> = async (app, { db, clock, catalogueCache, winnersFeed }) => {
  const deps = { db, cache: catalogueCache, winners: winnersFeed, promotions: homePromotions };
  defineRoute(app, 'GET', '/rest/page/home/', {
    guard: 'open',
    cache: 'revalidate',
    schema: { response: { 200: HomePageSchema } },
    handler: async (request, reply) => {
      const now = clock.now();
      const home = await getHomePage(deps, { brand: request.brand.key, playerId: request.playerId, now });
      // questData: a signed-in player's running quest and the next one (the days are on the quests page).
      const quest = request.playerId
        ? await getQuestData(db, {
            brand: request.brand.key,
            playerId: request.playerId,
            now,
            locale: localeOfRequest(request),
          })
        : null;
      const questData =
        quest && (quest.quest || quest.futureQuest)
          ? { quest: quest.quest, futureQuest: quest.futureQuest }
          : null;
      const page: HomePage = questData ? { ...home, questData } : home;
      return sendJson(request, reply, page);
    },
  });
  defineRoute(app, 'GET', '/rest/banners/home/', {
    guard: 'open',
    cache: 'revalidate',
    schema: { response: { 200: BannersHomeSchema } },
    handler: async (request) => getHomeBanners(deps, { playerId: request.playerId, now: clock.now() }),
  });
};
