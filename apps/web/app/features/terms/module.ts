import type { FeatureModule } from '../../lib/feature-module.ts';
import { termsModals } from './modals.ts';
import { TermsGate } from './terms-gate.tsx';

// The gate is in the first load: a frozen page shows it at once.
export const termsModule: FeatureModule = {
  slug: 'terms',
  modals: termsModals,
  roots: [{ Root: TermsGate, firstPaint: true }],
};
