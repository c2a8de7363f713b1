import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKOFFICE_PLAYERS_BASE,
  BackofficeLiftBreakParamsSchema,
  BackofficeLiftBreakRequestSchema,
  BackofficePlayerBreaksQuerySchema,
  BackofficePlayerParamsSchema,
  TakeBreakResponseSchema,
  type PlayerBreak,
} from '@casino/contracts';
import { findPlayerOr404, liftBreak, listPlayerBreaks } from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

const BREAK_COLUMNS: CsvColumn<PlayerBreak>[] = [
  { key: 'id', header: 'Break' },
  { key: 'kind', header: 'Kind' },
  { key: 'period', header: 'Period' },
  { key: 'startedAt', header: 'Started' },
  { key: 'endsAt', header: 'Period ends' },
  { key: 'endRequestedAt', header: 'End asked' },
  { key: 'liftsAt', header: 'Lifts' },
  { key: 'liftedAt', header: 'Lifted early' },
  { key: 'liftReason', header: 'Lift reason' },
];

/**
 * A player's breaks on the back-office player page (a list like the page's others: paged, sorted, CSV); only an admin lifts one early, with a reason
 * (`players.lift-break`, audited as `player.break.lift`).
 */
export const backofficeSelfExclusionRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BACKOFFICE_PLAYERS_BASE}/:playerId/breaks/`,
    {
      onRequest: requireBackoffice('players.read'),
      schema: { params: BackofficePlayerParamsSchema, querystring: BackofficePlayerBreaksQuerySchema },
    },
    async (request, reply) => {
      await findPlayerOr404(db, request.params.playerId);
      const page = await listPlayerBreaks(
        db,
        request.params.playerId,
        exportPage(request.query),
        clock.now(),
      );
      return sendList(reply, request.query, page, BREAK_COLUMNS);
    },
  );

  r.post(
    `${BACKOFFICE_PLAYERS_BASE}/:playerId/breaks/:breakId/lift/`,
    {
      onRequest: requireBackoffice('players.lift-break'),
      schema: {
        params: BackofficeLiftBreakParamsSchema,
        body: BackofficeLiftBreakRequestSchema,
        response: { 200: TakeBreakResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await liftBreak(
        db,
        { ...request.params, reason: request.body.reason },
        auditOf(request, clock),
      );
      return { success: true as const, data };
    },
  );
};
