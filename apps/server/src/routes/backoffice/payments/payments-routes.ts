import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoPaymentDetailResponseSchema,
  BoPaymentParamsSchema,
  BoPaymentsQuerySchema,
  type BoPaymentRow,
} from '@casino/contracts';
import { getPaymentDetail, searchPayments } from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireBackoffice('payments.read');

  r.get(
    BACKOFFICE_QUEUE_PATHS.payments,
    { onRequest: guard, schema: { querystring: BoPaymentsQuerySchema } },
    async (request, reply) =>
      sendList(reply, request.query, await searchPayments(db, exportPage(request.query)), COLUMNS),
  );

  r.get(
    BACKOFFICE_QUEUE_PATHS.payment,
    {
      onRequest: guard,
      schema: { params: BoPaymentParamsSchema, response: { 200: BoPaymentDetailResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getPaymentDetail(db, request.params.id) };
    },
  );
};
