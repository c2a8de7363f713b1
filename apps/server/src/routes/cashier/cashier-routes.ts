import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CashOffersResponseSchema,
  DepositRequestSchema,
  PaymentParamsSchema,
  PaymentResponseSchema,
  PaymentWebhookAnswerSchema,
  PaymentWebhookParamsSchema,
} from '@casino/contracts';
import {
  findPlayerPayment,
  getCashOffers,
  handleProviderEvent,
  notFound,
  startDeposit,
  toPaymentView,
  unauthorized,
  type Database,
  type PaymentDeps,
  type Publisher,
} from '@casino/core';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { PaymentsRuntime } from './payments-runtime.ts';
import { sandboxPayRoutes } from './sandbox-pay-routes.ts';

/** Guests are refused before the body is even validated, so they always get the sign-in answer. */
const signedInOnly = async (request: FastifyRequest) => {
  if (!request.playerId) throw unauthorized();
};

/**
 * The cashier API: what the player may buy, deposits, a payment's state; the providers' webhooks and
 * the sandbox provider's own pages.
 */
export const cashierRoutes: FastifyPluginAsync<{ database: Database; payments: PaymentsRuntime }> = async (
  app,
  { database, payments },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Decorated on the root app before any route plugin is registered.
  const publisher = (app as unknown as { publisher: Publisher }).publisher;
  const deps: PaymentDeps = { db: database.db, publisher, providers: payments.providers };

  r.get(
    '/rest/cash/offers/',
    { onRequest: signedInOnly, schema: { response: { 200: CashOffersResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getCashOffers(deps, { playerId: request.playerId });
    },
  );

  r.post(
    '/rest/cash/deposit/',
    {
      onRequest: signedInOnly,
      config: { rateLimit: RATE_LIMITS.deposit },
      schema: { body: DepositRequestSchema, response: { 200: PaymentResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const payment = await startDeposit(deps, { playerId: request.playerId, request: request.body });
      return { success: true as const, payment };
    },
  );

  r.get(
    '/rest/cash/payments/:id/',
    {
      onRequest: signedInOnly,
      schema: { params: PaymentParamsSchema, response: { 200: PaymentResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = await findPlayerPayment(database.db, request.playerId!, request.params.id);
      return { success: true as const, payment: toPaymentView(row, payments.providers.methods()) };
    },
  );

  // Server-to-server: the signature covers the raw body, so this scope keeps JSON bodies as received.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.withTypeProvider<ZodTypeProvider>().post(
      '/rest/cash/webhooks/:provider/',
      {
        config: { csrf: false },
        schema: { params: PaymentWebhookParamsSchema, response: { 200: PaymentWebhookAnswerSchema } },
      },
      async (request, reply) => {
        const provider = payments.providers.get(request.params.provider);
        if (!provider) throw notFound('Unknown payment provider.');
        const raw = typeof request.body === 'string' ? request.body : '';
        const event = provider.parseWebhook(raw, request.headers);
        const outcome = await handleProviderEvent(deps, { provider: provider.name, event });
        reply.header('cache-control', 'no-store');
        return { success: true as const, outcome: outcome.kind };
      },
    );
  });

  if (payments.providers.get(payments.sandbox.name))
    await app.register(sandboxPayRoutes, { sandbox: payments.sandbox });
};
