import type { AdventureMapConfig } from '@casino/contracts';
import { adventureMapProgress } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { adventureMapActivity } from './adventure-map-activity.ts';
import { adventureMapFeature } from './adventure-map-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    adventureMap: AdventureMapConfig;
  }
}

export const adventureMapModule = defineFeatureModule({
  ...adventureMapFeature,
  activity: adventureMapActivity,
  progress: { table: adventureMapProgress, latest: adventureMapProgress.updatedAt },
});
