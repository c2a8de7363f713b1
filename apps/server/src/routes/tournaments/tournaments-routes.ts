import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../plugins/caching.ts';
import { refuseCrossSite } from '../../plugins/cross-site.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * Tournaments (races) of the site's brand for the signed-in player (401 for a guest): the game's or current
 * tournament (spec: GET /rest/tournament/?gameId=), the list and one tournament for the pages, the spec's
 * subscribe, and the operator's create.
 */
export const tournamentsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    TOURNAMENT_PATHS.byGame,
    {
      onRequest: requirePlayer,
      schema: { querystring: TournamentQuerySchema, response: { 200: TournamentResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return getTournament(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
        gameId: request.query.gameId,
      });
    },
  );

  r.get(
    TOURNAMENT_PATHS.list,
    { onRequest: requirePlayer, schema: { response: { 200: TournamentsListResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await listTournaments(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.get(
    TOURNAMENT_PATHS.one,
    {
      onRequest: requirePlayer,
      schema: { params: TournamentParamsSchema, response: { 200: TournamentResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return getTournamentById(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
        id: request.params.id,
      });
    },
  );

  // The spec's subscribe is a GET: a repeat answers the same; a request another site starts is refused.
  r.get(
    TOURNAMENT_PATHS.subscribe,
    {
      onRequest: requirePlayer,
      schema: { params: TournamentParamsSchema, response: { 200: TournamentSubscribeResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      noStore(reply);
      return subscribeTournament(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        id: request.params.id,
        now: clock.now(),
      });
    },
  );

  r.post(
    '/rest/ops/tournaments/',
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: { body: TournamentCreateRequestSchema, response: { 200: TournamentCreateResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await auditedOpsWrite(request, (tx) => createTournament(tx, request.body)),
    }),
  );
};
