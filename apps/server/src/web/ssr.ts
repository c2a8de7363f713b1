import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, VERIFIER_PATHS } from '@casino/contracts';
import { decideLocale, localeFromPath } from '@casino/web/locale';
import type { RequestServices } from '@casino/web/server-context';
import { noStore } from '../plugins/caching.ts';
import { cspNonce } from '../plugins/security.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { appendSetCookie, type SharedGroup } from './request-services.ts';
import { matchesEtag, pickEncoding } from '../http/shared-body.ts';
import {
  createPageCache,
  sharedPagePolicy,
  type CachedPage,
  type PageCache,
  type PageVersions,
} from './page-cache.ts';

export const WEB_ROOT = join(import.meta.dirname, '../../../web');
const BUILD_DIR = join(WEB_ROOT, 'build');

export type WebMode = 'production' | 'development' | 'none';

type EntryModule = ServerBuild['entry']['module'] & {
  requestServicesContext: Parameters<RouterContextProvider['set']>[0];
};

/** The id the build wrote into builds/latest.json: what the running client compares against. */
export function readBuildId(): string {
  const manifest = join(BUILD_DIR, 'client/builds/latest.json');
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { id: string }).id
    : 'development';
}

/** A render for everyone of a path (or every player of `group`): what it sees of the request. */
interface SharedRender {
  /** Its only cookie. */
  cookie: string;
  /** Its URL when not the request's: a game frame's without its session. */
  url?: string;
  group?: SharedGroup;
}

/** `shared`, when given, replaces the request's cookies and URL with the shared render's. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, shared?: SharedRender): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(shared?.url ?? request.url, origin);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  if (shared) headers.set('cookie', shared.cookie);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

/** How a stored page is sent: to any guest (public, revalidated by ETag) or to one signed-in player. */
interface Delivery {
  /** A guest's: may be kept by any cache and revalidated; a player's: private, no-store (ADR 0031). */
  shared: boolean;
  vary: string;
  /** A first visit's language, remembered as the page's own render would have (root.tsx). */
  setCookie: string | null;
}

function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  hit: boolean,
  delivery: Delivery,
) {
  for (const [name, value] of page.headers) reply.header(name, value);
  // Helmet wrote this response's policy with its nonce; the shared page allows its own inline code by hash.
  const nonce = cspNonce(reply);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && nonce)
    reply.header('content-security-policy', sharedPagePolicy(policy, nonce, page));
  // For people and tests looking at a response: was this page rendered for it, or taken from the cache.
  reply.header('x-page-cache', hit ? 'hit' : 'miss');
  reply.header('vary', delivery.vary);
  if (delivery.setCookie) appendSetCookie(reply, [delivery.setCookie]);
  if (delivery.shared) {
    reply.header('etag', page.etag);
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  } else noStore(reply);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(200).send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) appendSetCookie(reply, cookies);
  if (!response.body) return reply.send();
  return reply.send(await wholeOrStreamed(response.body));
}

/** How long a page's body may take to finish before the part written so far is sent on its own. */
export const WHOLE_BODY_WAIT_MS = 10;

/**
 * The body in one buffer when it is complete within WHOLE_BODY_WAIT_MS, else a stream of it (what is written
 * so far first). A page whose data is all in renders in one go, and a client navigation's `.data` nearly
 * always does; streamed, each went through the compression plugin's streams and a brotli flush per piece
 * (a quarter of a signed-in `.data` request's CPU time, issue #34). One buffer is compressed in one call.
 * A page that waits on slower data (a Suspense boundary) still gets its shell sent after that wait.
 */
export async function wholeOrStreamed(
  body: ReadableStream<Uint8Array>,
  // Settles when the wait is over; a test hands in a promise it settles itself.
  waitOver: Promise<unknown> = new Promise((resolve) => setTimeout(resolve, WHOLE_BODY_WAIT_MS).unref()),
): Promise<Buffer | Readable> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  const late = waitOver.then(() => null);
  for (;;) {
    const read = reader.read();
    const next = await Promise.race([read, late]);
    if (next === null) return Readable.from(rest(reader, parts, read), { objectMode: false });
    if (next.done) return Buffer.concat(parts);
    parts.push(next.value);
  }
}

