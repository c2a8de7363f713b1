import type { FastifyPluginAsync } from 'fastify';
import { SEAMLESS_OPERATIONS, SIGNATURE_HEADER } from '@casino/core';
import type { Services } from '../../services.ts';
import { keepJsonBodiesRaw } from '../../http/input-guard.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Server-to-server endpoints a game provider calls: `POST /rest/seamless-wallet/{operation}/`. The HMAC
 * covers the raw body, so this scope keeps JSON bodies as the exact string received; no cookies are
 * involved, so CSRF is off. The service always answers (errors included) and never throws for bad input.
 */
export const seamlessWalletRoutes: FastifyPluginAsync<Pick<Services, 'seamlessWallet'>> = async (
  app,
  { seamlessWallet: wallet },
) => {
  keepJsonBodiesRaw(app);
  for (const operation of SEAMLESS_OPERATIONS) {
    defineRoute(app, 'POST', `/rest/seamless-wallet/${operation}/`, {
      guard: 'open',
      config: { csrf: false },
      handler: async (request, reply) => {
        const header = request.headers[SIGNATURE_HEADER];
        const raw = typeof request.body === 'string' ? request.body : '';
        const answer = await wallet.handle(operation, raw, Array.isArray(header) ? header[0] : header);
        return reply.code(answer.httpStatus).header('cache-control', 'no-store').send(answer.body);
      },
    });
  }
};
