import type { ScratchCardLotteryConfig } from '@casino/contracts';
import { scratchCards } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { scratchCardsActivityHandler } from './issue-scratch-cards.ts';
import { scratchCardsFeature } from './scratch-cards-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    scratchCardLottery: ScratchCardLotteryConfig;
  }
}

export const scratchCardsModule = defineFeatureModule({
  ...scratchCardsFeature,
  activity: scratchCardsActivityHandler(),
  appInitFlags: ({ live }) => ({ scratchCardLottery: { isActive: live } }),
  profileFlags: ({ live }) => ({ scratchCardLottery: { isActive: live } }),
  progress: { table: scratchCards, latest: scratchCards.createdAt },
});
