import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoRedeemApproveRequestSchema,
  BoRedeemParamsSchema,
  BoRedeemRejectRequestSchema,
  BoRedeemResponseSchema,
  BoRedeemsQuerySchema,
  RedeemMoveRequestSchema,
  type BoRedeemRow,
} from '@casino/contracts';
import { findRedeemRow, listRedeemsPage, moveRedeemByOperator, type RedeemOperatorStep } from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { csvColumns, listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const COLUMNS = csvColumns<BoRedeemRow>({
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
  defineRoute(app, 'GET', BACKOFFICE_QUEUE_PATHS.redeems, {
    guard: { backoffice: 'redeems.read' },
    schema: { querystring: BoRedeemsQuerySchema },
    handler: listHandler((query) => listRedeemsPage(db, query), COLUMNS),
  });

  /**
   * Moves a request one step in one transaction with its audit row (`redeem.approve|send|pay|reject`), tells
   * the player once it commits, and answers the moved request as the queue lists it (with its timeline).
   */
  const move = async (
    request: FastifyRequest,
    id: string,
    input: { step: RedeemOperatorStep; note?: string | null },
  ) => {
    await moveRedeemByOperator({ db, publisher }, { redeemId: id, ...input }, auditOf(request, clock));
    const row = await findRedeemRow(db, id);
    if (!row) throw new Error(`redeem request ${id} vanished after its move`);
    return { data: row };
  };

  defineRoute(app, 'POST', BACKOFFICE_QUEUE_PATHS.redeemStep, {
    guard: { backoffice: 'redeems.review' },
    schema: {
      params: BoRedeemParamsSchema,
      body: RedeemMoveRequestSchema,
      response: { 200: BoRedeemResponseSchema },
    },
    handler: async (request) => move(request, request.params.id, request.body),
  });

  defineRoute(app, 'POST', BACKOFFICE_QUEUE_PATHS.redeemApprove, {
    guard: { backoffice: 'redeems.review' },
    schema: {
      params: BoRedeemParamsSchema,
      body: BoRedeemApproveRequestSchema,
      response: { 200: BoRedeemResponseSchema },
    },
    handler: async (request) => move(request, request.params.id, { step: 'approved' }),
  });

  defineRoute(app, 'POST', BACKOFFICE_QUEUE_PATHS.redeemReject, {
    guard: { backoffice: 'redeems.review' },
    schema: {
      params: BoRedeemParamsSchema,
      body: BoRedeemRejectRequestSchema,
      response: { 200: BoRedeemResponseSchema },
    },
    handler: async (request) =>
      move(request, request.params.id, { step: 'refused', note: request.body.note }),
  });
};
