import type { EngineId, IssueKey, Volatility } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import {
  gameCategories,
  gameCategoryGames,
  gameCollectionGames,
  gameCollections,
  gameOfWeek,
  gameProviders,
  games,
  homeBanners,
} from '../db/schema/index.ts';
import { CREATURES, picturesNamed, picturesShown, themeArt } from '@casino/art';
import { getEngineDefinition } from '@casino/game-math';
import { seededRandom } from './seeded-random.ts';
import { THEMES } from './themes.ts';

/** Fictional studios (our own names). */
export const SEED_PROVIDERS = [
  { slug: 'aurora-reels', name: 'Aurora Reels' },
  { slug: 'bright-ember', name: 'Bright Ember Studios' },
  { slug: 'copper-fox', name: 'Copper Fox Gaming' },
  { slug: 'driftwood-play', name: 'Driftwood Play' },
  { slug: 'electric-lotus', name: 'Electric Lotus' },
  { slug: 'foxglove', name: 'Foxglove Interactive' },
  { slug: 'granite-peak', name: 'Granite Peak Games' },
  { slug: 'harbor-light', name: 'Harbor Light Studios' },
  { slug: 'indigo-owl', name: 'Indigo Owl' },
  { slug: 'juniper-bay', name: 'Juniper Bay Games' },
] as const;

export const CATEGORY_TITLES: Record<IssueKey, { en: string; es: string }> = {
  jackpot: { en: 'Jackpots', es: 'Botes' },
  holdNLink: { en: 'Hold & Link', es: 'Mantén y enlaza' },
  popularGames: { en: 'Popular Games', es: 'Juegos populares' },
  hotGames: { en: 'Hot Games', es: 'Juegos calientes' },
  newGames: { en: 'New Games', es: 'Juegos nuevos' },
  fishing: { en: 'Fishing', es: 'Pesca' },
  featuredGames: { en: 'Featured Games', es: 'Juegos destacados' },
  bonusBuyGames: { en: 'Bonus Buy', es: 'Compra de bonos' },
  missedItGames: { en: 'Missed It?', es: '¿Te lo perdiste?' },
  recommend: { en: 'Recommended for You', es: 'Recomendados para ti' },
  intoTheWild: { en: 'Into the Wild', es: 'A lo salvaje' },
  allGames: { en: 'All Games', es: 'Todos los juegos' },
  weeklySpecials: { en: 'Weekly Specials', es: 'Especiales de la semana' },
  rapidLink: { en: 'Rapid Link', es: 'Enlace rápido' },
  topGames: { en: 'Top Games', es: 'Los mejores juegos' },
  bonusCombo: { en: 'Bonus Combo', es: 'Combo de bonos' },
};

const GAMES_PER_THEME = 16;
const SUFFIXES = ['Riches', 'Fortune', 'Blitz', 'Treasures', 'Quest', 'Rush', 'Spins', 'Frenzy', 'Link'];
/**
 * A title promises the game it names: "Link" only on the hold-and-link engine, "Spins" not on the fishing
 * arcade (it has no reels). Another suffix stands in, so the generator draws as many numbers as before.
 */
export function fittingSuffix(suffix: string, engineId: EngineId): string {
  if (suffix === 'Link' && engineId !== 'golden-link') return 'Fortune';
  if (suffix === 'Spins' && engineId === 'ocean-hunter') return 'Frenzy';
  return suffix;
}
/** Nouns that promise an engine: a fishing trip is the arcade, a jackpot is hold-and-link's Grand. */
const PROMISES: Readonly<Record<string, EngineId>> = {
  'Fishing Trip': 'ocean-hunter',
  Catch: 'ocean-hunter',
  Angler: 'ocean-hunter',
  Jackpot: 'golden-link',
};

/**
 * What a game on `engineId` shows in a theme: the pictures on its reels (paying symbols and the emblems of
 * its specials) and whether the theme's scene is behind them. The fishing arcade swims its own creatures
 * over open water (`@casino/art` CREATURES, the same on every theme): those a title word of the theme names
 * (`words`: "Shark" → shark), and no scene.
 */
export function gameShows(engineId: EngineId, themeKey: string): { pictures: Set<string>; scene: boolean } {
  const engine = getEngineDefinition(engineId)!;
  if (engine.kind === 'fishing') {
    return { pictures: new Set(engine.fish.map((f) => f.id).filter((id) => id in CREATURES)), scene: false };
  }
  return { pictures: picturesShown(themeKey, engine.symbols), scene: true };
}

