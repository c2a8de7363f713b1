import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BannersHomeSchema, HomePageSchema, type HomePage } from '@casino/contracts';
import { getHomeBanners, getHomePage, getQuestData } from '@casino/core';
import { revalidate } from '../../plugins/caching.ts';
import type { Services } from '../../services.ts';
import { sendJson } from './catalogue-routes.ts';

/** GET /rest/page/home/ and GET /rest/banners/home/. */
export const homePageRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'catalogueCache'>> = async (
  app,
  { db, clock, catalogueCache },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, cache: catalogueCache };
  r.get('/rest/page/home/', { schema: { response: { 200: HomePageSchema } } }, async (request, reply) => {
    revalidate(reply);
    const now = clock.now();
    const home = await getHomePage(deps, { playerId: request.playerId, now });
    // questData: a signed-in player's running quest and the next one (the days are on the quests page).
    const quest = request.playerId
      ? await getQuestData(db, { brand: request.brand.key, playerId: request.playerId, now })
      : null;
    const questData =
      quest && (quest.quest || quest.futureQuest)
        ? { quest: quest.quest, futureQuest: quest.futureQuest }
        : null;
    const page: HomePage = questData ? { ...home, questData } : home;
    return sendJson(request, reply, page);
  });
  r.get(
    '/rest/banners/home/',
    { schema: { response: { 200: BannersHomeSchema } } },
    async (request, reply) => {
      revalidate(reply);
      return getHomeBanners(deps, { playerId: request.playerId, now: clock.now() });
    },
  );
};
