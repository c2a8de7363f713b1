import type { FastifyInstance } from 'fastify';
import {
  createPaymentProviderRegistry,
  createSandboxProvider,
  SANDBOX_PROVIDER,
  SANDBOX_SIGNATURE_HEADER,
  type Db,
  type PaymentProviderRegistry,
  type SandboxProvider,
} from '@casino/core';
import type { Config } from '../../config.ts';

export interface PaymentsRuntime {
  providers: PaymentProviderRegistry;
  /** The built-in sandbox provider (tests hold, replay and await its webhooks). */
  sandbox: SandboxProvider;
}

export const webhookPath = (provider: string) => `/rest/cash/webhooks/${provider}/`;

/**
 * The payment providers of this server. The sandbox delivers its webhooks through the real HTTP stack
 * (inject into our own webhook route), so signature checks, parsing and idempotency run exactly as they
 * would for an external provider.
 */
export function createPaymentsRuntime(app: FastifyInstance, config: Config, db: Db): PaymentsRuntime {
  const sandbox = createSandboxProvider({
    db,
    secret: config.paymentWebhookSecret,
    applePayEnabled: config.applePayEnabled,
    webhookDelayMs: config.paymentWebhookDelayMs,
    deliver: async (webhook) => {
      const response = await app.inject({
        method: 'POST',
        url: webhookPath(SANDBOX_PROVIDER),
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
        payload: webhook.body,
      });
      return response.statusCode;
    },
  });
  app.addHook('preClose', async () => sandbox.close());
  if (config.sandboxPayments && config.env === 'production')
    app.log.warn(
      'the sandbox payment provider is on: test cards buy coins and entries for free (SANDBOX_PAYMENTS=false turns it off)',
    );
  return { providers: createPaymentProviderRegistry(config.sandboxPayments ? [sandbox] : []), sandbox };
}
