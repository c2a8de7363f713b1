import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { depositStreakModals } from './modals.ts';

// The streak moves with purchases: the cashier, its card and its mini wheel show it, not the rewards hub.
export const depositStreakModule: FeatureModule = {
  slug: 'deposit-streak',
  modals: depositStreakModals,
  // The mini wheel (signed-in players with the streak running).
  roots: [forPlayers(lazyExport(() => import('./mini-wheel-root.tsx'), 'MiniWheelRoot'))],
  cashierStrip: lazyExport(() => import('./cashier-strip.tsx'), 'StreakStrip'),
  promotionCards: { depositStreak: lazyExport(() => import('./promotion-card.tsx'), 'DepositStreakCard') },
};
