import { PIGGY_BANK_PROMOTION_TYPE, type MoneyBoxConfig } from '@casino/contracts';
import { moneyBoxes } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { moneyBoxActivity } from './money-box-activity.ts';
import { assertMoneyBoxBreakable } from './get-money-box.ts';
import { moneyBoxFeature } from './money-box-feature.ts';
import { piggyBankPromotion } from './piggy-bank-promotion.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    moneyBox: MoneyBoxConfig;
  }
}

export const moneyBoxModule = defineFeatureModule({
  ...moneyBoxFeature,
  activity: moneyBoxActivity,
  profileFlags: ({ live }) => ({ moneyBox: { isActive: live } }),
  promotions: { position: 40, cards: async (ctx) => (ctx.state ? [await piggyBankPromotion(ctx)] : []) },
  // The offer that breaks the bank sells only while the bank may be broken.
  checkPurchase: async (db, { offer, ...player }) => {
    if (offer.promotionType === PIGGY_BANK_PROMOTION_TYPE) await assertMoneyBoxBreakable(db, player);
  },
  progress: { table: moneyBoxes, latest: moneyBoxes.updatedAt },
});
