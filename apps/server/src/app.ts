import { randomBytes } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Brand } from '@casino/contracts';
import {
  createInHouseGames,
  createSeamlessWallet,
  IN_HOUSE_PROVIDER,
  findRedirect,
  getAppInit,
  getCatalogue,
  getHomePage,
  type Database,
  type Publisher,
  type SeamlessWallet,
  createCatalogueCache,
  type CatalogueCache,
} from '@casino/core';
import { messages } from '@casino/web/messages';
import type { Config } from './config.ts';
import { registerErrorHandling } from './http/errors.ts';
import { BRAND_OVERRIDE_COOKIE, resolveBrand } from './plugins/brand.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { RequestLog } from './plugins/request-log.ts';
import { registerSessions } from './plugins/session.ts';
import { createRealtimeHub } from './realtime/hub.ts';
import { healthRoutes, type Readiness } from './routes/health/health-routes.ts';
import { appRoutes } from './routes/app/app-routes.ts';
import { translationRoutes } from './routes/translations/translation-routes.ts';
import { redirectRoutes } from './routes/redirects/redirect-routes.ts';
import { accessRoutes } from './routes/access/access-routes.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { termsRoutes } from './routes/terms/terms-routes.ts';
import { restrictionRoutes } from './routes/restriction/restriction-routes.ts';
import { passwordRoutes } from './routes/password/password-routes.ts';
import { contactRoutes } from './routes/contact/contact-routes.ts';
import { devRoutes } from './routes/dev/dev-routes.ts';
import { profileRoutes } from './routes/profile/profile-routes.ts';
import { documentRoutes } from './routes/documents/document-routes.ts';
import { rewardRoutes } from './routes/rewards/reward-routes.ts';
import { gameModeRoutes } from './routes/game-mode/game-mode-routes.ts';
import { inHouseRoutes } from './routes/in-house/in-house-routes.ts';
import { seamlessWalletRoutes } from './routes/seamless-wallet/seamless-wallet-routes.ts';
import { gameHistoryRoutes } from './routes/game-history/game-history-routes.ts';
import { realtimeRoutes } from './routes/realtime/realtime-routes.ts';
import { opsRoutes } from './routes/ops/ops-routes.ts';
import { redeemRoutes } from './routes/redeem/redeem-routes.ts';
import { catalogueRoutes } from './routes/catalogue/catalogue-routes.ts';
import { imageRoutes } from './routes/catalogue/image-routes.ts';
import { homePageRoutes } from './routes/pages/home-page-routes.ts';
import { cashierRoutes } from './routes/cashier/cashier-routes.ts';
import { createPaymentsRuntime, type PaymentsRuntime } from './routes/cashier/payments-runtime.ts';
import { promotionsRoutes } from './routes/promotions/promotions-routes.ts';
import { apiNotFound } from './routes/api-not-found.ts';
import { readBuildId, registerWeb, type WebMode } from './web/ssr.ts';
import { createPageVersions } from './web/page-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
    /** The signed-in player of this request, or null for a guest. */
    playerId: string | null;
  }
}

type NonceCarrier = { scriptNonce?: string };

export interface AppOptions {
  config: Config;
  database: Database;
  web?: WebMode;
  logger?: boolean;
}

export type App = FastifyInstance & {
  readiness: Readiness;
  publisher: Publisher;
  /** The seamless-wallet service; in-house games call `handle` in-process with a signed body. */
  seamlessWallet: SeamlessWallet;
  catalogueCache: CatalogueCache;
  /** Payment providers (the sandbox among them). */
  payments: PaymentsRuntime;
};

