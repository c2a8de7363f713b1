import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoPaymentDetailResponseSchema,
  BoPaymentParamsSchema,
  BoPaymentsQuerySchema,
  type BoPaymentRow,
} from '@casino/contracts';
import { getPaymentDetail, searchPayments } from '@casino/core';
import type { Services } from '../../../services.ts';
import { csvColumns, listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const COLUMNS = csvColumns<BoPaymentRow>({
  id: 'Id',
  createdAt: 'Created',
  status: 'Status',
  email: 'Email',
  playerId: 'Player id',
  provider: 'Provider',
  providerRef: 'Provider reference',
  methodType: 'Method',
  offerType: 'Offer type',
  presetId: 'Offer id',
  priceCents: ['Price (USD)', (row) => (row.priceCents / 100).toFixed(2)],
  coins: 'Coins',
  entries: 'Entries',
  failureReason: 'Failure',
  completedAt: 'Completed',
});

/** Payments (docs/backoffice.md, `payments.read`): the search and one payment with its provider's events. */
export const backofficePaymentsRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  defineRoute(app, 'GET', BACKOFFICE_QUEUE_PATHS.payments, {
    guard: { backoffice: 'payments.read' },
    schema: { querystring: BoPaymentsQuerySchema },
    handler: listHandler((query) => searchPayments(db, query), COLUMNS),
  });

  defineRoute(app, 'GET', BACKOFFICE_QUEUE_PATHS.payment, {
    guard: { backoffice: 'payments.read' },
    schema: { params: BoPaymentParamsSchema, response: { 200: BoPaymentDetailResponseSchema } },
    handler: async (request) => ({ data: await getPaymentDetail(db, request.params.id) }),
  });
};
