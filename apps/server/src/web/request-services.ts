import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  appInitFor,
  findRedirect,
  getCatalogue,
  getHomePage,
  loadPlayerState,
  type CatalogueCache,
  type Clock,
  type Db,
  type PlayerState,
} from '@casino/core';
import type { Locale, MessageTree, WsConnectionData } from '@casino/contracts';
import type { RequestServices } from '@casino/web/server-context';
import { cspNonce } from '../plugins/security.ts';

export interface RequestServiceDeps {
  db: Db;
  clock: Clock;
  catalogueCache: CatalogueCache;
  buildId: string;
  sentryDsn: string | null;
  messages: Record<Locale, MessageTree>;
  connectionData(playerId: string | null, brand: string): WsConnectionData | null;
}

/** Runs `load` on the first call only; later calls share its promise (a rejection too). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}

/**
 * The SSR request services: the same use cases as the REST routes. One render asks for app init up to
 * three times (root loader, access guard, referral middleware) and the lobby reads the player's
 * restrictions and favourites again; so the player's state is read once per request and app init
 * worked out once. Nothing outlives the request: another request (or process) always reads afresh.
 */
export function createRequestServices(deps: RequestServiceDeps) {
  return (request: FastifyRequest, reply: FastifyReply): RequestServices =>
    requestServicesFor(deps, request, cspNonce(reply));
}

/** The services of one request, by who asks (tests call it without an HTTP request). */
export function requestServicesFor(
  deps: RequestServiceDeps,
  viewer: Pick<FastifyRequest, 'brand' | 'playerId'>,
  nonce: string,
): RequestServices {
  const catalogueDeps = { db: deps.db, cache: deps.catalogueCache };
  const now = deps.clock.now();
  const { brand, playerId } = viewer;
  const playerState = once<PlayerState | null>(async () =>
    playerId ? loadPlayerState(deps.db, playerId, now, brand.key) : null,
  );
  // A guest (or a session whose player is gone) reads the catalogue as a guest; no query is needed.
  const games = async () => (await playerState()) ?? undefined;
  const appInit = once(async () => appInitFor({ db: deps.db }, brand, await playerState()));
  return {
    brand,
    nonce,
    buildId: deps.buildId,
    sentryDsn: deps.sentryDsn,
    appInit,
    findRedirect: (path: string) => findRedirect(deps.db, path),
    messages: (locale) => deps.messages[locale],
    connectionData: () => deps.connectionData(playerId, brand.key),
    gamesCatalogue: async () => getCatalogue(catalogueDeps, { playerId, games: await games() }),
    homePage: async () => getHomePage(catalogueDeps, { playerId, now, games: await games() }),
  };
}
