import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BRAND_KEYS,
  BackofficeRowIdParamsSchema,
  BackofficeOfferCreateSchema,
  BackofficeOfferSavedSchema,
  BackofficeOffersPageSchema,
  BackofficeOffersQuerySchema,
  BackofficeOfferUpdateSchema,
} from '@casino/contracts';
import {
  appendAudit,
  createBackofficeOffer,
  listBackofficeOffers,
  toBackofficeOfferRow,
  updateBackofficeOffer,
} from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList } from '../csv.ts';

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
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Tells the brands whose players may see the offer before or after the change. */
  const announce = (...brands: Array<string | null>) => {
    const to = new Set(brands.flatMap((brand) => (brand === null ? [...BRAND_KEYS] : [brand])));
    for (const brand of to) publisher.toBrand(brand, { type: 'promotionsPage', action: 'update' });
    pageVersions.bump('offers');
    // Banners say what their offer gives (the VIP bundle's subtitle): the catalogue reads the offers again.
    catalogueCache.invalidate();
  };

  r.get(
    '/rest/backoffice/offers/',
    {
      onRequest: requireBackoffice('offers.read'),
      schema: { querystring: BackofficeOffersQuerySchema, response: { 200: BackofficeOffersPageSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const page = await listBackofficeOffers(db, exportPage(request.query), clock.now());
      return sendList(reply, request.query, page, [
        { key: 'id', header: 'id' },
        { key: 'kind', header: 'kind' },
        { key: 'brand', header: 'brand', value: (o) => o.brand ?? 'all' },
        { key: 'titleEn', header: 'titleEn' },
        { key: 'titleEs', header: 'titleEs' },
        { key: 'priceCents', header: 'priceCents' },
        { key: 'usualPriceCents', header: 'usualPriceCents' },
        { key: 'coins', header: 'coins' },
        { key: 'entries', header: 'entries' },
        { key: 'magicBoxes', header: 'magicBoxes' },
        { key: 'availableFrom', header: 'availableFrom' },
        { key: 'availableTill', header: 'availableTill' },
        { key: 'dayOfWeek', header: 'dayOfWeek' },
        { key: 'limitPerDay', header: 'limitPerDay' },
        { key: 'minBalance', header: 'minBalance' },
        { key: 'isSecret', header: 'secret' },
        { key: 'urlHash', header: 'urlHash' },
        { key: 'isActive', header: 'enabled' },
        { key: 'state', header: 'state' },
        { key: 'sort', header: 'order' },
      ]);
    },
  );

  r.post(
    '/rest/backoffice/offers/',
    {
      onRequest: requireBackoffice('offers.manage'),
      schema: { body: BackofficeOfferCreateSchema, response: { 200: BackofficeOfferSavedSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await createBackofficeOffer(tx, request.body);
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'offer.create',
          targetType: 'offer',
          targetId: String(created.id),
          before: null,
          after: toBackofficeOfferRow(created, now),
        });
        return created;
      });
      announce(row.brand);
      return { success: true as const, data: toBackofficeOfferRow(row, now) };
    },
  );

  r.patch(
    '/rest/backoffice/offers/:id/',
    {
      onRequest: requireBackoffice('offers.manage'),
      schema: {
        params: BackofficeRowIdParamsSchema,
        body: BackofficeOfferUpdateSchema,
        response: { 200: BackofficeOfferSavedSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const now = clock.now();
      const { before, after } = await db.transaction(async (tx) => {
        const change = await updateBackofficeOffer(tx, { id: request.params.id, update: request.body });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'offer.update',
          targetType: 'offer',
          targetId: String(change.after.id),
          before: toBackofficeOfferRow(change.before, now),
          after: toBackofficeOfferRow(change.after, now),
        });
        return change;
      });
      announce(before.brand, after.brand);
      return { success: true as const, data: toBackofficeOfferRow(after, now) };
    },
  );
};
