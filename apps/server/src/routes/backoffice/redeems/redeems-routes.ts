import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoRedeemApproveRequestSchema,
  BoRedeemParamsSchema,
  BoRedeemRejectRequestSchema,
  BoRedeemResponseSchema,
  BoRedeemsQuerySchema,
  RedeemMoveRequestSchema,
} from '@casino/contracts';
import { findRedeemRow, listRedeemsPage, moveRedeemByOperator, type RedeemOperatorStep } from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

/** What a move asks of the redeem state machine. */
type RedeemMove = { step: RedeemOperatorStep; note?: string | null };

const REDEEMS = listRoute('redeems.read', BoRedeemsQuerySchema, listRedeemsPage, {
  id: 'Id',
  createdAt: 'Requested',
  status: 'Status',
  step: 'Step',
  amount: 'Amount',
  email: 'Email',
  login: 'Login',
  playerId: 'Player id',
  decidedAt: 'Decided',
  note: 'Note',
});

/**
 * The redeem queue (docs/backoffice.md, docs/redeem.md): the list with each request's timeline
 * (`redeems.read`) and its moves (`redeems.review`: approve, reject, and `…/step/` for any operator step),
 * through the redeem state machine in a transaction that also writes the audit row; the player hears the
 * step, and a refusal's returned winnings, after it commits.
 */
export const backofficeRedeemsRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  defineListRoute(app, BACKOFFICE_QUEUE_PATHS.redeems, { db, clock }, REDEEMS);

  /**
   * A move's route: its body says the step (`moveOf`); the request moves one step in one transaction with its
   * audit row (`redeem.approve|send|pay|reject`), the player hears once it commits, and the answer is the moved
   * request as the queue lists it (with its timeline).
   */
  const moveRoute = <B extends z.ZodType>(path: string, body: B, moveOf: (body: z.infer<B>) => RedeemMove) =>
    defineRoute(app, 'POST', path, {
      guard: { backoffice: 'redeems.review' },
      schema: { params: BoRedeemParamsSchema, body, response: { 200: BoRedeemResponseSchema } },
      handler: async (request) => {
        const { id } = request.params;
        const move = moveOf(request.body as z.infer<B>);
        await moveRedeemByOperator({ db, publisher }, { redeemId: id, ...move }, auditOf(request, clock));
        const row = await findRedeemRow(db, id);
        if (!row) throw new Error(`redeem request ${id} vanished after its move`);
        return { data: row };
      },
    });
  moveRoute(BACKOFFICE_QUEUE_PATHS.redeemStep, RedeemMoveRequestSchema, (move) => move);
  moveRoute(BACKOFFICE_QUEUE_PATHS.redeemApprove, BoRedeemApproveRequestSchema, () => ({ step: 'approved' }));
  moveRoute(BACKOFFICE_QUEUE_PATHS.redeemReject, BoRedeemRejectRequestSchema, ({ note }) => ({
    step: 'refused',
    note,
  }));
};
