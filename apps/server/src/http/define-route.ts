import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  onRequestHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '@casino/contracts';
import { noStore, revalidate } from '../plugins/caching.ts';
import { requireOperator } from '../plugins/operator-auth.ts';
import { requireBackoffice } from '../plugins/operator-session.ts';
import { requirePlayer } from '../plugins/player-auth.ts';

/**
 * Who may call a route: anyone (`open`), a signed-in player (a guest hears 401 before the body is read), an
 * operator (OPS_TOKEN or a scoped API key; no CSRF, they are not browsers) or the back office with a
 * permission.
 */
export type Guard = 'open' | 'player' | 'operator' | { backoffice: Permission };

/**
 * The caching header (plugins/caching.ts). Absent: `noStore` behind the player and back-office guards (their
 * answers are someone's own data), none on open and operator routes (a route may still set its own: public,
 * ETag).
 */
export type Cache = 'noStore' | 'revalidate';

type Request<S extends FastifySchema> = FastifyRequest<
  { Body: unknown },
  FastifyInstance['server'],
  FastifyRequest['raw'],
  S,
  ZodTypeProvider
>;
type Reply<S extends FastifySchema> = FastifyReply<
  { Body: unknown },
  FastifyInstance['server'],
  FastifyRequest['raw'],
  FastifyReply['raw'],
  unknown,
  S,
  ZodTypeProvider
>;

/** What the handler answers: the 200 schema's fields without the envelope's `success`, or its whole shape. */
type Fields<T> = [T] extends [{ success: true }] ? WithoutSuccess<T> : T;
type WithoutSuccess<T> = T extends unknown ? Omit<T, 'success'> : never;
type Answer<S extends FastifySchema> = S extends { response: { 200: infer R extends z.ZodType } }
  ? Fields<z.input<R>>
  : object;

/** Whether a 200 schema is the envelope (`ok(…)` of contracts), so the declaration adds `success: true`. */
const isEnvelope = (schema: unknown): boolean =>
  schema instanceof z.ZodObject
    ? 'success' in schema.shape
    : schema instanceof z.ZodUnion && schema.options.every(isEnvelope);

export interface RouteDeclaration<S extends FastifySchema> extends Omit<
  RouteShorthandOptions,
  'schema' | 'handler'
> {
  guard: Guard;
  cache?: Cache;
  /** Fastify's schema of the route, with the contracts' zod schemas: bad input is answered 400 before the handler. */
  schema?: S;
  /**
   * Answers the route's own fields; the declaration wraps them in `{ success: true, … }` unless the 200 schema
   * is not the envelope (then the answer is sent as it is). A route that answers in another form (a file, a
   * CSV, a 304) sends it on the reply and returns the reply.
   */
  handler: (request: Request<S>, reply: Reply<S>) => Promise<Answer<S> | Reply<S>>;
}

const CACHE_HEADERS = { noStore, revalidate } satisfies Record<Cache, (reply: FastifyReply) => unknown>;

/** The header a route sends when its declaration names none: a signed-in person's answers are never stored. */
const defaultCache = (guard: Guard): Cache | undefined =>
  guard === 'player' || typeof guard === 'object' ? 'noStore' : undefined;

const guardHook = (guard: Guard): onRequestHookHandler | undefined =>
  guard === 'player'
    ? requirePlayer
    : guard === 'operator'
      ? requireOperator
      : guard === 'open'
        ? undefined
        : requireBackoffice(guard.backoffice);

/**
 * Registers `method url` from its declaration (docs/adr/0019-route-declarations.md): the guard as the first
 * `onRequest` hook, the caching header before the handler runs (so the handler's refusals carry it) and the
 * success envelope around the handler's answer, through fastify's own route options.
 */
export function defineRoute<S extends FastifySchema>(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  declaration: RouteDeclaration<S>,
) {
  const { guard, cache = defaultCache(guard), handler, onRequest, config, ...options } = declaration;
  const hooks = [guardHook(guard) ?? [], onRequest ?? []].flat();
  const response = options.schema?.response as Record<number, unknown> | undefined;
  const enveloped = !response || isEnvelope(response[200]);
  app.route({
    ...options,
    method,
    url,
    ...(hooks.length ? { onRequest: hooks } : {}),
    config: guard === 'operator' ? { ...config, csrf: false } : config,
    handler: async (request, reply) => {
      if (cache) CACHE_HEADERS[cache](reply);
      const answer = await handler(request as never, reply as never);
      // A reply is thenable: awaiting a handler that returned it yields undefined, so `sent` tells instead.
      if (answer === reply || reply.sent) return reply;
      return !enveloped ? answer : { success: true, ...(answer as object) };
    },
  } as RouteOptions);
}
