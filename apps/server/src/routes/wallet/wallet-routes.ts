import type { FastifyPluginAsync } from 'fastify';
import { WalletAdjustRequestSchema, WalletAdjustResponseSchema } from '@casino/contracts';
import { adjustBalance } from '@casino/core';
import { auditOf } from '../backoffice/audit.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** The operator's audited balance corrections, through house `adjustments` in the ledger. */
export const walletRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'publisher' | 'clock'>> = async (
  app,
  deps,
) => {
  defineRoute(app, 'POST', '/rest/ops/wallet/adjust/', {
    guard: 'operator',
    schema: { body: WalletAdjustRequestSchema, response: { 200: WalletAdjustResponseSchema } },
    handler: async (request) => ({
      data: await adjustBalance(deps, request.body, auditOf(request, deps.clock)),
    }),
  });
};
