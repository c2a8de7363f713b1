import type { FeatureModule } from '../../lib/feature-module.ts';

// Its page is where it is played: the rewards hub's row links there (no promotions card: it is not a spec type).
export const fortuneInvestmentModule: FeatureModule = {
  slug: 'fortune-investment',
  rewardsHub: { fortuneInvestment: { icon: 'sparkle', modals: [], page: '/fortune-investment' } },
};
