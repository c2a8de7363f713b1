import {
  DEPOSIT_STREAK_MAX_DEPOSITS,
  DepositStreakConfigSchema,
  type DepositStreakConfig,
} from '@casino/contracts';
import { weightedPrizes } from '../engagement/draw-weighted.ts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * Eight purchases in a row (none more than 72 hours after the last) open a wheel of eight sectors; the
 * rarest is 20 free spins on Nile Frenzy at its 100 bet level. One streak wheel a day. Odds in
 * docs/engagement.md.
 */
export const DEPOSIT_STREAK_DEFAULT_CONFIG: DepositStreakConfig = {
  maxNumberOfDeposit: DEPOSIT_STREAK_MAX_DEPOSITS,
  resetStreakHours: 72,
  dailyWinLimit: 1,
  percentEnabled: false,
  skin: 'classic',
  images: { welcome: '/images/deposit-streak/welcome.svg', wheel: null, background: null },
  sectors: [
    ...weightedPrizes([
      [300, 10_000],
      [200, 0, 5],
      [180, 25_000],
      [120, 0, 10],
      [100, 50_000, 5],
    ]),
    {
      weight: 60,
      prize: {
        coins: 0,
        entries: 0,
        freeSpins: { gameId: 'nile-frenzy', count: 20, betLevel: 100, lifetimeSeconds: 3 * 24 * 3600 },
      },
    },
    ...weightedPrizes([
      [30, 0, 50],
      [10, 250_000, 100],
    ]),
  ],
};

export const depositStreakFeature: FeatureDefinition<DepositStreakConfig, 'depositStreak'> = {
  key: 'depositStreak',
  configSchema: DepositStreakConfigSchema,
  defaults: { priority: 40, schedule: ALWAYS_DAILY, config: DEPOSIT_STREAK_DEFAULT_CONFIG },
  // One wheel per streak run, not per day: the engine never reports it claimable (the info does).
  byOccasion: true,
};
