import { DailyLoginConfigSchema, type DailyLoginConfig, type Prize } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

const prize = (coins: number, entries: number, freeSpins: Prize['freeSpins'] = null): Prize => ({
  coins,
  entries,
  freeSpins,
});

/**
 * Seven levels that rise each day; day 7 adds 10 free spins on Nile Frenzy (a seeded in-house game on the
 * jungle-quest engine) at its 100 bet level, to be played within three days.
 */
export const DAILY_LOGIN_DEFAULT_CONFIG: DailyLoginConfig = {
  type: 'default',
  requiresPhone: false,
  levels: [
    prize(2_000, 0.2),
    prize(3_000, 0.3),
    prize(5_000, 0.5),
    prize(7_500, 0.75),
    prize(10_000, 1),
    prize(15_000, 1.5),
    prize(25_000, 2.5, { gameId: 'nile-frenzy', count: 10, betLevel: 100, lifetimeSeconds: 3 * 24 * 3600 }),
  ],
};

export const dailyLoginFeature: FeatureDefinition<DailyLoginConfig, 'dailyLogin'> = {
  key: 'dailyLogin',
  configSchema: DailyLoginConfigSchema,
  defaults: { priority: 10, schedule: ALWAYS_DAILY, config: DAILY_LOGIN_DEFAULT_CONFIG },
  availability: ({ config, player }) => (config.requiresPhone && !player.phoneConfirmed ? 'phone' : null),
};
