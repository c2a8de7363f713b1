/** Business constants of the spec, in one place. Durations in milliseconds unless named otherwise. */
export const APP_VERSION = '1.28';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const LANGUAGE_COOKIE = {
  name: 'i18n_redirected',
  path: '/',
  sameSite: 'lax',
  maxAgeDays: 365,
} as const;

export const BUILD_CHECK = {
  intervalMs: 60 * 60 * 1000,
  firstCheckAfterIdleMs: 1000,
  idleFallbackMs: 50,
} as const;
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const MAX_TIMER_MS = 2_147_483_647;

export const TOAST_DURATION_MS = 3000;
export const TOAST_COLLAPSE_MS = 300;
export const CLIPBOARD_COPIED_MS = 1500;

export const HTTP_RETRY = { statuses: [408, 409, 425, 429, 500, 502, 503, 504], retries: 1 } as const;

export const REALTIME = {
  requestTimeoutMs: 5000,
  reconnectBackoff: { minMs: 500, maxMs: 20_000 },
  subscribeBackoff: { minMs: 500, maxMs: 20_000 },
  tokenRefreshRetry: {
    connection: { minMs: 5000, maxMs: 10_000 },
    channel: { minMs: 10_000, maxMs: 20_000 },
  },
  serverPingGraceMs: 10_000,
  tokenTtlSeconds: 15 * 60,
  tokenExpiredCode: 109,
  /**
   * A push of a kind nothing has listened for yet is held this long (at most `heldPushes` of them) for the
   * first listener: a feature root that mounts after the page (its chunk, or the player signing in) still
   * hears what was sent while it loaded.
   */
  heldPushMs: 15_000,
  heldPushes: 50,
} as const;

export const FEATURE_TIMER_MAX_SECONDS = 86_400;
export const COUNTDOWN_TICK_MS = 1000;

export const EXIT_OFFER = { countdownMs: 600_000, scrollUpTriggerPx: 1500, scrollThrottleMs: 200 } as const;
export const POPUP_SEQUENCER = {
  intervalMs: 60_000,
  shownListExpiryMs: 24 * 60 * 60 * 1000,
  firstDelayMs: 1000,
  /** A feature popup waits while the player types: this long after the last keystroke (docs/engagement.md). */
  typingQuietMs: 4000,
  /** Feature popups in a player's first shown list on a device, after the welcome (the first-session pacing). */
  firstSessionMax: 2,
} as const;
export const DELAYS = {
  taskRefreshMs: 1000,
  promoOfferCallMs: 2000,
  geoCheckMs: 2000,
  welcomePopupMs: 1000,
} as const;
export const SUPPORT_CHAT = { buttonDelayMs: 1000, openAfterAuthMs: 500 } as const;
export const CASH_APP_MOUNT_DELAY_MS = 2000;
export const PASSWORD_MIN_LENGTH = 6;

/** Rows per game slide, by category key; anything unlisted uses the default. */
export const ROWS_PER_SLIDE: Record<string, number> = {
  allGames: 3,
  popularGames: 3,
  weeklySpecials: 1,
  fishing: 1,
  rapidLink: 1,
  topGames: 1,
  bonusCombo: 1,
};
export const DEFAULT_ROWS_PER_SLIDE = 2;
export const rowsPerSlide = (category: string): number => ROWS_PER_SLIDE[category] ?? DEFAULT_ROWS_PER_SLIDE;

export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 576,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1400,
  '2xl': 1536,
} as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = { format: 'webp', quality: 75 } as const;

export const PRIZE_LEVELS = { 1: 'bronze', 2: 'silver', 3: 'gold' } as const;

/** Modals whose backdrop click does not close them. */
export const STICKY_MODALS = [
  'login',
  'signup',
  'signup-exit-popup',
  'game',
  'change-password',
  'game-max-bet',
  'daily-login-map',
] as const;

/**
 * Values accepted by the openModal query parameter; a web feature module adds its own (`openModalValues`: the
 * season's tower).
 */
export const OPEN_MODAL_VALUES = [
  'login',
  'register',
  'register1',
  'advent-calendar',
  'app-advent-welcome',
  'app-onboarding-rewards',
  'daily-wheel',
  'app-freeplay-modal',
  'app-freeplay-welcome',
  'app-flip-the-coin-modal',
  'app-banner-preset-package-modal',
  'app-playback',
  'daily-login',
  'daily-login-map',
  'deposit-streak',
  'app-deposit-streak-welcome',
  'app-prize-drops',
  'app-scratch-cards',
  'app-bingo',
  'app-phone-confirm',
  'app-email-confirm',
  'deposit',
  // Ours beyond the spec's list: the daily chests have a modal of their own (links, the rewards hub).
  'daily-chests',
  // The mini games fed by play (links, the rewards hub, the fun machine).
  'funmachine',
  'funmeter',
  'mini-game-slot',
  'adventure-map',
  // The mystery box (the promotions card, the rewards hub).
  'app-magic-box',
  // Ours too: the piggy bank's (the spec's money box and piggy bank prize win modals).
  'money-box',
  'piggy-bank-prize-win',
  // The email lottery's next draw, prizes and past winners.
  'email-lottery',
  // Tournaments: the games of the running races (spec: races games modal).
  'races-games',
  // The rank league (VIP club) and the congrats its cashback opens (spec §4).
  'rank-league',
  'cashback-congrats',
  // The spec's registration complete popup: brands without the registration-complete page (docs/brands.md).
  'registration-complete',
] as const;
export type OpenModalValue = (typeof OPEN_MODAL_VALUES)[number];

/**
 * The ledger keeps integer amounts in each currency's minor unit: coins are whole, entries and
 * winnings are counted in hundredths so SweepStakes bets can be fractions of an entry. APIs that
 * show balances to players answer in whole units (entries with up to two decimals).
 */
export const MINOR_UNITS = { COIN: 1, ENTRY: 100, WINNING: 100, TOUR_POINT: 1 } as const;
export type LedgerCurrency = keyof typeof MINOR_UNITS;
export const toMinorUnits = (currency: LedgerCurrency, amount: number) =>
  Math.round(amount * MINOR_UNITS[currency]);
export const fromMinorUnits = (currency: LedgerCurrency, minor: number) => minor / MINOR_UNITS[currency];
