import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { profileModals } from './modals.ts';

export const profileModule: FeatureModule = {
  slug: 'profile',
  modals: profileModals,
  // A referral link is a guest's.
  roots: [{ Root: lazyExport(() => import('./referral-code-check.tsx'), 'ReferralCodeCheck') }],
};
