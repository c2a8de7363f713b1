import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { emailLotteryModals } from './modals.ts';

export const emailLotteryModule: FeatureModule = {
  slug: 'email-lottery',
  modals: emailLotteryModals,
  roots: [forPlayers(lazyExport(() => import('./email-lottery-toasts.tsx'), 'EmailLotteryToasts'))],
  promotionCards: { emailLottery: lazyExport(() => import('./promotion-card.tsx'), 'EmailLotteryCard') },
};
