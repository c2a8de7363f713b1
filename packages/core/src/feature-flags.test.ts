import { describe, expect, it } from 'vitest';
import type { FeatureKey } from '@casino/contracts';
import type { Db } from './db/client.ts';
import { featureFlagsFrom, profileFlagsFrom } from './engagement/feature-flags.ts';
import { featureModule, registerFeatureModules } from './engagement/feature-module.ts';
import type { FeatureRecord } from './engagement/load-features.ts';
import { FEATURE_MODULES } from './features.ts';

registerFeatureModules(FEATURE_MODULES);

const NOW = new Date('2026-03-10T12:00:00.000Z');
const record = <K extends FeatureKey>(key: K, changes: Partial<FeatureRecord> = {}): FeatureRecord =>
  ({
    brand: 'tao',
    key,
    enabled: true,
    priority: featureModule(key).defaults.priority,
    schedule: featureModule(key).defaults.schedule,
    config: featureModule(key).defaults.config,
    ...changes,
  }) as FeatureRecord;
const player = { phoneConfirmed: false, coins: 100 };
const flags = (features: FeatureRecord[], lastClaims = new Map<FeatureKey, { period: string }>()) =>
  featureFlagsFrom({ features, lastClaims, player, now: NOW });

describe('the flag registry', () => {
  it('lists live features in priority order with their times, and derives the spec’s flags', async () => {
    const records = [
      record('dailyChests', { priority: 1 }),
      record('dailyLogin', {
        config: { ...featureModule('dailyLogin').defaults.config, type: 'dailyLoginTrain' },
        schedule: {
          startsAt: null,
          finishesAt: '2026-03-12T00:00:00.000Z',
          period: featureModule('dailyLogin').defaults.schedule.period,
          recurrence: null,
        },
      }),
      record('dailyWheel', { enabled: false }),
    ];
    const result = flags(records);
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
    expect(result.appInit.dailyLogin).toEqual({ isActive: true, type: 'dailyLoginTrain' });
    // Features the engine does not run yet: no live row, so off.
    expect(result.appInit.prizeDrops).toEqual({ isActive: false });
    expect(result.appInit.season).toEqual({ isEnabled: false });
    const profile = await profileFlagsFrom({
      db: {} as Db,
      features: records,
      playerId: 'p',
      depositsCount: 0,
      now: NOW,
    });
    expect(profile.rankLeague).toEqual({ enabled: false });
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
        config: { ...featureModule('dailyChests').defaults.config, requiresPhone: true },
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
          period: featureModule('dailyLogin').defaults.schedule.period,
          recurrence: null,
        },
      }),
    ]);
    expect(result.features).toEqual([]);
    expect(result.appInit.dailyLogin).toEqual({ isActive: false, type: 'default' });
  });
});
