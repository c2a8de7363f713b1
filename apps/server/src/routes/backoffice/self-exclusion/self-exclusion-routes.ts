import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKOFFICE_PLAYERS_BASE,
  BackofficeLiftBreakParamsSchema,
  BackofficeLiftBreakRequestSchema,
  BackofficePlayerBreaksResponseSchema,
  BackofficePlayerParamsSchema,
  TakeBreakResponseSchema,
} from '@casino/contracts';
import { findPlayerOr404, liftBreak, listPlayerBreaks } from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';

/**
 * A player's breaks on the back-office player page; only an admin lifts one early, with a reason
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
      schema: {
        params: BackofficePlayerParamsSchema,
        response: { 200: BackofficePlayerBreaksResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await findPlayerOr404(db, request.params.playerId);
      return {
        success: true as const,
        data: await listPlayerBreaks(db, request.params.playerId, clock.now()),
      };
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
