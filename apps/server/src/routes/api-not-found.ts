import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION, type ApiError } from '@casino/contracts';
import { peopleText } from '../http/errors.ts';
import { localeOfRequest } from '../http/request-locale.ts';

/** Unknown API paths answer JSON 404 instead of falling through to the site's HTML 404 page. */
export function apiNotFound(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      success: false,
      message: peopleText(localeOfRequest(request))(VALIDATION.request.notFound),
    } satisfies ApiError);
  for (const prefix of ['/rest/*', '/api/*']) app.all(prefix, handler);
  app.setNotFoundHandler(handler);
}
