// The web app's list of feature pages: each feature's route modules live in its folder
// (`features/<slug>/<name>-route.tsx`) and `routes.ts` declares them from here, once per language. Pure data:
// routes.ts reads it at build time, before any React code loads. A feature with a page adds its line here.

/** A feature's page: its path (no language prefix), route file in its folder, route name, and layout. */
export interface FeaturePage {
  path: string;
  /** `features/<slug>/<name>-route.tsx`. */
  slug: string;
  name: string;
  /** `guarded`: signed-in players only (the guarded layout); `open`: guests too. */
  access: 'open' | 'guarded';
}

export const FEATURE_PAGES: readonly FeaturePage[] = [
  { path: 'prize-drops', slug: 'prize-drops', name: 'prize-drops', access: 'open' },
  { path: 'scratch-cards', slug: 'scratch-cards', name: 'scratch-cards', access: 'open' },
  { path: 'piggy-bank', slug: 'piggy-bank', name: 'piggy-bank', access: 'guarded' },
  { path: 'fortune-investment', slug: 'fortune-investment', name: 'fortune-investment', access: 'guarded' },
  { path: 'referral', slug: 'referral', name: 'referral', access: 'guarded' },
  { path: 'tournaments', slug: 'tournaments', name: 'tournaments', access: 'guarded' },
  {
    path: 'tournaments/how-it-works',
    slug: 'tournaments',
    name: 'tournaments-how-it-works',
    access: 'guarded',
  },
  { path: 'tournaments/:id', slug: 'tournaments', name: 'tournament', access: 'guarded' },
  { path: 'quests', slug: 'quests', name: 'quests', access: 'guarded' },
];

/** The route file of a feature page, relative to `app/`. */
export const featurePageFile = ({ slug, name }: FeaturePage) => `features/${slug}/${name}-route.tsx`;
