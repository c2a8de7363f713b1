import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isImageDensity, isImageWidth } from '@casino/contracts';
import {
  artworkKey,
  ASPECT_RATIOS,
  bannerArtworkSvg,
  collectionArtworkSvg,
  gameArtworkSvg,
  notFound,
  providerLogoSvg,
  type CatalogueSource,
} from '@casino/core';
import type { Services } from '../../services.ts';
import { createArtworkStore } from './artwork-store.ts';
import { defineRoute } from '../../http/define-route.ts';

const ParamsSchema = z.object({
  kind: z.enum(['games', 'providers', 'banners', 'collections']),
  key: z.string().max(128),
  variant: z.string().max(32),
});

const VARIANT = /^(\d{3,4})w@([12])x\.webp$/;

/** The SVG for an artwork key, or null when the key is unknown or not the current version. */
function svgFor(
  source: CatalogueSource,
  kind: z.infer<typeof ParamsSchema>['kind'],
  key: string,
): ((w: number, h: number) => string) | null {
  const slug = key.slice(0, key.lastIndexOf('.'));
  if (kind === 'games') {
    const game = source.gamesBySlug.get(slug);
    if (!game || artworkKey(game.slug, game.title, game.artworkSeed) !== key) return null;
    const provider = source.providers.find((p) => p.id === game.providerId);
    return (w, h) => gameArtworkSvg({ ...game, providerName: provider?.name ?? '' }, w, h);
  }
  if (kind === 'providers') {
    const p = source.providersBySlug.get(slug);
    if (!p || artworkKey(p.slug, p.name, p.artworkSeed) !== key) return null;
    return (w, h) => providerLogoSvg(p, w, h);
  }
  if (kind === 'banners') {
    const b = source.banners.find((row) => `banner-${row.id}` === slug);
    if (!b || artworkKey(slug, b.type, b.artworkSeed) !== key) return null;
    return (w, h) => bannerArtworkSvg(b, w, h);
  }
  const c = source.collections.find((row) => row.slug === slug);
  if (!c || artworkKey(c.slug, c.artworkSeed) !== key) return null;
  return (w, h) => collectionArtworkSvg(c, w, h);
}

/**
 * GET /img/{kind}/{key}/{width}w@{density}x.webp: our procedural artwork at the spec's breakpoints and
 * densities, rendered on first request and then served from memory or disk. Keys carry a version, so
 * the files are immutable.
 */
export const imageRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'catalogueCache'> & { dataDir: string }
> = async (app, { db, catalogueCache: cache, dataDir }) => {
  const store = createArtworkStore({ dir: join(dataDir, 'img-cache') });
  defineRoute(app, 'GET', '/img/:kind/:key/:variant', {
    guard: 'open',
    schema: { params: ParamsSchema },
    handler: async (request, reply) => {
      const { kind, key, variant } = request.params;
      const match = VARIANT.exec(variant);
      const width = Number(match?.[1]);
      const density = Number(match?.[2]);
      if (!match || !isImageWidth(width) || !isImageDensity(density)) throw notFound('No such image size.');
      const draw = svgFor(await cache.getSource(db), kind, key);
      if (!draw) throw notFound('No such image.');
      const pixelWidth = width * density;
      const pixelHeight = Math.round(pixelWidth / ASPECT_RATIOS[kind]);
      const data = await store.get(`${kind}/${key}/${width}w@${density}x.webp`, () =>
        draw(pixelWidth, pixelHeight),
      );
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  });
};
