import type { SeasonConfig } from '@casino/contracts';
import { seasonProgress } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { seasonSummaryOf } from './get-season.ts';
import { seasonActivityHandler } from './season-activity.ts';
import { seasonFeature } from './season-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    season: SeasonConfig;
  }
}

export const seasonModule = defineFeatureModule({
  ...seasonFeature,
  activity: seasonActivityHandler,
  appInitFlags: ({ live }) => ({ season: { isEnabled: live } }),
  // The season tower: the player's level and progress (docs/engagement.md "Season tower").
  profileFlags: async ({ db, ...input }) => ({ season: await seasonSummaryOf(db, input) }),
  progress: { table: seasonProgress, latest: seasonProgress.updatedAt },
});