/** Builds the whole server: plugins, then API routes, then the SSR site. Listening is the caller's job. */
export async function buildApp({ config, database, web = 'none', logger = true }: AppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    logController: new RequestLog(),
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const hub = await createRealtimeHub({
    httpServer: app.server,
    secret: config.sessionSecret,
    redisUrl: config.redisUrl,
    logger: app.log,
  });
  // Before the HTTP server closes: open WebSockets would otherwise hold the close forever.
  app.addHook('preClose', () => hub.close());
  app.decorate('publisher', hub.publisher);

  const readiness: Readiness = {
    state: 'starting',
    checks: {
      database: () => database.ping(),
      realtime: () => {
        if (!hub.isReady()) throw new Error('realtime is not ready');
      },
    },
  };
  app.decorate('readiness', readiness);

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // Pages and catalogue answers are hundreds of kilobytes of text: compress them. Every chunk is flushed,
  // so a streamed page still reaches the browser in pieces (shell and skeletons first); brotli at a
  // level cheap enough for dynamic responses.
  await app.register(compress, {
    threshold: 1024,
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
  // A fresh nonce per response lets React Router's inline scripts run under a strict CSP.
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as NonceCarrier).scriptNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy:
      web === 'production'
        ? {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as NonceCarrier).scriptNonce}'`],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              connectSrc: ["'self'", ...(config.sentryDsn ? [new URL(config.sentryDsn).origin] : [])],
              fontSrc: ["'self'", 'data:'],
              frameSrc: ["'self'"],
              // Plain-http local runs must keep loading their own assets.
              upgradeInsecureRequests: null,
            },
          }
        : false,
    crossOriginEmbedderPolicy: false,
  });

  app.decorateRequest('brand', null as unknown as Brand);
  app.decorateRequest('playerId', null);
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    const { brand, setOverride } = resolveBrand({
      host: request.headers.host,
      queryBrand: query?.brand,
      overrideCookie: request.cookies[BRAND_OVERRIDE_COOKIE],
      brandHosts: config.brandHosts,
      defaultBrand: config.defaultBrand,
    });
    request.brand = brand;
    if (setOverride)
      reply.setCookie(BRAND_OVERRIDE_COOKIE, setOverride, { path: '/', sameSite: 'lax', httpOnly: true });
  });
  registerSessions(app, {
    database,
    secret: config.sessionSecret,
    secure: config.env === 'production' && !isLocalPlainHttp(config),
  });
  await registerRateLimits(app, config.rateLimitMultiplier);

  await app.register(healthRoutes);
  await app.register(appRoutes, { database });
  await app.register(translationRoutes);
  await app.register(redirectRoutes, { database });
  await app.register(accessRoutes, { database });
  await app.register(authRoutes, { database });
  await app.register(termsRoutes, { database, opsToken: config.opsToken });
  await app.register(restrictionRoutes, { database, trustedProxies: config.trustedProxies });
  await app.register(passwordRoutes, { database, config });
  await app.register(contactRoutes, { database, config });
  await app.register(devRoutes, { database, config });
  await app.register(profileRoutes, { database, connectionData: (id) => hub.connectionData(id) });
  await app.register(documentRoutes, { database, dataDir: config.dataDir, opsToken: config.opsToken });
  await app.register(rewardRoutes, { database });
  await app.register(gameModeRoutes, { database, trustedProxies: config.trustedProxies });
  const seamlessWallet = createSeamlessWallet({
    db: database.db,
    publisher: hub.publisher,
    secrets: config.seamlessWalletSecrets,
  });
  app.decorate('seamlessWallet', seamlessWallet);
  await app.register(seamlessWalletRoutes, { wallet: seamlessWallet });
  const inHouseGames = createInHouseGames({
    db: database.db,
    wallet: seamlessWallet,
    secret: config.seamlessWalletSecrets[IN_HOUSE_PROVIDER]!,
  });
  await app.register(inHouseRoutes, { games: inHouseGames, trustedProxies: config.trustedProxies });
  await app.register(gameHistoryRoutes, { database });
  await app.register(realtimeRoutes, { hub });
  await app.register(opsRoutes, { hub, opsToken: config.opsToken });
  await app.register(redeemRoutes, {
    database,
    redeemMinimum: config.redeemMinimum,
    opsToken: config.opsToken,
  });
  // One catalogue cache for the catalogue, page and image routes (and the play route).
  // Guest pages are cached per version of what they show (web/page-cache.ts).
  const pageVersions = createPageVersions(web === 'production' ? readBuildId() : 'development');
  const catalogueCache = createCatalogueCache({ onInvalidate: () => pageVersions.bump('catalogue') });
  app.decorate('catalogueCache', catalogueCache);
  const catalogueDeps = { db: database.db, cache: catalogueCache };
  await app.register(catalogueRoutes, { database, cache: catalogueCache, opsToken: config.opsToken });
  await app.register(homePageRoutes, { database, cache: catalogueCache });
  await app.register(imageRoutes, { database, cache: catalogueCache, dataDir: config.dataDir });
  const payments = createPaymentsRuntime(app, config, database.db);
  app.decorate('payments', payments);
  await app.register(cashierRoutes, { database, payments });
  await app.register(promotionsRoutes, {
    database,
    applePayEnabled: payments.providers.methods().some((method) => method.isApplePay),
  });
  apiNotFound(app);

  if (web !== 'none') {
    const buildId = web === 'production' ? readBuildId() : 'development';
    await registerWeb(
      app,
      web,
      (request: FastifyRequest, reply: FastifyReply) => ({
        brand: request.brand,
        nonce: (reply.raw as NonceCarrier).scriptNonce ?? '',
        buildId,
        sentryDsn: config.sentryDsn ?? null,
        appInit: () => getAppInit({ db: database.db }, { brand: request.brand, playerId: request.playerId }),
        findRedirect: (path: string) => findRedirect(database.db, path),
        messages: (locale) => messages[locale],
        connectionData: () => hub.connectionData(request.playerId),
        gamesCatalogue: () => getCatalogue(catalogueDeps, { playerId: request.playerId }),
        homePage: () => getHomePage(catalogueDeps, { playerId: request.playerId }),
      }),
      { versions: pageVersions },
    );
  }
  return app as unknown as App;
}

/** `npm start` on a laptop serves plain http on loopback; a Secure cookie would never come back there. */
const isLocalPlainHttp = (config: Config) => ['127.0.0.1', 'localhost', '::1'].includes(config.host);
