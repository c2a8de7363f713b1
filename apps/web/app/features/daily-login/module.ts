import type { FeatureModule } from '../../lib/feature-module.ts';
import { DAILY_LOGIN_MODALS } from './modal-names.ts';
import { dailyLoginModals } from './modals.ts';

export const dailyLoginModule: FeatureModule = {
  slug: 'daily-login',
  modals: dailyLoginModals,
  popups: async () => (await import('./popups.ts')).dailyLoginPopups,
  rewardsHub: { dailyLogin: { icon: 'star', modals: [DAILY_LOGIN_MODALS.dailyLogin] } },
};
