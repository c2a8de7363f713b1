import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitMultiplier: number;
  }
}

/** A budget scaled by RATE_LIMIT_MULTIPLIER (a test server sends everyone's traffic from one address). */
const scaled = (base: number) => (request: FastifyRequest) =>
  base * (request.server.rateLimitMultiplier ?? 1);

/** Per-IP budgets of the endpoints people attack: guessing passwords, mass sign-ups, codes, restores. */
export const RATE_LIMITS = {
  signIn: { max: scaled(20), timeWindow: '1 minute' },
  signUp: { max: scaled(10), timeWindow: '10 minutes' },
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
    keyGenerator: (request: FastifyRequest) => `deposit:${request.playerId ?? request.ip}`,
  },
};

export const rateLimitText = (retryAfterMs: number) => {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many attempts. Please wait ${minutes <= 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
};

export async function registerRateLimits(app: FastifyInstance, multiplier = 1) {
  app.decorate('rateLimitMultiplier', multiplier);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: rateLimitText(context.ttl),
      code: 'rate_limited',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
