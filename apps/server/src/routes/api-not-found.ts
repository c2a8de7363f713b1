import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@casino/contracts';

/** Unknown API paths answer JSON 404 instead of falling through to the site's HTML 404 page. */
export function apiNotFound(app: FastifyInstance) {
  const handler = async (
    request: { method: string; url: string },
    reply: { status(n: number): { send(b: ApiError): unknown } },
  ) =>
    reply
      .status(404)
      .send({ success: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  for (const prefix of ['/rest/*', '/api/*']) app.all(prefix, handler);
  app.setNotFoundHandler(handler);
}
