import type { FastifyPluginAsync } from 'fastify';
import {
  AccessCheckQuerySchema,
  AccessCheckSchema,
  affiliateRedirect,
  authEntryPath,
  DEFAULT_LOCALE,
  guardStop,
  GUEST_TEASER_PATH,
  guestTeaserOf,
  guestTeaserSearch,
  isGuardedPath,
  isLocale,
  registrationCompletePath,
  type AccessFacts,
  type GuardStop,
} from '@casino/contracts';
import { findPlayer, findRedirect } from '@casino/core';
import { rewriteSetCookie } from './set-cookie.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

const GUEST: AccessFacts = {
  isGuest: true,
  registrationComplete: false,
  gameMode: 'TournamentPoints',
  geoAccess: 'unknown',
  isAffiliate: false,
};

/** `/es/...` keeps its language on the way to the guard's page. */
function localized(target: string, requestedPath: string): string {
  const first = requestedPath.split('/')[1];
  return first && isLocale(first) && first !== DEFAULT_LOCALE ? `/${first}${target}` : target;
}

const STOP_PATH: Record<Exclude<GuardStop, 'registration-complete'>, string> = {
  signin: '/signin/',
  geoblock: '/geoblock/',
};

/**
 * GET /rest/request/handle/: what an edge or a separate renderer asks before serving a page: the
 * redirect table first, then the access guard's rules (docs/access-guard.md) for guarded paths and
 * the affiliate step. The SSR host in this process runs the same rules in its guard.
 */
export const accessRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  // The spec's passthrough rule for this reply's cookies.
  app.addHook('onSend', async (_request, reply, payload) => {
    const cookies = reply.getHeader('set-cookie');
    if (cookies !== undefined)
      reply.header('set-cookie', rewriteSetCookie(typeof cookies === 'number' ? String(cookies) : cookies));
    return payload;
  });

  defineRoute(app, 'GET', '/rest/request/handle/', {
    guard: 'open',
    cache: 'noStore',
    schema: { querystring: AccessCheckQuerySchema, response: { 200: AccessCheckSchema } },
    handler: async (request) => {
      const path = request.query.path;
      const authorized = request.playerId !== null;
      const { redirect } = await findRedirect(db, path);
      if (redirect) return { authorized, redirectUrl: redirect.to };

      const player = request.playerId ? await findPlayer(db, request.playerId) : null;
      const facts: AccessFacts = player
        ? {
            isGuest: false,
            registrationComplete: player.registrationCompletedAt !== null,
            gameMode: player.gameMode,
            geoAccess: player.geoAccess,
            isAffiliate: player.isAffiliate,
          }
        : GUEST;
      if (isGuardedPath(path)) {
        const stop = guardStop(facts);
        // The site's own guard's rule: a guest at Promotions or Tournaments sees what runs there (the teaser);
        // elsewhere authEntryPath: the sign-in page on a brand with one, else the home with the login modal open.
        const teaser = guestTeaserOf(path);
        if (stop === 'signin' && teaser)
          return {
            authorized,
            redirectUrl: localized(GUEST_TEASER_PATH, path) + guestTeaserSearch(teaser, path),
          };
        if (stop === 'signin')
          return {
            authorized,
            redirectUrl: authEntryPath(request.brand, 'signin', (target) => localized(target, path), path),
          };
        if (stop === 'registration-complete')
          return {
            authorized,
            redirectUrl: registrationCompletePath(request.brand, (target) => localized(target, path)),
          };
        if (stop) return { authorized, redirectUrl: localized(STOP_PATH[stop], path) };
      }
      const affiliate = affiliateRedirect(path, facts);
      return { authorized, redirectUrl: affiliate ? localized(affiliate, path) : '' };
    },
  });
};
