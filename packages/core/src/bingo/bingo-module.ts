import type { BingoConfig } from '@casino/contracts';
import { bingoProgress } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { bingoActivityHandler } from './bingo.ts';
import { bingoFeature } from './bingo-feature.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    bingo: BingoConfig;
  }
}

export const bingoModule = defineFeatureModule({
  ...bingoFeature,
  capability: 'bingoStore',
  activity: bingoActivityHandler,
  profileFlags: ({ live }) => ({ bingo: { isActive: live } }),
  progress: { table: bingoProgress, latest: bingoProgress.updatedAt },
});