/**
 * Whether a title word keeps its promise on this engine in this theme: what it names is on the reels or in
 * the scene behind them, and a noun that promises an engine is on it (a word naming nothing drawn fits).
 */
export function wordFits(word: string, engineId: EngineId, themeKey: string): boolean {
  if ((PROMISES[word] ?? engineId) !== engineId) return false;
  const shows = gameShows(engineId, themeKey);
  if (themeArt(themeKey).scene.includes(word.toLowerCase())) return shows.scene;
  return picturesNamed(themeArt(themeKey), word).every((picture) => shows.pictures.has(picture));
}

/**
 * A title names only what its game shows: a word naming a picture the game has not ("Cherry" on a
 * hold-and-link machine without cherries) or promising another engine ("Catch" on a slot) gives way to
 * the next word of its list that fits, so the generator draws as many numbers as before.
 */
export function fittingWord(words: readonly string[], word: string, engineId: EngineId, themeKey: string) {
  const start = words.indexOf(word);
  for (let i = 0; i < words.length; i++) {
    const candidate = words[(start + i) % words.length]!;
    if (wordFits(candidate, engineId, themeKey)) return candidate;
  }
  throw new Error(`No word of ${words.join(', ')} fits ${engineId} in ${themeKey}`);
}
const VOLATILITY: readonly Volatility[] = ['low', 'medium', 'high'];

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface SeedGame {
  slug: string;
  title: string;
  providerIndex: number;
  engineId: EngineId;
  rtp: string;
  volatility: Volatility;
  isNew: boolean;
  isHot: boolean;
  sort: number;
  artworkSeed: number;
  theme: string;
}

/** The seeded games, deterministic: 10 themes × 16 = 160 games. */
export function seedGameList(): SeedGame[] {
  const rnd = seededRandom(20_261_121);
  const titles = new Set<string>();
  const list: SeedGame[] = [];
  THEMES.forEach((theme, t) => {
    for (let i = 0; i < GAMES_PER_THEME; i++) {
      // 4 hold-and-link games per theme; the other ocean games are the fishing arcade; fruit machines and
      // 2 per other theme are classic 3×3; 2 per other theme are video slots that sell their feature.
      const engineId: EngineId =
        i % 4 === 0
          ? 'golden-link'
          : theme.key === 'ocean'
            ? 'ocean-hunter'
            : theme.key === 'fruits' || i % 7 === 1
              ? 'triple-sevens'
              : i % 8 === 2
                ? 'dragon-vault'
                : 'jungle-quest';
      let title = '';
      for (let attempt = 0; !title || titles.has(title); attempt++) {
        const adj = fittingWord(theme.adjectives, rnd.pick(theme.adjectives), engineId, theme.key);
        const noun = fittingWord(theme.nouns, rnd.pick(theme.nouns), engineId, theme.key);
        title =
          attempt > 20 || rnd.next() < 0.55
            ? `${adj} ${noun}`
            : `${noun} ${fittingSuffix(rnd.pick(SUFFIXES), engineId)}`;
        if (attempt > 40) title = `${adj} ${noun} ${attempt}`;
      }
      titles.add(title);
      const index = list.length;
      list.push({
        slug: slugify(title),
        title,
        // Each studio leans on two themes, with some spread.
        providerIndex: (t + (i % 3 === 0 ? 5 : 0) + (i % 5 === 0 ? 1 : 0)) % SEED_PROVIDERS.length,
        engineId,
        rtp: `${(94 + rnd.int(36) / 10).toFixed(1)}%`,
        volatility: rnd.pick(VOLATILITY),
        isNew: false,
        isHot: false,
        sort: index + 1,
        // Theme in the low digits (see themes.ts); the rest varies the shapes.
        artworkSeed: (1 + rnd.int(100_000)) * THEMES.length + t,
        theme: theme.key,
      });
    }
  });
  const order = shuffled(list, seededRandom(7));
  order.slice(0, 20).forEach((g) => (g.isNew = true));
  order.slice(20, 40).forEach((g) => (g.isHot = true));
  return list;
}

