import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BackofficeGamesPageSchema,
  BackofficeGamesQuerySchema,
  BackofficeGameUpdatedSchema,
  BackofficeGameUpdateSchema,
  BackofficeRowIdParamsSchema,
  BackofficeListQuerySchema,
  BackofficeRestrictionGroupsPageSchema,
} from '@casino/contracts';
import { appendAudit, listBackofficeGames, listRestrictionGroups, updateBackofficeGame } from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList } from '../csv.ts';

const pct = (v: number | null) => (v === null ? '' : (v * 100).toFixed(2));

/**
 * The catalogue's games (docs/backoffice.md, Games): the list with the observed RTP beside the theoretical
 * one, a game's settings (audited `game.update`; the catalogue cache is invalidated after the commit, which
 * bumps the guest page cache), and the restriction groups in use.
 */
export const backofficeGamesRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'catalogueCache'>
> = async (app, { db, clock, catalogueCache }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/backoffice/games/',
    {
      onRequest: requireBackoffice('games.read'),
      schema: { querystring: BackofficeGamesQuerySchema, response: { 200: BackofficeGamesPageSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listBackofficeGames(db, exportPage(request.query));
      return sendList(reply, request.query, page, [
        { key: 'id', header: 'id' },
        { key: 'slug', header: 'slug' },
        { key: 'title', header: 'title' },
        { key: 'provider', header: 'provider' },
        { key: 'engineId', header: 'engine' },
        { key: 'isActive', header: 'enabled' },
        { key: 'sort', header: 'order' },
        { key: 'categories', header: 'categories', value: (g) => g.categories.join(' ') },
        { key: 'restrictedPlayers', header: 'restrictedPlayers' },
        { key: 'rounds', header: 'rounds' },
        { key: 'totalBet', header: 'totalBet' },
        { key: 'totalWin', header: 'totalWin' },
        { key: 'observedRtp', header: 'observedRtpPct', value: (g) => pct(g.observedRtp) },
        { key: 'ciLow', header: 'ci95LowPct', value: (g) => pct(g.ciLow) },
        { key: 'ciHigh', header: 'ci95HighPct', value: (g) => pct(g.ciHigh) },
        { key: 'theoreticalRtp', header: 'theoreticalRtpPct', value: (g) => pct(g.theoreticalRtp) },
      ]);
    },
  );

  r.patch(
    '/rest/backoffice/games/:id/',
    {
      onRequest: requireBackoffice('games.manage'),
      schema: {
        params: BackofficeRowIdParamsSchema,
        body: BackofficeGameUpdateSchema,
        response: { 200: BackofficeGameUpdatedSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { after } = await db.transaction(async (tx) => {
        const change = await updateBackofficeGame(tx, { id: request.params.id, update: request.body });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'game.update',
          targetType: 'game',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        });
        return change;
      });
      // The lobby, the cached catalogue answers and the guest pages see it now, not in a minute.
      catalogueCache.invalidate();
      return {
        success: true as const,
        data: { id: after.id, isActive: after.isActive, sort: after.sort, categories: after.categories },
      };
    },
  );

  r.get(
    '/rest/backoffice/games/restriction-groups/',
    {
      onRequest: requireBackoffice('games.read'),
      schema: {
        querystring: BackofficeListQuerySchema,
        response: { 200: BackofficeRestrictionGroupsPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listRestrictionGroups(db, exportPage(request.query));
      return sendList(reply, request.query, page, [
        { key: 'groupKey', header: 'groupKey' },
        { key: 'players', header: 'players' },
        { key: 'games', header: 'games', value: (g) => g.games.map((game) => game.slug).join(' ') },
      ]);
    },
  );
};
