import type { FeatureKey, FeatureState } from '@casino/contracts';

/** A feature's state as the server sends it: on and available unless `over` says otherwise. */
export const feature = (key: FeatureKey, over: Partial<FeatureState> = {}): FeatureState => ({
  key,
  isActive: true,
  isAvailable: true,
  nextPeriodAt: null,
  finishedAt: null,
  ...over,
});
