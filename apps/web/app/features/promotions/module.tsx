import { lazy, Suspense } from 'react';
import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { promotionsModals } from './modals.ts';

// A player-only widget, a chunk of its own: a guest's first load carries only its loader.
const PromotionsCounter = lazy(() => import('./promotions-counter.tsx'));

export const promotionsModule: FeatureModule = {
  slug: 'promotions',
  modals: promotionsModals,
  roots: [
    { Root: lazyExport(() => import('./promo-offers-root.tsx'), 'PromoOffersRoot') },
    forPlayers(lazyExport(() => import('./promotions-sync.tsx'), 'PromotionsSync')),
  ],
  popups: async () => (await import('./popups.ts')).promotionsPopups,
  shellSlots: (player) => ({
    promotionsCounter: (className) =>
      player ? (
        <Suspense fallback={null}>
          <PromotionsCounter className={className} />
        </Suspense>
      ) : null,
  }),
  promotionCards: {
    flipTheCoin: lazyExport(() => import('./flip-the-coin-card.tsx'), 'FlipTheCoinCard'),
    playerFreeSpin: lazyExport(() => import('./free-spins-card.tsx'), 'FreeSpinsCard'),
  },
};
