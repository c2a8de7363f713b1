import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoPaymentDetailResponseSchema,
  BoPaymentParamsSchema,
  BoPaymentsQuerySchema,
} from '@casino/contracts';
import { getPaymentDetail, searchPayments } from '@casino/core';
import type { Services } from '../../../services.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const PAYMENTS = listRoute('payments.read', BoPaymentsQuerySchema, searchPayments, {
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
export const backofficePaymentsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineListRoute(app, BACKOFFICE_QUEUE_PATHS.payments, { db, clock }, PAYMENTS);

  defineRoute(app, 'GET', BACKOFFICE_QUEUE_PATHS.payment, {
    guard: { backoffice: 'payments.read' },
    schema: { params: BoPaymentParamsSchema, response: { 200: BoPaymentDetailResponseSchema } },
    handler: async (request) => ({ data: await getPaymentDetail(db, request.params.id) }),
  });
};
