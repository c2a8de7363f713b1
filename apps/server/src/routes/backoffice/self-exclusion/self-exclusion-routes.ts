import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_PLAYERS_BASE,
  BackofficeLiftBreakParamsSchema,
  BackofficeLiftBreakRequestSchema,
  BackofficePlayerBreaksQuerySchema,
  BackofficePlayerParamsSchema,
  TakeBreakResponseSchema,
  type PlayerBreak,
} from '@casino/contracts';
import { liftBreak, listPlayerBreaks } from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { csvColumns, playerList } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const BREAK_COLUMNS = csvColumns<PlayerBreak>({
  id: 'Break',
  kind: 'Kind',
  period: 'Period',
  startedAt: 'Started',
  endsAt: 'Period ends',
  endRequestedAt: 'End asked',
  liftsAt: 'Lifts',
  liftedAt: 'Lifted early',
  liftReason: 'Lift reason',
});

/**
 * A player's breaks on the back-office player page (a list like the page's others: paged, sorted, CSV); only an admin lifts one early, with a reason
 * (`players.lift-break`, audited as `player.break.lift`).
 */
export const backofficeSelfExclusionRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', `${BACKOFFICE_PLAYERS_BASE}/:playerId/breaks/`, {
    guard: { backoffice: 'players.read' },
    schema: { params: BackofficePlayerParamsSchema, querystring: BackofficePlayerBreaksQuerySchema },
    handler: playerList(
      db,
      (playerId, query) => listPlayerBreaks(db, playerId, query, clock.now()),
      BREAK_COLUMNS,
    ),
  });

  defineRoute(app, 'POST', `${BACKOFFICE_PLAYERS_BASE}/:playerId/breaks/:breakId/lift/`, {
    guard: { backoffice: 'players.lift-break' },
    schema: {
      params: BackofficeLiftBreakParamsSchema,
      body: BackofficeLiftBreakRequestSchema,
      response: { 200: TakeBreakResponseSchema },
    },
    handler: async (request) => {
      const data = await liftBreak(
        db,
        { ...request.params, reason: request.body.reason },
        auditOf(request, clock),
      );
      return { data };
    },
  });
};
