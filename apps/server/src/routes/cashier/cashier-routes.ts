import type { FastifyPluginAsync } from 'fastify';
import {
  CashOffersResponseSchema,
  DepositRequestSchema,
  PaymentParamsSchema,
  PaymentResponseSchema,
  PaymentWebhookAnswerSchema,
  PaymentWebhookParamsSchema,
} from '@casino/contracts';
import {
  assertStateRulesAllowSweepstakes,
  findPlayerPayment,
  getCashOffers,
  handleProviderEvent,
  notFound,
  startDeposit,
  toPaymentView,
  type PaymentDeps,
} from '@casino/core';
import { keepJsonBodiesRaw } from '../../http/input-guard.ts';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { sandboxPayRoutes } from './sandbox-pay-routes.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The cashier API: what the player may buy, deposits, a payment's state; the providers' webhooks and
 * the sandbox provider's own pages.
 */
export const cashierRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'payments' | 'activity'>
> = async (app, { db, clock, publisher, payments, activity }) => {
  const deps: PaymentDeps = { db, publisher, providers: payments.providers, activity };

  defineRoute(app, 'GET', '/rest/cash/offers/', {
    guard: 'player',
    schema: { response: { 200: CashOffersResponseSchema } },
    handler: async (request) => getCashOffers(deps, { playerId: request.playerId, now: clock.now() }),
  });

  defineRoute(app, 'POST', '/rest/cash/deposit/', {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.deposit },
    schema: { body: DepositRequestSchema, response: { 200: PaymentResponseSchema } },
    handler: async (request) => {
      await assertStateRulesAllowSweepstakes(db, {
        playerId: signedInPlayerId(request),
        ip: request.clientIp,
        at: clock.now(),
      });
      const payment = await startDeposit(deps, {
        playerId: request.playerId,
        request: request.body,
        now: clock.now(),
      });
      return { payment };
    },
  });

  defineRoute(app, 'GET', '/rest/cash/payments/:id/', {
    guard: 'player',
    schema: { params: PaymentParamsSchema, response: { 200: PaymentResponseSchema } },
    handler: async (request) => {
      const row = await findPlayerPayment(db, signedInPlayerId(request), request.params.id);
      return { payment: toPaymentView(row, payments.providers.methods()) };
    },
  });

  // Server-to-server: the signature covers the raw body, so this scope keeps JSON bodies as received.
  await app.register(async (hooks) => {
    keepJsonBodiesRaw(hooks);
    defineRoute(hooks, 'POST', '/rest/cash/webhooks/:provider/', {
      guard: 'open',
      config: { csrf: false },
      schema: { params: PaymentWebhookParamsSchema, response: { 200: PaymentWebhookAnswerSchema } },
      handler: async (request, reply) => {
        const provider = payments.providers.get(request.params.provider);
        if (!provider) throw notFound('Unknown payment provider.');
        const raw = typeof request.body === 'string' ? request.body : '';
        const event = provider.parseWebhook(raw, request.headers);
        const outcome = await handleProviderEvent(deps, { provider: provider.name, event, now: clock.now() });
        reply.header('cache-control', 'no-store');
        return { outcome: outcome.kind };
      },
    });
  });

  if (payments.providers.get(payments.sandbox.name))
    await app.register(sandboxPayRoutes, { sandbox: payments.sandbox });
};
