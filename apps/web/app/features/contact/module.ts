import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { contactConfirmModals } from './modals.ts';

export const contactModule: FeatureModule = {
  slug: 'contact',
  modals: contactConfirmModals,
  roots: [{ Root: lazyExport(() => import('./root.tsx'), 'ContactConfirmRoot') }],
};
