import type { FunMeterConfig } from '@casino/contracts';
import { funMeters } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { funMeterActivity } from './funmeter-activity.ts';
import { funMeterFeature } from './funmeter-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    funMeter: FunMeterConfig;
  }
}

export const funMeterModule = defineFeatureModule({
  ...funMeterFeature,
  activity: funMeterActivity,
  progress: { table: funMeters, latest: funMeters.updatedAt },
});
