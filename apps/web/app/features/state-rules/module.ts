import { lazy } from 'react';
import type { FeatureModule } from '../../lib/feature-module.ts';

// The sign-up modal tells a visitor in a closed state (or a 21+ one) before they register, as /signup/
// does; the notice is its own chunk, fetched when the modal opens.
export const stateRulesModule: FeatureModule = {
  slug: 'state-rules',
  signupNotice: lazy(() => import('./state-rules-notice.tsx')),
};
