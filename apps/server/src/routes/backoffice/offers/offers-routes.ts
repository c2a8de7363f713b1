import type { FastifyPluginAsync } from 'fastify';
import {
  BRAND_KEYS,
  BackofficeOfferCreateSchema,
  BackofficeOfferSavedSchema,
  BackofficeOffersPageSchema,
  BackofficeOffersQuerySchema,
  BackofficeOfferUpdateSchema,
} from '@casino/contracts';
import {
  createBackofficeOffer,
  listBackofficeOffers,
  toBackofficeOfferRow,
  updateBackofficeOffer,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { defineRowWrites } from '../row-writes.ts';
import { listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

/**
 * The cashier's packages and promo offers per brand (docs/backoffice.md, Offers): list, create, edit,
 * schedule and enable, audited `offer.create` / `offer.update`. A change reaches the site the way the
 * engagement engine's do: the brand's signed-in pages get `promotionsPage update` (the promotions page,
 * the promo offers and the exit offer refetch), the guest page cache's `offers` version is bumped, and the
 * catalogue cache is invalidated (a banner's subtitle says what its offer gives).
 */
export const backofficeOffersRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'pageVersions' | 'catalogueCache'>
> = async (app, { db, clock, publisher, pageVersions, catalogueCache }) => {
  /** Tells the brands whose players may see the offer before or after the change. */
  const announce = (...brands: Array<string | null>) => {
    const to = new Set(brands.flatMap((brand) => (brand === null ? [...BRAND_KEYS] : [brand])));
    for (const brand of to) publisher.toBrand(brand, { type: 'promotionsPage', action: 'update' });
    pageVersions.bump('offers');
    // Banners say what their offer gives (the VIP bundle's subtitle): the catalogue reads the offers again.
    catalogueCache.invalidate();
  };

  defineRoute(app, 'GET', '/rest/backoffice/offers/', {
    guard: { backoffice: 'offers.read' },
    schema: { querystring: BackofficeOffersQuerySchema, response: { 200: BackofficeOffersPageSchema } },
    handler: listHandler(
      (query) => listBackofficeOffers(db, query, clock.now()),
      [
        'id',
        'kind',
        { key: 'brand', header: 'brand', value: (o) => o.brand ?? 'all' },
        'titleEn',
        'titleEs',
        'priceCents',
        'usualPriceCents',
        'coins',
        'entries',
        'magicBoxes',
        'availableFrom',
        'availableTill',
        'dayOfWeek',
        'limitPerDay',
        'minBalance',
        { key: 'isSecret', header: 'secret' },
        'urlHash',
        { key: 'isActive', header: 'enabled' },
        'state',
        { key: 'sort', header: 'order' },
      ],
    ),
  });

  defineRowWrites(app, db, clock, {
    target: 'offer',
    permission: 'offers.manage',
    paths: { list: '/rest/backoffice/offers/', one: '/rest/backoffice/offers/:id/' },
    reply: BackofficeOfferSavedSchema,
    create: { body: BackofficeOfferCreateSchema, run: createBackofficeOffer },
    update: { body: BackofficeOfferUpdateSchema, run: updateBackofficeOffer },
    shown: toBackofficeOfferRow,
    // The brands that saw the offer before the change and those that see it now (a brand of null is every brand).
    changed: (after, before) => announce(...[before, after].flatMap((row) => (row ? [row.brand] : []))),
  });
};