async function* rest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  parts: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
) {
  try {
    if (parts.length) yield Buffer.concat(parts);
    for (let next = await pending; !next.done; next = await reader.read()) yield next.value;
  } finally {
    // The client went away (the reply destroyed this stream): the render is told too.
    await reader.cancel().catch(() => undefined);
  }
}

/** How a guest's request is answered from the shared page of its path (see guestAnswer). */
interface GuestAnswer {
  /** The cookie a first visit gets, naming the language it was given. */
  setCookie: string | null;
  /** Where the language rules send this visitor instead: their cookie's or their browser's language. */
  redirectTo: string | null;
  /** The only cookie the shared render sees: the path's own language, so it neither redirects nor sets one. */
  renderCookie: string;
  /** What the answer depends on besides the URL. */
  vary: string;
}

/**
 * Whether this request may get (and fill) the shared guest page, and how. The rule, kept in step with
 * root.tsx's shell middleware:
 * - GET/HEAD of a page, no query string (`?brand=`, `?invited_by=`, `?cf`, `?aa`, `?openModal=`… set
 *   cookies, redirect or change the page), not a `.data` or file request;
 * - a guest: no session cookie at all (a stale one is cleared by a set-cookie, so it renders normally);
 * - the language is decided here by the middleware's own rule (decideLocale: the cookie, else an /es/
 *   path, else Accept-Language): a visitor whose language is the path's gets the path's page (and, on a
 *   first visit, the cookie); any other is redirected without a render. The page itself depends only on
 *   the path, so a first visit is served from the same page as a returning guest.
 * What stays is read from the key: brand, host, path; the redirect table answers 200 for a cached path
 * only until it changes, which the page's max age bounds.
 */
function guestAnswer(request: FastifyRequest): GuestAnswer | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url;
  if (url.includes('?') || url.endsWith('.data') || /\.[a-z0-9]+$/i.test(url)) return null;
  if (isBackofficeUrl(url)) return null;
  if (request.playerId !== null || request.cookies[SESSION_COOKIE] !== undefined) return null;
  const decision = decideLocale({
    pathname: url,
    cookie: request.cookies[LANGUAGE_COOKIE.name],
    languages: request.headers['accept-language'],
  });
  const pathLocale = localeFromPath(url);
  return {
    setCookie: decision.setCookie,
    redirectTo: decision.redirectTo,
    renderCookie: `${LANGUAGE_COOKIE.name}=${pathLocale}`,
    // The session and language cookies always decide; the browser's languages only where the path names none.
    vary:
      pathLocale === DEFAULT_LOCALE ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding, Cookie',
  };
}

/**
 * The operators' back-office pages (and their `.data` requests): never shared, never stored, whoever asks
 * (apps/web/app/backoffice/paths.ts).
 */
export const isBackofficeUrl = (url: string): boolean => /^\/backoffice(?:[/?.]|$)/.test(url);

/**
 * Signed-in pages shared by every player of a group (ADR 0031): the lobby and the promotions page, and their
 * client navigations' data when the root's data is not asked for (the root carries the player's app init).
 */
const SHARED_PLAYER_PAGE = /^\/(?:es\/)?(?:lobby|promotions)\/$/;
// The browser's navigations send the route ids' commas encoded (URLSearchParams).
const SHARED_PLAYER_DATA = /^\/(?:es\/)?(?:lobby|promotions)\.data\?_routes=(?:[\w-]|,|%2C)+$/i;

/**
 * The URL a player's in-house game frame is rendered and kept for, or null: a frame with its play session's
 * token or none is one page per game, the token neither rendered nor in the key (the page reads it from its
 * address once hydrated, GameFramePage); any other query (a replay) is rendered for its request.
 */
