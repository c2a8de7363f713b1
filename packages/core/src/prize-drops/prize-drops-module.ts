import type { PrizeDropsConfig } from '@casino/contracts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { prizeDropsFeature } from './prize-drops-feature.ts';
import { prizeDropsActivityHandler } from './win-prize-drop.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    prizeDrops: PrizeDropsConfig;
  }
}

export const prizeDropsModule = defineFeatureModule({
  ...prizeDropsFeature,
  activity: prizeDropsActivityHandler,
  appInitFlags: ({ live }) => ({ prizeDrops: { isActive: live } }),
  profileFlags: ({ live }) => ({ prizeDrops: { isActive: live } }),
  playerNotice: (message) =>
    message.type === 'prizeDrops' && message.data.isWinner
      ? { notice: 'prizeDropWon', path: '/prize-drops/', amount: String(message.data.coins) }
      : null,
});
