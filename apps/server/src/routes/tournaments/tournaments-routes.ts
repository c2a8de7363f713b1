import type { FastifyPluginAsync } from 'fastify';
import {
  TOURNAMENT_PATHS,
  TournamentCreateRequestSchema,
  TournamentCreateResponseSchema,
  TournamentParamsSchema,
  TournamentQuerySchema,
  TournamentResponseSchema,
  TournamentsListResponseSchema,
  TournamentSubscribeResponseSchema,
  VALIDATION,
} from '@casino/contracts';
import {
  createTournament,
  getTournament,
  getTournamentById,
  listTournaments,
  subscribeTournament,
} from '@casino/core';
import { refuseCrossSite } from '../../http/cross-site.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { playerOf, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Tournaments (races) of the site's brand for the signed-in player (401 for a guest): the game's or current
 * tournament (spec: GET /rest/tournament/?gameId=), the list and one tournament for the pages, the spec's
 * subscribe, and the operator's create.
 */
export const tournamentsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', TOURNAMENT_PATHS.byGame, {
    guard: 'player',
    schema: { querystring: TournamentQuerySchema, response: { 200: TournamentResponseSchema } },
    handler: async (request) =>
      getTournament(db, {
        ...playerOf(request, clock),
        gameId: request.query.gameId,
      }),
  });

  defineRoute(app, 'GET', TOURNAMENT_PATHS.list, {
    guard: 'player',
    schema: { response: { 200: TournamentsListResponseSchema } },
    handler: async (request) => {
      const data = await listTournaments(db, playerOf(request, clock));
      return { data };
    },
  });

  defineRoute(app, 'GET', TOURNAMENT_PATHS.one, {
    guard: 'player',
    schema: { params: TournamentParamsSchema, response: { 200: TournamentResponseSchema } },
    handler: async (request) =>
      getTournamentById(db, {
        ...playerOf(request, clock),
        id: request.params.id,
      }),
  });

  // The spec's subscribe is a GET: a repeat answers the same; a request another site starts is refused.
  defineRoute(app, 'GET', TOURNAMENT_PATHS.subscribe, {
    guard: 'player',
    schema: { params: TournamentParamsSchema, response: { 200: TournamentSubscribeResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      return subscribeTournament(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        id: request.params.id,
        now: clock.now(),
      });
    },
  });

  defineRoute(app, 'POST', '/rest/ops/tournaments/', {
    guard: 'operator',
    schema: { body: TournamentCreateRequestSchema, response: { 200: TournamentCreateResponseSchema } },
    handler: async (request) => ({
      data: await auditedOpsWrite(request, (tx) => createTournament(tx, request.body)),
    }),
  });
};
