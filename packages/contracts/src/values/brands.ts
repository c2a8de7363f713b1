// The brands and their capability flags: plain values (no zod), so every page may import them.
export const BRAND_KEYS = [
  'funrize',
  'tao',
  'nlc',
  'fortuneWheelz',
  'funzCity',
  'jackpotRabbit',
  'sws',
  'scarletSands',
  'stormrush',
] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

/** Per-theme capability flags of the spec. Each is on for some brands and off for others. */
export interface BrandCapabilities {
  authPage: boolean;
  lobbyPage: boolean;
  bingoStore: boolean;
  questOptimization: boolean;
  openLink: boolean;
  registrationCompletePage: boolean;
  vipBannerOffer: boolean;
  lootboxes: boolean;
  customSupportChat: boolean;
  cacheAvailable: boolean;
}

export interface Brand {
  key: BrandKey;
  appName: string;
  capabilities: BrandCapabilities;
}

const caps = (on: Array<keyof BrandCapabilities>): BrandCapabilities => ({
  authPage: on.includes('authPage'),
  lobbyPage: on.includes('lobbyPage'),
  bingoStore: on.includes('bingoStore'),
  questOptimization: on.includes('questOptimization'),
  openLink: on.includes('openLink'),
  registrationCompletePage: on.includes('registrationCompletePage'),
  vipBannerOffer: on.includes('vipBannerOffer'),
  lootboxes: on.includes('lootboxes'),
  customSupportChat: on.includes('customSupportChat'),
  cacheAvailable: on.includes('cacheAvailable'),
});

export const BRANDS: Record<BrandKey, Brand> = {
  funrize: {
    key: 'funrize',
    appName: 'Funrize',
    capabilities: caps([
      'authPage',
      'lobbyPage',
      'bingoStore',
      'questOptimization',
      'registrationCompletePage',
      'lootboxes',
      'vipBannerOffer',
      'cacheAvailable',
    ]),
  },
  tao: {
    key: 'tao',
    appName: 'TaoFortune',
    capabilities: caps(['lobbyPage', 'bingoStore', 'openLink', 'lootboxes', 'customSupportChat']),
  },
  nlc: {
    key: 'nlc',
    appName: 'NoLimitCoins',
    capabilities: caps(['authPage', 'registrationCompletePage', 'vipBannerOffer', 'cacheAvailable']),
  },
  fortuneWheelz: {
    key: 'fortuneWheelz',
    appName: 'FortuneWheelz',
    capabilities: caps(['lobbyPage', 'questOptimization', 'lootboxes', 'cacheAvailable']),
  },
  funzCity: {
    key: 'funzCity',
    appName: 'FunzCity',
    capabilities: caps(['authPage', 'lobbyPage', 'bingoStore', 'customSupportChat']),
  },
  jackpotRabbit: {
    key: 'jackpotRabbit',
    appName: 'JackpotRabbit',
    capabilities: caps(['lobbyPage', 'openLink', 'registrationCompletePage', 'vipBannerOffer']),
  },
  sws: {
    key: 'sws',
    appName: 'SweepShark',
    capabilities: caps(['authPage', 'bingoStore', 'questOptimization', 'lootboxes', 'cacheAvailable']),
  },
  scarletSands: {
    key: 'scarletSands',
    appName: 'Scarlet Sands',
    capabilities: caps(['lobbyPage', 'bingoStore', 'vipBannerOffer', 'customSupportChat']),
  },
  stormrush: {
    key: 'stormrush',
    appName: 'Stormrush',
    capabilities: caps(['authPage', 'lobbyPage', 'openLink', 'registrationCompletePage', 'cacheAvailable']),
  },
};

export const isBrandKey = (value: unknown): value is BrandKey =>
  typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);

/** The signed-in lobby's own page (spec: `/lobby/`), served on brands with the `lobbyPage` capability. */
export const LOBBY_PAGE = '/lobby/';

/**
 * An app path (query and hash kept) as the brand serves it: on a brand without the `lobbyPage` capability the
 * lobby is the home page, whose game sliders it is, so `/lobby/` becomes `/` (docs/brands.md).
 */
export function brandHref(
  brand: { capabilities: Pick<BrandCapabilities, 'lobbyPage'> },
  href: string,
): string {
  if (brand.capabilities.lobbyPage) return href;
  const match = /^\/lobby\/?(?=$|[?#])/.exec(href);
  return match ? `/${href.slice(match[0].length)}` : href;
}
