import type { FastifyPluginAsync } from 'fastify';
import { isLocale, TranslationsParamsSchema } from '@casino/contracts';
import { messages } from '@casino/web/messages';
import { sendShared, sharedJson } from '../../http/shared-body.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The message tree of a locale. An unknown locale answers 200 with an empty tree: the spec's client
 * treats "empty" as "not found" and falls back to its own set.
 */
export const translationRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET', '/api/rest/translations/:locale', {
    guard: 'open',
    schema: { params: TranslationsParamsSchema },
    handler: async (request, reply) => {
      const { locale } = request.params;
      reply.header('cache-control', 'public, max-age=300');
      // A build's texts never change while it runs: serialised and compressed once per locale.
      return isLocale(locale)
        ? sendShared(request, reply, await sharedJson(messages[locale]))
        : reply.send({});
    },
  });
};
