import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@casino/core';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RedisClient } from '../redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitMultiplier: number;
  }
}

/** A budget scaled by RATE_LIMIT_MULTIPLIER (a test server sends everyone's traffic from one address). */
const scaled = (base: number) => (request: FastifyRequest) =>
  base * (request.server.rateLimitMultiplier ?? 1);

/** Per player where a player is known (a household or a carrier's NAT shares one IP), else per IP. */
const perPlayer = (scope: string) => (request: FastifyRequest) =>
  `${scope}:${request.playerId ?? request.ip}`;

/** The chat's owner: the player, else the guest's chat cookie (a household shares an address), else the IP. */
const chatOwnerKey = (scope: string) => (request: FastifyRequest) =>
  `${scope}:${request.playerId ?? request.cookies?.support_chat ?? request.ip}`;

/**
 * Every rate limit of the server, in one place. Per-IP budgets of the endpoints people attack (guessing
 * passwords, mass sign-ups, codes, restores), and per-player budgets that stop a stuck script, not a player.
 */
export const RATE_LIMITS = {
  signIn: { max: scaled(20), timeWindow: '1 minute' },
  signUp: { max: scaled(10), timeWindow: '10 minutes' },
  /** A person needs one challenge per attempt after a few failures; issuing one is an HMAC. */
  challenge: { max: scaled(30), timeWindow: '1 minute' },
  otp: { max: scaled(5), timeWindow: '1 minute' },
  passwordRestore: { max: scaled(5), timeWindow: '15 minutes' },
  /** Per player, not per IP: many players share one address behind a carrier's NAT. */
  gameSpin: {
    max: scaled(240),
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.playerId ?? request.ip,
  },
  /** Per player: card testing is done by scripts trying many cards; a person buys a few packages a minute. */
  deposit: {
    max: scaled(30),
    timeWindow: '10 minutes',
    keyGenerator: perPlayer('deposit'),
  },
  /** A person sends a few redeem requests a day. */
  redeemWrite: { max: scaled(30), timeWindow: '1 minute', keyGenerator: perPlayer('redeem') },
  /** Guests are refused before any work anyway. */
  documentUpload: { max: scaled(20), timeWindow: '10 minutes', keyGenerator: perPlayer('documents') },
  /** A person flips or follows a promo link a few times a minute at most. */
  promoOffer: {
    max: scaled(30),
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.playerId ?? request.ip,
  },
  /** A player sets a client seed or rotates the pair now and then; each rotation writes a new seed pair. */
  fairnessWrite: { max: scaled(30), timeWindow: '1 minute', keyGenerator: perPlayer('provably-fair') },
  /** A browser publishes its push subscription once a week, and on each new sign-in. */
  webPushWrite: { max: scaled(30), timeWindow: '10 minutes', keyGenerator: perPlayer('web-push') },
  /** Engagement claims (daily login, wheel, chests): a person collects a few a day; a page may repeat one. */
  featureClaim: { max: scaled(60), timeWindow: '1 minute', keyGenerator: perPlayer('feature-claim') },
  /** Account writes: a person saves a form a few times a minute at most. */
  profileUpdate: { max: scaled(30), timeWindow: '1 minute' },
  completeRegistration: { max: scaled(10), timeWindow: '10 minutes' },
  /** A person switches a few times a minute at most; this keeps a stuck script from hammering the row. */
  gameModeSwitch: { max: scaled(30), timeWindow: '1 minute' },
  /** Each location check writes an audit row; a page runs one or two checks. */
  locationCheck: { max: scaled(60), timeWindow: '1 minute' },
  geoBlockReport: { max: scaled(30), timeWindow: '1 minute' },
  /** Terms view log and acceptance. */
  terms: { max: scaled(30), timeWindow: '1 minute' },
  favorite: { max: scaled(120), timeWindow: '1 minute' },
  /** Support chat (docs/support-and-push.md): per player, else per guest chat cookie, else per address. */
  chatAuth: { max: scaled(20), timeWindow: '10 minutes', keyGenerator: perPlayer('chat-auth') },
  /** A person types a few messages a minute; 20 stops a script flooding the agents' queue. */
  chatMessage: { max: scaled(20), timeWindow: '1 minute', keyGenerator: chatOwnerKey('chat-message') },
  chatAttachment: { max: scaled(10), timeWindow: '10 minutes', keyGenerator: chatOwnerKey('chat-attach') },
  /** Typing and read marks are sent while a person types or reads: a few a second at most. */
  chatSignal: { max: scaled(120), timeWindow: '1 minute', keyGenerator: chatOwnerKey('chat-signal') },
  /** Account history pages and CSV exports: a person loads a few pages a minute; a script scraping stops here. */
  accountHistory: { max: scaled(60), timeWindow: '1 minute', keyGenerator: perPlayer('account-history') },
  /** Back-office sign-in, per address (each account also locks after 5 failures in a row). */
  backofficeSignIn: { max: scaled(20), timeWindow: '5 minutes' },
  /** Back-office code step, per address: a 6-digit code is never guessed 20 at a time. */
  backofficeTotp: { max: scaled(20), timeWindow: '5 minutes' },
};

