import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { PIGGY_BANK_MODALS } from './modal-names.ts';
import { piggyBankModals } from './modals.ts';

export const piggyBankModule: FeatureModule = {
  slug: 'piggy-bank',
  modals: piggyBankModals,
  // The prize win modal, wherever the player is.
  roots: [forPlayers(lazyExport(() => import('./piggy-bank-root.tsx'), 'PiggyBankRoot'))],
  promotionCards: { piggyBank: lazyExport(() => import('./promotion-card.tsx'), 'PiggyBankCard') },
  rewardsHub: { moneyBox: { icon: 'coins', modals: [PIGGY_BANK_MODALS.moneyBox] } },
};
