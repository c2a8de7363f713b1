import { describe, expect, it } from 'vitest';
import type { FeatureKey } from '@casino/contracts';
import { FEATURE_DEFINITIONS } from './feature-registry.ts';
import { featureFlagsFrom } from './feature-flags.ts';
import type { FeatureRecord } from './load-features.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const record = <K extends FeatureKey>(key: K, changes: Partial<FeatureRecord> = {}): FeatureRecord =>
  ({
    brand: 'tao',
    key,
    enabled: true,
    priority: FEATURE_DEFINITIONS[key].defaults.priority,
    schedule: FEATURE_DEFINITIONS[key].defaults.schedule,
    config: FEATURE_DEFINITIONS[key].defaults.config,
    ...changes,
  }) as FeatureRecord;
const player = { phoneConfirmed: false, coins: 100 };
const flags = (features: FeatureRecord[], lastClaims = new Map<FeatureKey, { period: string }>()) =>
  featureFlagsFrom({ features, lastClaims, player, now: NOW });

describe('the flag registry', () => {
  it('lists live features in priority order with their times, and derives the spec’s flags', () => {
    const result = flags([
      record('dailyChests', { priority: 1 }),
      record('dailyLogin', {
        config: { ...FEATURE_DEFINITIONS.dailyLogin.defaults.config, type: 'dailyLoginTrain' },
        schedule: {
          startsAt: null,
          finishesAt: '2026-03-12T00:00:00.000Z',
          period: FEATURE_DEFINITIONS.dailyLogin.defaults.schedule.period,
        },
      }),
      record('dailyWheel', { enabled: false }),
    ]);
    expect(result.featuresPriority.onMainPage).toEqual(['dailyChests', 'dailyLogin']);
    expect(result.features).toEqual([
      {
        key: 'dailyChests',
        isActive: true,
        isAvailable: true,
        nextPeriodAt: '2026-03-11T00:00:00.000Z',
        finishedAt: null,
      },
      {
        key: 'dailyLogin',
        isActive: true,
        isAvailable: true,
        nextPeriodAt: '2026-03-11T00:00:00.000Z',
        finishedAt: '2026-03-12T00:00:00.000Z',
      },
    ]);
    expect(result.dailyLogin).toEqual({ isActive: true, type: 'dailyLoginTrain' });
    // Features the engine does not run yet: no live row, so off.
    expect(result.prizeDrops).toEqual({ isActive: false });
    expect(result.season).toEqual({ isEnabled: false });
    expect(result.rankLeague).toEqual({ enabled: false });
  });

  it('is not available once claimed this period (any slot), nor when the feature refuses the player', () => {
    const claimed = new Map<FeatureKey, { period: string }>([
      ['dailyLogin', { period: '2026-03-10' }],
      ['dailyWheel', { period: '2026-03-10:extra' }],
      ['dailyChests', { period: '2026-03-09' }],
    ]);
    const result = flags([record('dailyLogin'), record('dailyWheel'), record('dailyChests')], claimed);
    expect(result.features.map((f) => [f.key, f.isAvailable])).toEqual([
      ['dailyLogin', false],
      ['dailyWheel', false],
      ['dailyChests', true],
    ]);
    const phone = flags([
      record('dailyChests', {
        config: { ...FEATURE_DEFINITIONS.dailyChests.defaults.config, requiresPhone: true },
      }),
    ]);
    expect(phone.features[0]).toMatchObject({ isActive: true, isAvailable: false });
  });

  it('drops features outside their schedule and keeps the default look when daily login is off', () => {
    const result = flags([
      record('dailyLogin', {
        schedule: {
          startsAt: '2026-03-11T00:00:00.000Z',
          finishesAt: null,
          period: FEATURE_DEFINITIONS.dailyLogin.defaults.schedule.period,
        },
      }),
    ]);
    expect(result.features).toEqual([]);
    expect(result.dailyLogin).toEqual({ isActive: false, type: 'default' });
  });
});
