import type { FastifyRequest } from 'fastify';
import type { Clock } from '@casino/core';
import type { Config } from '../config.ts';
import { publicOrigin } from './public-origin.ts';
import { localeOfRequest } from './request-locale.ts';

/**
 * What a message the server sends for a request (an email, a text message) takes from it: where its links
 * point, the player's language, the site's name, and now.
 */
export const messageContext = (
  request: FastifyRequest,
  { config, clock }: { config: Config; clock: Clock },
) => ({
  origin: publicOrigin(request, config),
  locale: localeOfRequest(request),
  appName: request.brand.appName,
  now: clock.now(),
});
