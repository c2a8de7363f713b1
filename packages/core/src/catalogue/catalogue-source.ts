import { ART_VERSION } from '@casino/art';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  responsiveImage,
  type CatalogueGame,
  type IssueKey,
  type LocalizedText,
  type Provider,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { seedFromString } from './seeded-random.ts';
import {
  gameCategories,
  gameCategoryGames,
  gameCollectionGames,
  gameCollections,
  gameOfWeek,
  gameProviders,
  games,
  homeBanners,
  offerPresets,
} from '../db/schema/index.ts';

/**
 * Image key of one artwork: slug plus a short hash of what is drawn, so the URL changes whenever the
 * picture would (the files are served as immutable).
 */
export const artworkKey = (slug: string, ...drawn: Array<string | number>) =>
  `${slug}.${seedFromString([ART_VERSION, ...drawn].join('|')).toString(36)}`;

/** Width / height of each kind of artwork. */
export const ASPECT_RATIOS = { games: 0.75, providers: 2, banners: 3.2, collections: 4 / 3 } as const;

export type GameRow = typeof games.$inferSelect;
export type ProviderRow = typeof gameProviders.$inferSelect;
export type BannerRow = typeof homeBanners.$inferSelect;
/** What the offer a banner sells gives (its `presetPackageId`), read with the banners. */
export type BannerOffer = Pick<typeof offerPresets.$inferSelect, 'id' | 'coins' | 'entries' | 'magicBoxes'>;

/** A game's tile artwork (its URL changes whenever the drawing would). */
export const gameImage = (g: Pick<GameRow, 'slug' | 'title' | 'artworkSeed'>) =>
  responsiveImage('games', artworkKey(g.slug, g.title, g.artworkSeed), ASPECT_RATIOS.games);

/**
 * Everything the catalogue answers are built from, read in one go: with ~150 games it is a few hundred
 * rows, so holding it in memory beats assembling answers from queries on every request.
 */
export interface CatalogueSource {
  /** Active games in display order, as group-neutral answer records (isFavorite false). */
  games: CatalogueGame[];
  gameRows: Map<number, GameRow>;
  gamesBySlug: Map<string, GameRow>;
  providers: Array<Omit<Provider, 'gamesCount'>>;
  providersBySlug: Map<string, ProviderRow>;
  categories: Array<{ key: IssueKey; title: LocalizedText; sort: number; inMenu: boolean }>;
  /** Category key → game ids in category order (active games only). */
  categoryGameIds: Map<IssueKey, number[]>;
  collections: Array<{
    id: number;
    slug: string;
    title: LocalizedText;
    artworkSeed: number;
    gameIds: number[];
  }>;
  banners: BannerRow[];
  /** The offers banners sell, by id: the VIP bundle banner's subtitle is written from its offer's amounts. */
  bannerOffers: Map<number, BannerOffer>;
  gameOfWeekPicks: Array<typeof gameOfWeek.$inferSelect>;
}

export async function loadCatalogueSource(db: Db): Promise<CatalogueSource> {
  // One query after another: this runs once a minute at most, and a single connection keeps it light.
  const gameRows = await db
    .select()
    .from(games)
    .where(eq(games.isActive, true))
    .orderBy(asc(games.sort), asc(games.id));
  const providerRows = await db
    .select()
    .from(gameProviders)
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id));
  const categoryRows = await db.select().from(gameCategories).orderBy(asc(gameCategories.sort));
  const memberRows = await db
    .select()
    .from(gameCategoryGames)
    .orderBy(asc(gameCategoryGames.sort), asc(gameCategoryGames.gameId));
  const collectionRows = await db.select().from(gameCollections).orderBy(asc(gameCollections.sort));
  const collectionMemberRows = await db
    .select()
    .from(gameCollectionGames)
    .orderBy(asc(gameCollectionGames.sort));
  const bannerRows = await db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.isActive, true))
    .orderBy(asc(homeBanners.sort), asc(homeBanners.id));
  const offerIds = [
    ...new Set(bannerRows.flatMap((b) => (b.presetPackageId === null ? [] : [b.presetPackageId]))),
  ];
  const offerRows: BannerOffer[] =
    offerIds.length === 0
      ? []
      : await db
          .select({
            id: offerPresets.id,
            coins: offerPresets.coins,
            entries: offerPresets.entries,
            magicBoxes: offerPresets.magicBoxes,
          })
          .from(offerPresets)
          .where(inArray(offerPresets.id, offerIds));
  const pickRows = await db.select().from(gameOfWeek).orderBy(asc(gameOfWeek.startsAt));

  const active = new Map(gameRows.map((g) => [g.id, g]));
  const providerById = new Map(providerRows.map((p) => [p.id, p]));
  const categoryGameIds = new Map<IssueKey, number[]>(categoryRows.map((c) => [c.key, []]));
  const issuesByGame = new Map<number, IssueKey[]>();
  for (const m of memberRows) {
    if (!active.has(m.gameId)) continue;
    categoryGameIds.get(m.categoryKey)?.push(m.gameId);
    const list = issuesByGame.get(m.gameId) ?? [];
    list.push(m.categoryKey);
    issuesByGame.set(m.gameId, list);
  }
  const providerImage = (p: ProviderRow) =>
    responsiveImage('providers', artworkKey(p.slug, p.name, p.artworkSeed), ASPECT_RATIOS.providers);

  return {
    games: gameRows.map((g) => {
      const provider = providerById.get(g.providerId)!;
      const image = gameImage(g);
      return {
        id: g.id,
        slug: g.slug,
        title: g.title,
        engineId: g.engineId,
        img: image.src,
        image,
        logo: providerImage(provider).src,
        providers: [provider.slug],
        issues: issuesByGame.get(g.id) ?? [],
        rtp: g.rtp,
        volatility: g.volatility,
        isNew: g.isNew,
        isHot: g.isHot,
        isFavorite: false,
        sort: g.sort,
      };
    }),
    gameRows: active,
    gamesBySlug: new Map(gameRows.map((g) => [g.slug, g])),
    providers: providerRows.map((p) => {
      const image = providerImage(p);
      return { id: p.id, slug: p.slug, name: p.name, logo: image.src, image };
    }),
    providersBySlug: new Map(providerRows.map((p) => [p.slug, p])),
    categories: categoryRows.map((c) => ({
      key: c.key,
      title: { en: c.titleEn, es: c.titleEs },
      sort: c.sort,
      inMenu: c.inMenu,
    })),
    categoryGameIds,
    collections: collectionRows.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: { en: c.titleEn, es: c.titleEs },
      artworkSeed: c.artworkSeed,
      gameIds: collectionMemberRows
        .filter((m) => m.collectionId === c.id && active.has(m.gameId))
        .map((m) => m.gameId),
    })),
    banners: bannerRows,
    bannerOffers: new Map(offerRows.map((o) => [o.id, o])),
    gameOfWeekPicks: pickRows,
  };
}
