import { MoneyBoxConfigSchema, type MoneyBoxConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * 10 % of every coin bet on six seeded games is saved, up to 50,000 coins; the bank can be broken from
 * 5,000 coins, and again 24 hours after the previous break.
 */
export const MONEY_BOX_DEFAULT_CONFIG: MoneyBoxConfig = {
  sharePercent: 10,
  minAmount: 5_000,
  maxAmount: 50_000,
  games: ['melons-quest', 'nile-frenzy', 'classic-melons', 'cherries-spins', 'juicy-bars', 'lucky-sevens'],
  breakCooldownHours: 24,
};

export const moneyBoxFeature: FeatureDefinition<MoneyBoxConfig, 'moneyBox'> = {
  key: 'moneyBox',
  configSchema: MoneyBoxConfigSchema,
  defaults: { priority: 40, schedule: ALWAYS_DAILY, config: MONEY_BOX_DEFAULT_CONFIG },
  // Claimed by occasion (a break, a plan's day), never once a day.
  byOccasion: true,
};
