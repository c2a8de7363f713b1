import type { FeatureKey } from '@casino/contracts';
import { isModalRegistered } from '../../lib/modals/registry.ts';

/**
 * The modal that shows each feature, by name (the daily wheel and chests are another feature's: the
 * chests open in their own modal where there is one, else inside the wheel's).
 */
const FEATURE_MODALS: Record<FeatureKey, readonly string[]> = {
  dailyLogin: ['daily-login'],
  dailyWheel: ['daily-wheel'],
  dailyChests: ['daily-chests', 'daily-wheel'],
};

export const modalForFeature = (key: FeatureKey): string | null =>
  FEATURE_MODALS[key].find(isModalRegistered) ?? null;
