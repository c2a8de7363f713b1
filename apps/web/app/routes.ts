import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { GUARDED_STEP_PAGES } from '@casino/contracts';
import { FEATURE_PAGES, featurePageFile, type FeaturePage } from './composition/pages.ts';

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
  'history',
  'redeem',
  'limits',
  'self-exclusion',
  'free-entry',
];
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
  const featurePages = (access: FeaturePage['access']) =>
    FEATURE_PAGES.filter((page) => page.access === access).map((page) =>
      route(p(page.path), featurePageFile(page), { id: id(page.name) }),
    );

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
      page('providers/:slug', 'provider-page', 'provider-page'),
      page('page/:name', 'static-page', 'static-page'),
      page('library', 'library', 'library'),
      ...featurePages('open'),
      page('mobile-app/*', 'mobile-app', 'mobile-app'),
      page('provably-fair', 'provably-fair', 'provably-fair'),
      // A guest's teaser of promotions and races (the access guard sends them here).
      page('whats-on', 'whats-on', 'whats-on'),
      // Signed-in only, with their own guard (guests go to sign-up): see routes/pages/cash.tsx.
      ...CASH_PAGES.map(([path, name]) => page(path, 'cash', name)),
      layout('routes/layouts/guarded.tsx', { id: id('layout-guarded') }, [
        ...GUARDED_STEP_PAGES.map((path) => page(path, path, path)),
        page('promotions', 'promotions', 'promotions'),
        ...featurePages('guarded'),
        page('how-it-works', 'how-it-works', 'how-it-works'),
        // The spec's guarded /game: the player's recently played and favourite games (games open in the modal).
        page('game', 'game', 'game'),
        layout('routes/layouts/account.tsx', { id: id('layout-account') }, [
          page('account', 'account/index', 'account'),
          ...ACCOUNT_PAGES.map((name) => page(`account/${name}`, `account/${name}`, `account-${name}`)),
        ]),
      ]),
      page('*', 'not-found', 'not-found'),
    ]),
  ];
}

/**
 * The operators' back-office (issue #16; docs/backoffice.md): English only, outside the site's layouts, one
 * layout that signs operators in and draws the console. Each screen adds its route here, id
 * `backoffice-<screen>`, and its entry in app/backoffice/nav.ts.
 */
const BACKOFFICE: RouteConfigEntry[] = [
  layout('routes/backoffice/layout.tsx', { id: 'backoffice-layout' }, [
    route('backoffice', 'routes/backoffice/dashboard.tsx', { id: 'backoffice-dashboard' }),
    route('backoffice/sign-in', 'routes/backoffice/sign-in.tsx', { id: 'backoffice-sign-in' }),
    route('backoffice/players', 'routes/backoffice/players.tsx', { id: 'backoffice-players' }),
    route('backoffice/players/:playerId', 'routes/backoffice/player.tsx', { id: 'backoffice-player' }),
    route('backoffice/documents', 'routes/backoffice/documents.tsx', { id: 'backoffice-documents' }),
    route('backoffice/identity-reviews', 'routes/backoffice/identity-reviews.tsx', {
      id: 'backoffice-identity-reviews',
    }),
    route('backoffice/redeems', 'routes/backoffice/redeems.tsx', { id: 'backoffice-redeems' }),
    route('backoffice/free-entry', 'routes/backoffice/free-entry.tsx', { id: 'backoffice-free-entry' }),
    route('backoffice/payments', 'routes/backoffice/payments.tsx', { id: 'backoffice-payments' }),
    route('backoffice/payments/:id', 'routes/backoffice/payment.tsx', { id: 'backoffice-payment' }),
    route('backoffice/features', 'routes/backoffice/features.tsx', { id: 'backoffice-features' }),
    route('backoffice/features/:brand/:key', 'routes/backoffice/feature.tsx', { id: 'backoffice-feature' }),
    route('backoffice/calendar', 'routes/backoffice/live-ops-calendar.tsx', { id: 'backoffice-calendar' }),
    route('backoffice/tournament-templates', 'routes/backoffice/tournament-templates.tsx', {
      id: 'backoffice-tournament-templates',
    }),
    route('backoffice/quest-templates', 'routes/backoffice/quest-templates.tsx', {
      id: 'backoffice-quest-templates',
    }),
    route('backoffice/audit', 'routes/backoffice/audit.tsx', { id: 'backoffice-audit' }),
    route('backoffice/games', 'routes/backoffice/games.tsx', { id: 'backoffice-games' }),
    route('backoffice/jackpots', 'routes/backoffice/jackpots.tsx', { id: 'backoffice-jackpots' }),
    route('backoffice/offers', 'routes/backoffice/offers.tsx', { id: 'backoffice-offers' }),
    route('backoffice/banners', 'routes/backoffice/banners.tsx', { id: 'backoffice-banners' }),
    route('backoffice/push-campaigns', 'routes/backoffice/push-campaigns.tsx', {
      id: 'backoffice-push-campaigns',
    }),
    route('backoffice/content', 'routes/backoffice/content.tsx', { id: 'backoffice-content' }),
    route('backoffice/compliance', 'routes/backoffice/compliance.tsx', { id: 'backoffice-compliance' }),
    route('backoffice/operators', 'routes/backoffice/operators.tsx', { id: 'backoffice-operators' }),
    route('backoffice/operators/sign-ins', 'routes/backoffice/operator-sign-ins.tsx', {
      id: 'backoffice-operator-sign-ins',
    }),
    route('backoffice/api-keys', 'routes/backoffice/api-keys.tsx', { id: 'backoffice-api-keys' }),
    route('backoffice/support-chat', 'routes/backoffice/support-chat.tsx', { id: 'backoffice-support-chat' }),
    route('backoffice/support-chat/:id', 'routes/backoffice/support-conversation.tsx', {
      id: 'backoffice-support-conversation',
    }),
    route('backoffice/*', 'routes/backoffice/not-found.tsx', { id: 'backoffice-not-found' }),
  ]),
];

export default [
  route('favicon.svg', 'routes/favicon.tsx', { id: 'favicon' }),
  // The rest of a lobby slider's games, fetched as it nears the viewport (features/catalogue/use-row-games.ts).
  route('lobby-rows.json', 'routes/lobby-rows.ts', { id: 'lobby-rows' }),
  ...BACKOFFICE,
  ...tree('en'),
  ...tree('es'),
] satisfies RouteConfig;
