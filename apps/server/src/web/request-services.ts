import type { FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  appInitFor,
  findRedirect,
  getCatalogue,
  getHomePage,
  homePromotions,
  loadPlayerState,
  type CatalogueCache,
  type Clock,
  type Db,
  type PlayerState,
  type RestrictionGroup,
  type WinnersFeed,
} from '@casino/core';
import {
  BACKOFFICE_AUTH_PATHS,
  BACKOFFICE_SESSION,
  type AppInit,
  type Locale,
  type MessageTree,
  type WsConnectionData,
} from '@casino/contracts';
import { guestAppInit } from '@casino/contracts/values';
import type { RequestServices } from '@casino/web/server-context';
import { cspNonce } from '../plugins/security.ts';

export interface RequestServiceDeps {
  db: Db;
  clock: Clock;
  catalogueCache: CatalogueCache;
  winnersFeed: WinnersFeed;
  buildId: string;
  sentryDsn: string | null;
  messages: Record<Locale, MessageTree>;
  connectionData(playerId: string | null, brand: string, sessionId: string | null): WsConnectionData | null;
  /** The app's own routes, in process (the back-office layout asks its session route). */
  inject?: (request: InjectOptions) => Promise<LightMyRequestResponse>;
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
  return (request: FastifyRequest, reply: FastifyReply, shared?: SharedGroup): RequestServices => ({
    ...requestServicesFor(deps, request, cspNonce(reply), shared),
    backofficeMe: () => backofficeMe(deps, request, reply),
  });
}

// The session cookie only (the route clears an ended one); the page's own request sets the CSRF cookie.
const OPERATOR_COOKIES = [BACKOFFICE_SESSION.cookie];

/**
 * The back-office's session check for the SSR, by its own route (`GET /rest/backoffice/auth/me/`) with this
 * request's cookies and peer address, so the idle timeout, the CSRF cookie and the answer are the route's.
 */
async function backofficeMe(
  deps: RequestServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ status: number; body: unknown }> {
  if (!deps.inject) return { status: 401, body: null };
  const forwarded = request.headers['x-forwarded-for'];
  const response = await deps.inject({
    method: 'GET',
    url: BACKOFFICE_AUTH_PATHS.me,
    remoteAddress: request.socket.remoteAddress ?? request.ip,
    headers: {
      host: request.headers.host ?? 'localhost',
      accept: 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    },
  });
  // Only the operator session's own cookies (the route may refresh them); never the site's.
  const set = response.headers['set-cookie'];
  const cookies = (Array.isArray(set) ? set : set ? [set] : []).filter((cookie) =>
    OPERATOR_COOKIES.some((name) => cookie.startsWith(`${name}=`)),
  );
  if (cookies.length) appendSetCookie(reply, cookies);
  let body: unknown = null;
  try {
    body = response.json();
  } catch {
    // not JSON: the caller reads the status
  }
  return { status: response.statusCode, body };
}

/** Adds cookies to those the reply already sets (the page's own are added the same way). */
export function appendSetCookie(reply: FastifyReply, cookies: readonly string[]) {
  const current = reply.getHeader('set-cookie');
  const existing = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  reply.header('set-cookie', [...existing, ...cookies]);
}

/**
 * What a shared signed-in page is rendered for (ADR 0031): a group of players, never one. Its render reads
 * no player: the games of the restriction group without favourites, and an app init with nothing of anyone
 * but the group and the game mode (`playerPending`: the client reads the player's own).
 */
export interface SharedGroup {
  restrictions: RestrictionGroup;
  gameMode: AppInit['gameMode'];
}

/** The services of one request, by who asks (tests call it without an HTTP request). */
export function requestServicesFor(
  deps: RequestServiceDeps,
  viewer: Pick<FastifyRequest, 'brand' | 'playerId'> & Partial<Pick<FastifyRequest, 'sessionId'>>,
  nonce: string,
  shared?: SharedGroup,
): RequestServices {
  const catalogueDeps = { db: deps.db, cache: deps.catalogueCache };
  const now = deps.clock.now();
  const { brand } = viewer;
  const playerId = shared ? null : viewer.playerId;
  const playerState = once<PlayerState | null>(async () =>
    playerId ? loadPlayerState(deps.db, playerId, now, brand.key) : null,
  );
  // A guest (or a session whose player is gone) reads the catalogue as a guest; no query is needed.
  const games = async () =>
    shared ? { restrictions: shared.restrictions, favoriteGames: [] } : ((await playerState()) ?? undefined);
  const appInit = shared
    ? async (): Promise<AppInit> => ({
        ...guestAppInit(brand.appName),
        isGuest: false,
        // True of every player it is served to (sharedPageGroup): the guarded pages' guard lets it through.
        registrationComplete: true,
        gameMode: shared.gameMode,
        playerRestrictionIdsHash: shared.restrictions.groupKey,
      })
    : once(async () => appInitFor({ db: deps.db }, brand, await playerState()));
  return {
    brand,
    nonce,
    playerPending: shared !== undefined,
    wholeDocument: false,
    buildId: deps.buildId,
    sentryDsn: deps.sentryDsn,
    appInit,
    findRedirect: (path: string) => findRedirect(deps.db, path),
    messages: (locale) => deps.messages[locale],
    connectionData: () =>
      deps.connectionData(playerId, brand.key, shared ? null : (viewer.sessionId ?? null)),
    gamesCatalogue: async () => getCatalogue(catalogueDeps, { playerId, games: await games() }),
    homePage: async () =>
      getHomePage(
        { ...catalogueDeps, winners: deps.winnersFeed, promotions: homePromotions },
        { brand: brand.key, playerId, now, games: await games() },
      ),
    backofficeMe: async () => ({ status: 401, body: null }),
  };
}
