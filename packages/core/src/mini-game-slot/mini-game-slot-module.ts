import type { MiniGameSlotConfig } from '@casino/contracts';
import { miniGameSlots } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { miniGameSlotActivity } from './mini-game-slot-activity.ts';
import { miniGameSlotFeature } from './mini-game-slot-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    miniGameSlot: MiniGameSlotConfig;
  }
}

export const miniGameSlotModule = defineFeatureModule({
  ...miniGameSlotFeature,
  activity: miniGameSlotActivity,
  progress: { table: miniGameSlots, latest: miniGameSlots.updatedAt },
});
