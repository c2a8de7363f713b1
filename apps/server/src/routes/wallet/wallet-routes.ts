import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WalletAdjustRequestSchema, WalletAdjustResponseSchema } from '@casino/contracts';
import { adjustBalance } from '@casino/core';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditOf } from '../backoffice/audit.ts';
import type { Services } from '../../services.ts';

/** The operator's audited balance corrections, through house `adjustments` in the ledger. */
export const walletRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'publisher' | 'clock'>> = async (
  app,
  deps,
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/rest/ops/wallet/adjust/',
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: { body: WalletAdjustRequestSchema, response: { 200: WalletAdjustResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await adjustBalance(deps, request.body, auditOf(request, deps.clock)),
    }),
  );
};
