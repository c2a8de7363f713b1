import {
  FEATURE_KEYS,
  type DailyChestsConfig,
  type DailyLoginConfig,
  type DailyWheelConfig,
  type FeatureKey,
} from '@casino/contracts';
import { dailyChestsFeature } from '../daily-chests/daily-chests-feature.ts';
import { dailyLoginFeature } from '../daily-login/daily-login-feature.ts';
import { dailyWheelFeature } from '../daily-wheel/daily-wheel-feature.ts';
import type { FeatureDefinition } from './feature-definition.ts';

/** Each feature key's config type (a new feature adds its key here and its definition below). */
export interface FeatureConfigs {
  dailyLogin: DailyLoginConfig;
  dailyWheel: DailyWheelConfig;
  dailyChests: DailyChestsConfig;
}

/** The engine's registry: every feature it runs, by key. */
export const FEATURE_DEFINITIONS: { [K in FeatureKey]: FeatureDefinition<FeatureConfigs[K]> } = {
  dailyLogin: dailyLoginFeature,
  dailyWheel: dailyWheelFeature,
  dailyChests: dailyChestsFeature,
};

export const featureDefinition = <K extends FeatureKey>(key: K): FeatureDefinition<FeatureConfigs[K]> =>
  FEATURE_DEFINITIONS[key];

/** The schema each feature's config is checked by. */
export const FEATURE_CONFIG_SCHEMAS = Object.fromEntries(
  FEATURE_KEYS.map((key) => [key, FEATURE_DEFINITIONS[key].configSchema]),
) as { [K in FeatureKey]: FeatureDefinition<FeatureConfigs[K]>['configSchema'] };

export const isFeatureKey = (value: string): value is FeatureKey =>
  (FEATURE_KEYS as readonly string[]).includes(value);
