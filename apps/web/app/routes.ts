import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/** Guarded routes with a page of their own. */
const GUARDED_PAGES = [
  'change-password',
  'complete-profile',
  'email-edit',
  'email-verify',
  'phone-edit',
  'phone-verify',
];
/** Account area screens (the spec leaves their paths open). */
const ACCOUNT_PAGES = [
  'personal-info',
  'documents',
  'security',
  'socials',
  'subscription',
  'verification',
  'duplicate-account',
  'game-history',
  'redeem',
];
/** Guarded routes whose feature comes with a later issue share one page frame. */
const GUARDED = ['game', 'how-it-works', 'piggy-bank', 'referral', 'tournaments', 'tournaments/how-it-works'];

/** The cashier's routes (spec §2): one placeholder page; the embedded cash app draws each screen. */
const CASH_PAGES: [path: string, name: string][] = [
  ['cash/deposit-by-money', 'cash-deposit'],
  ['cash/deposit-by-money/:presetId/preset', 'cash-preset'],
  ['cash/deposit-by-money/:presetId/promoOffer', 'cash-promo-offer'],
  ['cash/success', 'cash-success'],
  ['cash/failed', 'cash-failed'],
  ['cash/failed/:presetId/:offerType/:methodId', 'cash-failed-attempt'],
  ['cash/account', 'cash-account'],
  ['cash/cashIframe/:paymentId', 'cash-iframe'],
];

/**
 * The spec's route table, once per language: en without a prefix, es under /es. Route ids carry the
 * language after three underscores (the spec's route-name separator).
 */
function tree(locale: 'en' | 'es'): RouteConfigEntry[] {
  const p = (path: string) => (locale === 'en' ? path : path ? `es/${path}` : 'es');
  const id = (name: string) => `${name}___${locale}`;
  const page = (path: string, file: string, name: string) =>
    route(p(path), `routes/pages/${file}.tsx`, { id: id(name) });

  return [
    // The in-house game iframe: a bare page outside every layout.
    page('game-frame/:gameId', 'game-frame', 'game-frame'),
    layout('routes/layouts/guest.tsx', { id: id('layout-guest') }, [
      locale === 'en'
        ? index('routes/pages/home.tsx', { id: id('home') })
        : route('es', 'routes/pages/home.tsx', { id: id('home') }),
    ]),
    layout('routes/layouts/auth.tsx', { id: id('layout-auth') }, [
      page('signin', 'signin', 'signin'),
      page('signup', 'signup', 'signup'),
    ]),
    layout('routes/layouts/geoblock.tsx', { id: id('layout-geoblock') }, [
      page('geoblock', 'geoblock', 'geoblock'),
    ]),
    layout('routes/layouts/default.tsx', { id: id('layout-default') }, [
      page('lobby', 'lobby', 'lobby'),
      page('registration-complete', 'registration-complete', 'registration-complete'),
      page('affiliates', 'affiliates', 'affiliates'),
      page('affiliates/partners-account', 'affiliates', 'affiliates-partners-account'),
      page('games/:pageName', 'games-page', 'games-page'),
      page('issues/collections', 'collections', 'collections'),
      page('issues/:pageName', 'issues-page', 'issues-page'),
      page('page/:name', 'static-page', 'static-page'),
      page('library', 'library', 'library'),
      page('prize-drops', 'prize-drops', 'prize-drops'),
      page('scratch-cards', 'scratch-cards', 'scratch-cards'),
      page('mobile-app/*', 'mobile-app', 'mobile-app'),
      // Signed-in only, with their own guard (guests go to sign-up): see routes/pages/cash.tsx.
      ...CASH_PAGES.map(([path, name]) => page(path, 'cash', name)),
      layout('routes/layouts/guarded.tsx', { id: id('layout-guarded') }, [
        ...GUARDED_PAGES.map((path) => page(path, path, path)),
        page('promotions', 'promotions', 'promotions'),
        ...GUARDED.map((path) => page(path, 'guarded-page', path.replace('/', '-'))),
        layout('routes/layouts/account.tsx', { id: id('layout-account') }, [
          page('account', 'account/index', 'account'),
          ...ACCOUNT_PAGES.map((name) => page(`account/${name}`, `account/${name}`, `account-${name}`)),
        ]),
      ]),
      page('*', 'not-found', 'not-found'),
    ]),
  ];
}

export default [
  route('favicon.svg', 'routes/favicon.tsx', { id: 'favicon' }),
  ...tree('en'),
  ...tree('es'),
] satisfies RouteConfig;
