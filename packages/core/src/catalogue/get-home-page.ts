import {
  JACKPOT_PUSH,
  HOME_ISSUE_KEYS,
  responsiveImage,
  rowsPerSlide,
  withFavorites,
  type Banner,
  type BannersHome,
  type GameOfWeek,
  type HomeIssueKey,
  type HomePage,
  type HomePromotion,
  type IssueGames,
} from '@casino/contracts';
import { issueGames, schemeSections } from './build-catalogue.ts';
import { artworkKey, ASPECT_RATIOS, type BannerRow, type CatalogueSource } from './catalogue-source.ts';
import type { Db } from '../db/client.ts';
import { readPlayerGames, type CatalogueDeps, type PlayerGames } from './get-catalogue.ts';
import { getPresetPackages } from '../offers/player-offers.ts';
import { offerAmountsText } from '../offers/offer-amounts-text.ts';
import { winnersFor, type WinnersFeed } from '../winners/winners-feed.ts';
import { homeJackpots, jackpotGameIds } from '../jackpots/get-jackpots.ts';
import { homePackages } from './home-packages.ts';

/** Games per issue in the home payload; the catalogue holds the full lists. */
export const HOME_GAMES_PER_ISSUE = 24;
export const HOME_TTL_MS = 10_000;
/** The pots on a rendered page are at most as old as the jackpot ticker's pace (docs/jackpots.md). */
export const JACKPOTS_TTL_MS = JACKPOT_PUSH.tickerMs;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The home's info plate: a sweepstakes site says up front that no purchase is needed, and where the rules are. */
const SWEEPSTAKES_PLATE: HomePage['infoPlate'] = {
  text: {
    en: 'No purchase necessary: free Entries come with your account, your daily rewards and by mail.',
    es: 'No es necesaria ninguna compra: recibes Entradas gratis con tu cuenta, tus premios diarios y por correo.',
  },
  link: '/page/sweepstakes-rules',
};

const text = (en: string | null, es: string | null) => (en === null ? null : { en, es: es ?? en });

/**
 * A banner as the home payload answers it. The VIP bundle banner's subtitle says what its offer gives, in
 * both languages, from the offer's own amounts (an operator's edit of the offer shows there); the stored
 * subtitle is kept for a banner without an offer.
 */
export function toBanner(row: BannerRow, source: Pick<CatalogueSource, 'bannerOffers'>): Banner {
  const offer = row.presetPackageId === null ? undefined : source.bannerOffers.get(row.presetPackageId);
  return {
    id: row.id,
    type: row.type,
    title: { en: row.titleEn, es: row.titleEs },
    subTitle:
      (row.type === 'Vip_bundle' && offer ? offerAmountsText(offer) : null) ??
      text(row.subTitleEn, row.subTitleEs),
    buttonText: text(row.buttonEn, row.buttonEs),
    link: row.link,
    image: responsiveImage(
      'banners',
      artworkKey(`banner-${row.id}`, row.type, row.artworkSeed),
      ASPECT_RATIOS.banners,
    ),
    presetPackageId: row.presetPackageId,
    sort: row.sort,
  };
}

/** GET /rest/banners/home/: the banners, and for a signed-in player the offer of the preset-package banner. */
export async function getHomeBanners(
  deps: CatalogueDeps,
  input: { playerId: string | null; now: Date },
): Promise<BannersHome> {
  const source = await deps.cache.getSource(deps.db);
  return {
    banners: source.banners.filter((b) => b.placement === 'home').map((b) => toBanner(b, source)),
    bannerPresetPackage: input.playerId
      ? (await getPresetPackages(deps.db, { playerId: input.playerId, now: input.now })).bannerPresetPackage
      : null,
  };
}

/**
 * The current game of the week: the pick whose window contains now; without one, a weekly rotation
 * through weeklySpecials, so the section never goes blank.
 */
export function currentGameOfWeek(
  source: CatalogueSource,
  restricted: ReadonlySet<number>,
  now: Date,
): GameOfWeek | null {
  const byId = new Map(source.games.map((g) => [g.id, g]));
  const pick = source.gameOfWeekPicks.find(
    (p) => p.startsAt <= now && now < p.endsAt && byId.has(p.gameId) && !restricted.has(p.gameId),
  );
  if (pick)
    return {
      game: byId.get(pick.gameId)!,
      description: { en: pick.descriptionEn, es: pick.descriptionEs },
      endsAt: pick.endsAt.toISOString(),
    };
  const pool = issueGames(source, 'weeklySpecials', restricted);
  if (!pool.length) return null;
  // Weeks counted from the Unix epoch's first Monday (1970-01-05).
  const week = Math.floor((now.getTime() - Date.UTC(1970, 0, 5)) / WEEK_MS);
  return {
    game: pool[week % pool.length]!,
    description: {
      en: 'Our pick of the week: play it before it is gone.',
      es: 'Nuestra elección de la semana: juégalo antes de que se vaya.',
    },
    endsAt: new Date(Date.UTC(1970, 0, 5) + (week + 1) * WEEK_MS).toISOString(),
  };
}

