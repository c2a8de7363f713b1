import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

export const selfExclusionModule: FeatureModule = {
  slug: 'self-exclusion',
  // Sign-outs by a break or inactivity: says why (to the guest they became), follows other tabs, the idle timer.
  roots: [{ Root: lazyExport(() => import('./session-root.tsx'), 'SessionRoot') }],
};
