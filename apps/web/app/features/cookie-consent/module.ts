import type { FeatureModule } from '../../lib/feature-module.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { cookieConsentModals } from './modals.ts';

// The banner is in the first load: a first visit sees it at once.
export const cookieConsentModule: FeatureModule = {
  slug: 'cookie-consent',
  modals: cookieConsentModals,
  roots: [{ Root: CookieBanner, firstPaint: true }],
};