/** The email or phone a request names, lower-cased; its address when it names none. */
const recipient = (scope: string) => (request: FastifyRequest) => {
  const body = (request.body ?? {}) as { email?: unknown; phone?: unknown };
  const to = [body.email, body.phone].find((v): v is string => typeof v === 'string' && v !== '');
  return `${scope}:${to ? to.toLowerCase() : `ip:${request.ip}`}`;
};

/**
 * Budgets per account and per recipient, on top of the per-IP ones: an attacker with many addresses still
 * cannot flood one inbox or phone, nor guess one account's codes. Checked after the body is parsed
 * (`preHandler: recipientLimit(app, RECIPIENT_LIMITS.x)`).
 */
export const RECIPIENT_LIMITS = {
  /** Restore links and codes sent to one email or phone. */
  restoreRequest: { max: scaled(3), timeWindow: '15 minutes', keyGenerator: recipient('restore-to') },
  /** Restore attempts for one phone (its 6-digit code) or, for links, per address. */
  restore: { max: scaled(5), timeWindow: '15 minutes', keyGenerator: recipient('restore-with') },
  /** Confirmation emails, texts and code checks of one account, together. */
  contact: { max: scaled(10), timeWindow: '15 minutes', keyGenerator: perPlayer('contact') },
};

export const rateLimitText = (retryAfterMs: number) => {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many attempts. Please wait ${minutes <= 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
};

/**
 * A second budget for a route that has a per-IP one (the plugin runs one limit per request by itself):
 * refuses with the same 429 and Retry-After.
 */
export function recipientLimit(
  app: FastifyInstance,
  options: (typeof RECIPIENT_LIMITS)[keyof typeof RECIPIENT_LIMITS],
) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new DomainError({ status: 429, code: 'rate_limited', message: rateLimitText(result.ttl) });
  };
}

/**
 * The plugin's Redis store speaks ioredis (`defineCommand`); this gives it our node-redis client: each
 * defined Lua script becomes a method that runs it with EVAL and answers by callback.
 */
export function rateLimitRedis(client: RedisClient) {
  const bridge: Record<string, unknown> = {
    defineCommand(name: string, command: { lua: string }) {
      bridge[name] = (key: string, ...rest: unknown[]) => {
        const done = rest.pop() as (error: Error | null, result?: unknown) => void;
        client.eval(command.lua, { keys: [key], arguments: rest.map(String) }).then(
          (result) => done(null, result),
          (error: Error) => done(error),
        );
      };
    },
  };
  return bridge;
}

/**
 * Registers the plugin. With `redis` (REDIS_URL) every budget is counted once for all processes; without it,
 * in this process (one process: the embedded default).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  multiplier = 1,
  redis: RedisClient | null = null,
) {
  app.decorate('rateLimitMultiplier', multiplier);
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          // The plugin's types want an ioredis client; the bridge answers the two scripts it defines.
          redis: rateLimitRedis(redis) as unknown as NonNullable<RateLimitPluginOptions['redis']>,
          nameSpace: 'rate-limit:',
          // A Redis outage must not turn every limited route into a 500; the database-counted sign-in
          // challenge and lockouts still hold (docs/security.md).
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: rateLimitText(context.ttl),
      code: 'rate_limited',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
