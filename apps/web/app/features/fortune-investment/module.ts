import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

// Its page is where it is played: the rewards hub's row links there.
export const fortuneInvestmentModule: FeatureModule = {
  slug: 'fortune-investment',
  promotionCards: {
    fortuneInvestment: lazyExport(() => import('./promotion-card.tsx'), 'FortuneInvestmentCard'),
  },
  rewardsHub: { fortuneInvestment: { icon: 'sparkle', modals: [], page: '/fortune-investment' } },
};