export const sharedGameFrameUrl = (url: string): string | null =>
  /^(\/(?:es\/)?game-frame\/[\w-]+\/)(?:\?session=[^&#]*)?$/.exec(url)?.[1] ?? null;

/** How a signed-in player's request is answered from the shared page of their group (see playerAnswer). */
interface PlayerAnswer {
  playerId: string;
  /** The only cookie the shared render sees: the path's language (no session: it renders for no one). */
  renderCookie: string;
  /** The URL rendered and keyed: the request's, less a game frame's session. */
  url: string;
}

/**
 * Whether this request may get (and fill) its group's shared signed-in page: GET/HEAD of a shared player
 * path (no other query but a game frame's session), a live session (the session plugin checked it: a
 * signed-out or expired one has no player and renders as today), and the language cookie naming the path's
 * language (anything else goes through the shell's own language rule, rendered for itself).
 */
function playerAnswer(request: FastifyRequest): PlayerAnswer | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url;
  if (request.playerId === null) return null;
  const data = SHARED_PLAYER_DATA.test(url);
  if (data && /(?:=|,|%2C)root(?:,|%2C|$)/i.test(url)) return null;
  const frame = sharedGameFrameUrl(url);
  if (!data && !frame && !SHARED_PLAYER_PAGE.test(url)) return null;
  const pathLocale = localeFromPath(url);
  if (request.cookies[LANGUAGE_COOKIE.name] !== pathLocale) return null;
  return {
    playerId: request.playerId,
    renderCookie: `${LANGUAGE_COOKIE.name}=${pathLocale}`,
    url: frame ?? url,
  };
}

export interface SharedPageOptions {
  versions: PageVersions;
  cache?: PageCache;
  /**
   * What a shared signed-in page depends on of its player; null: no such player, or one the access guard
   * stops (rendered for itself).
   */
  playerGroup?: (playerId: string) => Promise<SharedGroup | null>;
}

/**
 * Hosts the React Router app: static client assets, then every other GET/HEAD/POST that no API route
 * claimed goes through React Router's request handler. With `sharedPages`, guest pages are served from
 * one shared render (see guestAnswer), and a player's lobby or promotions from their group's (see playerAnswer); every
 * other page answer is rendered for its request and never stored.
 */
export async function registerWeb(
  app: FastifyInstance,
  mode: Exclude<WebMode, 'none'>,
  services: (request: FastifyRequest, reply: FastifyReply, shared?: SharedGroup) => RequestServices,
  sharedPages?: SharedPageOptions,
) {
  let loadBuild: () => Promise<ServerBuild>;
  let build: ServerBuild | undefined;
  if (mode === 'production') {
    const serverEntry = join(BUILD_DIR, 'server/index.js');
    if (!existsSync(serverEntry))
      throw new Error(`No web build at ${serverEntry}: run "npm run build" first`);
    const loaded = (build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild);
    loadBuild = async () => loaded;
    // The standalone verifier runs its inline script and style by hash, and nothing else (vite.config.ts).
    const verifierCsp = readFileSync(join(BUILD_DIR, 'verifier-csp.txt'), 'utf8');
    await app.register(fastifyStatic, {
      root: join(BUILD_DIR, 'client'),
      wildcard: false,
      // Scripts and style sheets are compressed at build time (apps/web/vite.config.ts, precompressAssets).
      preCompressed: true,
      // Hashed assets never change; the build manifest must never be cached.
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('latest.json')) reply.header('cache-control', 'no-store');
        // The push service worker is checked for updates on every registration (docs/web-push.md).
        else if (path.endsWith('push-sw.js')) reply.header('cache-control', 'no-cache');
        else if (path.endsWith(VERIFIER_PATHS.standalone)) {
          reply.header('content-security-policy', verifierCsp);
          reply.header('cache-control', 'public, max-age=3600');
        } else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  } else {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      root: WEB_ROOT,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.get('/builds/latest.json', async (_req, reply) =>
      reply.header('cache-control', 'no-store').send({ id: 'development' }),
    );
  }

  // Given a function, React Router builds its route tree again on every request (for the dev server's
  // module reloads): 1–4 ms of CPU per signed-in page. The production build is one object, derived once.
  const handle = createRequestHandler(build ?? loadBuild, mode);
  /** `shared` renders the page every guest of this path (or every player of `shared.group`) gets. */
  const render = async (request: FastifyRequest, reply: FastifyReply, shared: false | SharedRender) => {
    const build = await loadBuild();
    const context = new RouterContextProvider();
    const perRequest = services(request, reply, shared ? shared.group : undefined);
    // A shared page carries no nonce: its CSP lists the hashes of its inline scripts instead. It is stored
    // whole before anyone gets it, so it is rendered whole: streaming it would only delay its sections' paint.
    context.set(
      (build.entry.module as EntryModule).requestServicesContext,
      shared ? { ...perRequest, nonce: '', wholeDocument: true } : perRequest,
    );
    return handle(toWebRequest(request, reply, shared || undefined), context);
  };
  const renderPrivate = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await render(request, reply, false);
    // Signed-in pages (and guest answers that set cookies) are private to this one request; back-office
    // pages always, whatever a route module says.
    if (isBackofficeUrl(request.url)) response.headers.delete('cache-control');
    if (!response.headers.has('cache-control')) noStore(reply);
    return sendWebResponse(reply, response);
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (sharedPages) {
      const guest = guestAnswer(request);
      if (guest) return sendGuestPage(request, reply, guest);
      const player = sharedPages.playerGroup ? playerAnswer(request) : null;
      if (player) return sendPlayerPage(request, reply, player);
    }
    return renderPrivate(request, reply);
  };

  const cache = sharedPages?.cache ?? createPageCache();
  let version = '';
  /** The current version's key part; pages of older versions are never asked for again: freed at once. */
  const currentVersion = () => {
    const current = sharedPages!.versions.current();
    if (current !== version) {
      cache.clear();
      version = current;
    }
    return current;
  };

  /**
   * The stored page of `key`, rendered once for everyone by `shared` if need be; null when the answer is
   * not a shared page after all, and then it has been sent: a redirect from the filler as it is, any other
   * answer (a 404 page…) rendered again for this request, with its nonce, as are the waiters'.
   */
  async function storedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    shared: SharedRender,
  ): Promise<{ page: CachedPage; hit: boolean } | null> {
    const stored = cache.get(key);
    if (stored) return { page: stored, hit: true };
    // Set only in the request that renders for everyone (the filler).
    const filler: { started?: true; response?: Response } = {};
    const page = await cache
      .fill(key, async () => {
        filler.started = true;
        const response = await render(request, reply, shared);
        filler.response = response;
        if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) return null;
        const headers = [...response.headers].filter(([name]) => name !== 'cache-control');
        return { html: Buffer.from(await response.arrayBuffer()), headers };
      })
      .catch((error: unknown) => {
        // The filler's own failure is its answer; the requests that waited on it try themselves.
        if (filler.started) throw error;
        return null;
      });
    if (page) return { page, hit: false };
    const redirect = filler.response && filler.response.status >= 300 && filler.response.status < 400;
    const response = redirect ? filler.response! : await render(request, reply, false);
    noStore(reply);
    await sendWebResponse(reply, response);
    return null;
  }

  async function sendGuestPage(request: FastifyRequest, reply: FastifyReply, answer: GuestAnswer) {
    const key = `${currentVersion()}|${request.brand.key}|${request.host}|${request.url}`;
    const stored = await storedPage(request, reply, key, { cookie: answer.renderCookie });
    if (!stored) return reply;
    // The path is a page (not in the redirect table): the language redirect needs no render of its own.
    if (answer.redirectTo) {
      if (answer.setCookie) appendSetCookie(reply, [answer.setCookie]);
      noStore(reply);
      reply.header('vary', answer.vary);
      return reply.redirect(answer.redirectTo, 302);
    }
    return sendCachedPage(request, reply, stored.page, stored.hit, {
      shared: true,
      vary: answer.vary,
      setCookie: answer.setCookie,
    });
  }

  /**
   * A player's page from their group's shared render: the server shares it, the browser must not keep it
   * (private, no-store), and the player's own parts are read by the page after it (ADR 0031).
   */
  async function sendPlayerPage(request: FastifyRequest, reply: FastifyReply, answer: PlayerAnswer) {
    const group = await sharedPages!.playerGroup!(answer.playerId);
    if (!group) return renderPrivate(request, reply);
    const { groupKey } = group.restrictions;
    const key = `${currentVersion()}|player:${groupKey}:${group.gameMode}|${request.brand.key}|${request.host}|${answer.url}`;
    const stored = await storedPage(request, reply, key, {
      cookie: answer.renderCookie,
      url: answer.url,
      group,
    });
    if (!stored) return reply;
    return sendCachedPage(request, reply, stored.page, stored.hit, {
      shared: false,
      vary: 'Accept-Encoding, Cookie',
      setCookie: null,
    });
  }
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler });
}