function shuffled<T>(items: readonly T[], rnd: ReturnType<typeof seededRandom>): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rnd.int(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Which seeded games go in which category (slugs, in display order). */
export function seedCategoryMembers(list: readonly SeedGame[]): Record<IssueKey, string[]> {
  const rnd = seededRandom(99);
  const pick = (pool: readonly SeedGame[], count: number) =>
    shuffled(pool, rnd)
      .slice(0, count)
      .map((g) => g.slug);
  const link = list.filter((g) => g.engineId === 'golden-link');
  const video = list.filter((g) => g.engineId === 'jungle-quest');
  return {
    jackpot: pick(link, 16),
    holdNLink: pick(link, 18),
    rapidLink: pick(link, 10),
    popularGames: pick(list, 24),
    hotGames: list.filter((g) => g.isHot).map((g) => g.slug),
    newGames: list.filter((g) => g.isNew).map((g) => g.slug),
    fishing: list.filter((g) => g.engineId === 'ocean-hunter').map((g) => g.slug),
    featuredGames: pick(list, 12),
    bonusBuyGames: list.filter((g) => g.engineId === 'dragon-vault').map((g) => g.slug),
    missedItGames: pick(list, 12),
    recommend: pick(list, 16),
    intoTheWild: list
      .filter((g) => g.theme === 'jungle' || g.theme === 'west')
      .slice(0, 14)
      .map((g) => g.slug),
    allGames: list.map((g) => g.slug),
    weeklySpecials: pick(list, 6),
    topGames: pick(list, 10),
    bonusCombo: pick(video, 10),
  };
}

const COLLECTIONS = [
  { slug: 'ancient-worlds', en: 'Ancient Worlds', es: 'Mundos antiguos', themes: ['egypt'] },
  { slug: 'fruit-classics', en: 'Fruit Classics', es: 'Clásicos de frutas', themes: ['fruits'] },
  { slug: 'under-the-sea', en: 'Under the Sea', es: 'Bajo el mar', themes: ['ocean'] },
  { slug: 'space-odyssey', en: 'Space Odyssey', es: 'Odisea espacial', themes: ['space'] },
  { slug: 'gold-rush', en: 'Gold Rush', es: 'Fiebre del oro', themes: ['gold', 'west'] },
  { slug: 'mythic-fire', en: 'Mythic Fire', es: 'Fuego mítico', themes: ['fire', 'magic'] },
];

const DAY = 24 * 60 * 60 * 1000;

/** Seed step: providers, 160 games, every category, collections, banners, game of the week, winners. */
export async function seedCatalogue(db: Db, seededAt: Date): Promise<void> {
  const providerRows = await db
    .insert(gameProviders)
    .values(SEED_PROVIDERS.map((p, i) => ({ ...p, sort: i + 1, artworkSeed: 1000 + i * 37 })))
    .returning({ id: gameProviders.id });
  const list = seedGameList();
  const gameRows = await db
    .insert(games)
    .values(
      list.map((g) => ({
        slug: g.slug,
        title: g.title,
        providerId: providerRows[g.providerIndex]!.id,
        engineId: g.engineId,
        rtp: g.rtp,
        volatility: g.volatility,
        isNew: g.isNew,
        isHot: g.isHot,
        sort: g.sort,
        artworkSeed: g.artworkSeed,
      })),
    )
    .returning({ id: games.id, slug: games.slug });
  const idOf = new Map(gameRows.map((r) => [r.slug, r.id]));

  await db.insert(gameCategories).values(
    (Object.keys(CATEGORY_TITLES) as IssueKey[]).map((key, i) => ({
      key,
      titleEn: CATEGORY_TITLES[key].en,
      titleEs: CATEGORY_TITLES[key].es,
      sort: i + 1,
      inMenu: key !== 'missedItGames' && key !== 'recommend',
    })),
  );
  const members = seedCategoryMembers(list);
  await db
    .insert(gameCategoryGames)
    .values(
      (Object.entries(members) as Array<[IssueKey, string[]]>).flatMap(([categoryKey, slugs]) =>
        slugs.map((slug, i) => ({ categoryKey, gameId: idOf.get(slug)!, sort: i + 1 })),
      ),
    );

  for (const [i, c] of COLLECTIONS.entries()) {
    const [row] = await db
      .insert(gameCollections)
      .values({
        slug: c.slug,
        titleEn: c.en,
        titleEs: c.es,
        sort: i + 1,
        // Low digit = theme index (themes.ts), so the cover matches the collection.
        artworkSeed: 5000 + i * 10 + THEMES.findIndex((t) => t.key === c.themes[0]),
      })
      .returning({ id: gameCollections.id });
    const slugs = list.filter((g) => c.themes.includes(g.theme)).slice(0, 12);
    await db
      .insert(gameCollectionGames)
      .values(slugs.map((g, j) => ({ collectionId: row!.id, gameId: idOf.get(g.slug)!, sort: j + 1 })));
  }

  await db.insert(homeBanners).values([
    {
      type: 'ordinary',
      placement: 'home',
      titleEn: 'Welcome to the lobby',
      titleEs: 'Bienvenido a la sala de juegos',
      subTitleEn: 'Over 150 games, all free to play',
      subTitleEs: 'Más de 150 juegos, todos gratis',
      buttonEn: 'Play now',
      buttonEs: 'Jugar ahora',
      link: '/issues/allGames',
      artworkSeed: 7001,
      sort: 1,
    },
    {
      type: 'bannerPresetPackage',
      placement: 'home',
      titleEn: 'Special coin package',
      titleEs: 'Paquete especial de monedas',
      subTitleEn: 'More coins for the same price',
      subTitleEs: 'Más monedas por el mismo precio',
      buttonEn: 'Get it',
      buttonEs: 'Obtener',
      link: '?openModal=app-banner-preset-package-modal',
      artworkSeed: 7002,
      sort: 2,
    },
    {
      type: 'Vip_bundle',
      placement: 'home',
      titleEn: 'VIP club bundle',
      titleEs: 'Paquete del club VIP',
      subTitleEn: '350,000 entries and 5,000 coins',
      subTitleEs: '350.000 entradas y 5.000 monedas',
      buttonEn: 'Join the club',
      buttonEs: 'Únete al club',
      link: '/cash/deposit-by-money/',
      artworkSeed: 7003,
      sort: 3,
    },
    {
      type: 'ordinary',
      placement: 'home',
      titleEn: 'New games every week',
      titleEs: 'Juegos nuevos cada semana',
      subTitleEn: null,
      subTitleEs: null,
      buttonEn: 'See new games',
      buttonEs: 'Ver juegos nuevos',
      link: '/issues/newGames',
      artworkSeed: 7004,
      sort: 4,
    },
    {
      type: 'fpChallenge',
      placement: 'promo',
      titleEn: 'Free-play challenge',
      titleEs: 'Desafío de juego gratis',
      subTitleEn: 'Complete tasks, win prizes',
      subTitleEs: 'Completa tareas, gana premios',
      buttonEn: 'Take part',
      buttonEs: 'Participar',
      link: '?openModal=app-freeplay-modal',
      artworkSeed: 7005,
      sort: 1,
    },
    {
      type: 'ordinary',
      placement: 'promo',
      titleEn: 'Hold & Link jackpots',
      titleEs: 'Botes de Mantén y enlaza',
      subTitleEn: null,
      subTitleEs: null,
      buttonEn: 'Play',
      buttonEs: 'Jugar',
      link: '/issues/holdNLink',
      artworkSeed: 7006,
      sort: 2,
    },
    {
      type: 'ordinary',
      placement: 'scheme',
      afterSection: 'popularGames',
      titleEn: 'Game of the week',
      titleEs: 'Juego de la semana',
      subTitleEn: 'A new pick every Monday',
      subTitleEs: 'Una nueva elección cada lunes',
      buttonEn: null,
      buttonEs: null,
      link: '/issues/weeklySpecials',
      artworkSeed: 7007,
      sort: 1,
    },
    {
      type: 'ordinary',
      placement: 'scheme',
      afterSection: 'fishing',
      titleEn: 'Cast your line',
      titleEs: 'Lanza tu caña',
      subTitleEn: 'Fishing games with big catches',
      subTitleEs: 'Juegos de pesca con grandes capturas',
      buttonEn: 'Go fishing',
      buttonEs: 'Ir a pescar',
      link: '/issues/fishing',
      artworkSeed: 7008,
      sort: 2,
    },
  ]);

  // Boot data, written once: the first game of the week runs from the day the database is seeded.
  const now = seededAt.getTime();
  const weekly = members.weeklySpecials[0]!;
  await db.insert(gameOfWeek).values({
    gameId: idOf.get(weekly)!,
    descriptionEn: 'Our pick of the week: play it before it is gone.',
    descriptionEs: 'Nuestra elección de la semana: juégalo antes de que se vaya.',
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 6 * DAY),
  });
}
