import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { passwordModals } from './modals.ts';

export const passwordModule: FeatureModule = {
  slug: 'password',
  modals: passwordModals,
  // Password restore links are opened signed out.
  roots: [{ Root: lazyExport(() => import('./root.tsx'), 'PasswordRoot') }],
};
