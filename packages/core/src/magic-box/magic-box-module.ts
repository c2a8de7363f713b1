import { MAGIC_BOX_MAX_PRIZE, MAGIC_BOX_PROMOTION_TYPE, type MagicBoxConfig } from '@casino/contracts';
import { magicBoxes } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { getMagicBox } from './get-magic-box.ts';
import { magicBoxActivityHandler } from './magic-box-activity.ts';
import { magicBoxFeature } from './magic-box-feature.ts';
import { nextMagicRoulette } from './seed-magic-box.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    magicBox: MagicBoxConfig;
  }
}

export const magicBoxModule = defineFeatureModule({
  ...magicBoxFeature,
  capability: 'lootboxes',
  activity: magicBoxActivityHandler,
  appInitFlags: ({ live }) => ({ magicBox: { isActive: live } }),
  profileFlags: ({ live }) => ({ magicBox: { isActive: live } }),
  // While it runs: the player's boxes and its event; the prize fields give the max prize; the offer that
  // sells boxes (the first on sale to the player), if any.
  promotions: {
    position: 30,
    async cards(ctx) {
      if (!ctx.state) return [];
      const magicBox = await getMagicBox(ctx.db, ctx);
      const boxOffer = ctx.offers.rows.find(
        (row) =>
          row.kind === 'promoOffer' && row.promotionType === MAGIC_BOX_PROMOTION_TYPE && row.magicBoxes > 0,
      );
      return [
        {
          ...ctx.base,
          type: 'magicBox',
          data: { boxes: magicBox.boxes.length, event: magicBox.event },
          promoOfferPreset: boxOffer ? ctx.offers.toPreset(boxOffer) : null,
          needDeposits: false,
          howWorks: ['magicBox.earn', 'magicBox.open', 'magicBox.win'],
          prizeCoins: MAGIC_BOX_MAX_PRIZE.coins,
          prizeEntries: MAGIC_BOX_MAX_PRIZE.entries,
        },
      ];
    },
  },
  // With the next magic roulette, dated from the seed's time.
  seedConfig: ({ now }) => ({ ...magicBoxFeature.defaults.config, events: [nextMagicRoulette(now)] }),
  progress: { table: magicBoxes, latest: magicBoxes.createdAt },
});
