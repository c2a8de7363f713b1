import type { FastifyRequest } from 'fastify';
import { unauthorized, type Clock } from '@casino/core';

/**
 * Signed-in players only: a route hook (`onRequest: requirePlayer`) that answers a guest 401 before the body
 * is even validated, so a guest always hears "sign in", whatever they sent. Sessions set `playerId` in the
 * app-wide onRequest hook, which runs before route hooks.
 */
export async function requirePlayer(request: FastifyRequest) {
  if (!request.playerId) throw unauthorized();
}

/** The player of a route behind `requirePlayer`. */
export function signedInPlayerId(request: FastifyRequest): string {
  if (!request.playerId) throw unauthorized();
  return request.playerId;
}

/** Who asks and when, as player use cases take it: the site's brand, the signed-in player and the clock's now. */
export const playerOf = (request: FastifyRequest, clock: Clock) => ({
  brand: request.brand.key,
  playerId: signedInPlayerId(request),
  now: clock.now(),
});
