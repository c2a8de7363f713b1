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
import { listHandler, type CsvColumn } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const COLUMNS: CsvColumn<BoPaymentRow>[] = [
  { key: 'id', header: 'Id' },
  { key: 'createdAt', header: 'Created' },
  { key: 'status', header: 'Status' },
  { key: 'email', header: 'Email' },
  { key: 'playerId', header: 'Player id' },
  { key: 'provider', header: 'Provider' },
  { key: 'providerRef', header: 'Provider reference' },
  { key: 'methodType', header: 'Method' },
  { key: 'offerType', header: 'Offer type' },
  { key: 'presetId', header: 'Offer id' },
  { key: 'priceCents', header: 'Price (USD)', value: (row) => (row.priceCents / 100).toFixed(2) },
  { key: 'coins', header: 'Coins' },
  { key: 'entries', header: 'Entries' },
  { key: 'failureReason', header: 'Failure' },
  { key: 'completedAt', header: 'Completed' },
];

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
