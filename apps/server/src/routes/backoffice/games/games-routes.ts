import type { FastifyPluginAsync } from 'fastify';
import {
  BackofficeGamesPageSchema,
  BackofficeGamesQuerySchema,
  BackofficeGameUpdatedSchema,
  BackofficeGameUpdateSchema,
  BackofficeListQuerySchema,
  BackofficeRestrictionGroupsPageSchema,
} from '@casino/contracts';
import { listBackofficeGames, listRestrictionGroups, updateBackofficeGame } from '@casino/core';
import type { Services } from '../../../services.ts';
import { defineRowWrites } from '../row-writes.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const pct = (v: number | null) => (v === null ? '' : (v * 100).toFixed(2));

/**
 * The catalogue's games (docs/backoffice.md, Games): the list with the observed RTP beside the theoretical
 * one, a game's settings (audited `game.update`; the catalogue cache is invalidated after the commit, which
 * bumps the guest page cache), and the restriction groups in use.
 */
export const backofficeGamesRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'catalogueCache'>
> = async (app, { db, clock, catalogueCache }) => {
  defineRoute(app, 'GET', '/rest/backoffice/games/', {
    guard: { backoffice: 'games.read' },
    schema: { querystring: BackofficeGamesQuerySchema, response: { 200: BackofficeGamesPageSchema } },
    handler: listHandler(
      (query) => listBackofficeGames(db, query),
      [
        'id',
        'slug',
        'title',
        'provider',
        { key: 'engineId', header: 'engine' },
        { key: 'isActive', header: 'enabled' },
        { key: 'sort', header: 'order' },
        { key: 'categories', header: 'categories', value: (g) => g.categories.join(' ') },
        'restrictedPlayers',
        'rounds',
        'totalBet',
        'totalWin',
        { key: 'observedRtp', header: 'observedRtpPct', value: (g) => pct(g.observedRtp) },
        { key: 'ciLow', header: 'ci95LowPct', value: (g) => pct(g.ciLow) },
        { key: 'ciHigh', header: 'ci95HighPct', value: (g) => pct(g.ciHigh) },
        { key: 'theoreticalRtp', header: 'theoreticalRtpPct', value: (g) => pct(g.theoreticalRtp) },
      ],
    ),
  });

  defineRowWrites(app, db, clock, {
    target: 'game',
    permission: 'games.manage',
    paths: { list: '/rest/backoffice/games/', one: '/rest/backoffice/games/:id/' },
    reply: BackofficeGameUpdatedSchema,
    update: { body: BackofficeGameUpdateSchema, run: updateBackofficeGame },
    shown: ({ id, isActive, sort, categories }) => ({ id, isActive, sort, categories }),
    audited: (game) => game,
    // The lobby, the cached catalogue answers and the guest pages see it now, not in a minute.
    changed: () => catalogueCache.invalidate(),
  });

  defineRoute(app, 'GET', '/rest/backoffice/games/restriction-groups/', {
    guard: { backoffice: 'games.read' },
    schema: {
      querystring: BackofficeListQuerySchema,
      response: { 200: BackofficeRestrictionGroupsPageSchema },
    },
    handler: listHandler(
      (query) => listRestrictionGroups(db, query),
      [
        'groupKey',
        'players',
        { key: 'games', header: 'games', value: (g) => g.games.map((game) => game.slug).join(' ') },
      ],
    ),
  });
};