export interface HomePageDeps extends CatalogueDeps {
  winners: WinnersFeed;
  /** What the brand runs now (app/home-promotions.ts: the engine and the races, above the catalogue). */
  promotions: (db: Db, brand: string, now: Date) => Promise<HomePromotion[]>;
}

/**
 * GET /rest/page/home/. `promotions` are what the brand runs now and `packages` the coin packages on sale
 * to anyone (the player's own offers are the promotions page's and the cashier's); `lastWinners` is the
 * brand's winners feed (docs/winners-feed.md).
 */
export async function getHomePage(
  deps: HomePageDeps,
  input: { brand: string; playerId: string | null; now: Date; games?: PlayerGames },
): Promise<HomePage> {
  const { restrictions: group, favoriteGames: favorites } = await readPlayerGames(deps.db, input);
  const { brand } = input;
  const [shared, feed, jackpots] = await Promise.all([
    deps.cache.memo(deps.db, group, `home:${brand}`, HOME_TTL_MS, (source) =>
      buildHomePage(deps, source, group.restricted, input.now, brand),
    ),
    deps.winners.latest(deps.db, brand),
    // The pots grow with every eligible bet: read at most JACKPOTS_TTL_MS ago, not HOME_TTL_MS; an open page
    // then follows the ticker's pushes.
    deps.cache.memo(deps.db, group, `jackpots:${brand}`, JACKPOTS_TTL_MS, () => homeJackpots(deps.db, brand)),
  ]);
  const base: HomePage = { ...shared, jackpots, lastWinners: winnersFor(feed, group.restricted) };
  if (!favorites.length) return base;
  const overlay = (list: HomePage['newGames']) => ({ ...list, games: withFavorites(list.games, favorites) });
  return {
    ...base,
    ...(Object.fromEntries(HOME_ISSUE_KEYS.map((k) => [k, overlay(base[k])])) as Record<
      HomeIssueKey,
      IssueGames
    >),
    gameOfWeek: base.gameOfWeek && {
      ...base.gameOfWeek,
      game: withFavorites([base.gameOfWeek.game], favorites)[0]!,
    },
  };
}

/**
 * The group-wide home payload (isFavorite false) but the winners. Kept for HOME_TTL_MS per restriction
 * group, so the game of the week is at most that stale.
 */
async function buildHomePage(
  { db, promotions: promotionsOf }: Pick<HomePageDeps, 'db' | 'promotions'>,
  source: CatalogueSource,
  restricted: ReadonlySet<number>,
  now: Date,
  brand: string,
): Promise<Omit<HomePage, 'lastWinners'>> {
  const titles = new Map(source.categories.map((c) => [c.key, c.title]));
  // The `jackpot` list is the brand's jackpot games (the games whose rounds feed and may win its tiers).
  const eligible = new Set(await jackpotGameIds(db, brand));
  const listOf = (key: HomeIssueKey) =>
    key === 'jackpot'
      ? source.games.filter((g) => eligible.has(g.id) && !restricted.has(g.id))
      : issueGames(source, key, restricted);
  const issue = (key: HomeIssueKey): IssueGames => {
    const list = listOf(key);
    return {
      key,
      title: titles.get(key) ?? { en: key, es: key },
      rows: rowsPerSlide(key),
      games: list.slice(0, HOME_GAMES_PER_ISSUE),
      gamesCount: list.length,
    };
  };
  const byIssue = Object.fromEntries(HOME_ISSUE_KEYS.map((k) => [k, issue(k)])) as Record<
    HomeIssueKey,
    IssueGames
  >;
  const [promotions, packages] = await Promise.all([
    promotionsOf(db, brand, now),
    homePackages(db, brand, now),
  ]);
  return {
    seo: {
      title: { en: 'Social casino: free slots and games', es: 'Casino social: tragamonedas y juegos gratis' },
      description: {
        en: 'Play more than 150 free slots, fishing, hold-and-link and jackpot games.',
        es: 'Juega a más de 150 tragamonedas gratis, juegos de pesca, hold-and-link y botes.',
      },
      h1: { en: 'Free social casino games', es: 'Juegos de casino social gratis' },
    },
    jackpots: [],
    banners: source.banners.filter((b) => b.placement === 'home').map((b) => toBanner(b, source)),
    questData: null,
    collections: source.collections.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      image: responsiveImage('collections', artworkKey(c.slug, c.artworkSeed), ASPECT_RATIOS.collections),
      gameIds: c.gameIds.filter((id) => !restricted.has(id)),
    })),
    infoPlate: SWEEPSTAKES_PLATE,
    promotions,
    gameOfWeek: currentGameOfWeek(source, restricted, now),
    promoBanners: source.banners.filter((b) => b.placement === 'promo').map((b) => toBanner(b, source)),
    schemeSections: schemeSections(source),
    schemaBanners: source.banners
      .filter((b) => b.placement === 'scheme')
      .map((b) => ({ afterSection: b.afterSection ?? 'banners', banner: toBanner(b, source) })),
    packages,
    ...byIssue,
  };
}
