/**
 * What the lobby's components draw. Loaders turn the catalogue contract's answers into these (texts
 * already in the page's language), so components do not depend on every field of the wire format.
 */
export interface LobbyImage {
  /** The default variant, for browsers that ignore srcset. */
  src: string;
  /** Where the variants live (`${base}/${width}w@${density}x.webp`); the srcset is built where it is drawn. */
  base: string;
  /** Width / height. */
  ratio: number;
}

export type GameBadge = 'hot' | 'new' | 'jackpot';

export interface LobbyGame {
  id: number;
  slug: string;
  name: string;
  provider: string | null;
  image: LobbyImage | null;
  badges: GameBadge[];
  isFavorite: boolean;
}

export interface LobbyBanner {
  id: number;
  title: string;
  text: string | null;
  cta: string | null;
  /** In-app path (no language segment) or a query such as "?openModal=…"; null: not clickable. */
  link: string | null;
  image: LobbyImage | null;
  /** The spec's banner type (`ordinary`, `Vip_bundle`, `bannerPresetPackage`, `fpChallenge`). */
  type: string;
  /** The VIP bundle banner: shown only while the player's VIP bundle status is on. */
  vipBundle: boolean;
}

export interface LobbyJackpot {
  id: number;
  key: string;
  name: string;
  coins: number;
  entries: number;
}

export interface LobbyCollection {
  slug: string;
  title: string;
  image: LobbyImage | null;
  count: number;
}

export interface LobbyWinner {
  id: number;
  name: string;
  kind: 'bigWin' | 'prizeDrop' | 'jackpot';
  /** In the currency's minor unit (MINOR_UNITS). */
  amount: number;
  currency: 'COIN' | 'ENTRY' | 'WINNING';
  gameSlug: string;
  gameTitle: string;
  gameImg: string | null;
}

/** A row of games under its issue's title (a slider of `rows` rows). */
export interface LobbyGameRow {
  issue: string;
  title: string;
  rows: number;
  games: LobbyGame[];
  total: number;
  /**
   * Whether `games` is the whole row, or the tiles the page draws with it (firstTiles): the rest come
   * from GET /lobby-rows.json?issue= once the slider nears the viewport.
   */
  complete: boolean;
}

export type LobbySection =
  | { type: 'banners'; key: string; banners: LobbyBanner[] }
  | { type: 'promoBanners'; key: string; banners: LobbyBanner[] }
  | ({ type: 'games'; key: string } & LobbyGameRow)
  | { type: 'jackpots'; key: string; jackpots: LobbyJackpot[] }
  | { type: 'collections'; key: string; collections: LobbyCollection[] }
  | { type: 'gameOfWeek'; key: string; game: LobbyGame; description: string; endsAt: string }
  | { type: 'lastWinners'; key: string; winners: LobbyWinner[] };

/** The lobby and guest home, in the server's section order. */
export interface LobbyData {
  sections: LobbySection[];
  /** The studios, as chips to their pages (the lobby's studio filter). */
  providers?: CategoryChip[];
}

/** A loader's answer: data, or why there is none (the page shows an empty or error state). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; reason: 'invalid' | 'unavailable' };

export interface CategoryChip {
  key: string;
  title: string;
}
