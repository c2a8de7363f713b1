import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

export const profileModule: FeatureModule = {
  slug: 'profile',
  // A referral link is a guest's.
  roots: [{ Root: lazyExport(() => import('./referral-code-check.tsx'), 'ReferralCodeCheck') }],
};
