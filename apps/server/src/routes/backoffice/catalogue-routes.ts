import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services.ts';
import { backofficeBannersRoutes } from './banners/banners-routes.ts';
import { backofficeContentRoutes } from './content/content-routes.ts';
import { backofficeGamesRoutes } from './games/games-routes.ts';
import { backofficeOffersRoutes } from './offers/offers-routes.ts';

/** The back-office's games, offers, banners and content areas (one registration in app.ts). */
export const backofficeCatalogueRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'catalogueCache' | 'pageVersions'>
> = async (app, deps) => {
  await app.register(backofficeGamesRoutes, deps);
  await app.register(backofficeOffersRoutes, deps);
  await app.register(backofficeBannersRoutes, deps);
  await app.register(backofficeContentRoutes, deps);
};
