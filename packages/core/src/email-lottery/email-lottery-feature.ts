import { EmailLotteryConfigSchema, type EmailLotteryConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/** A draw every Sunday at 18:00 UTC; three winners: 100,000 coins + 50 entries, 50,000 + 20, 25,000 + 10. */
export const EMAIL_LOTTERY_DEFAULT_CONFIG: EmailLotteryConfig = {
  weekday: 0,
  hour: 18,
  timeZone: 'UTC',
  prizes: [
    { coins: 100_000, entries: 50, freeSpins: null },
    { coins: 50_000, entries: 20, freeSpins: null },
    { coins: 25_000, entries: 10, freeSpins: null },
  ],
};

export const emailLotteryFeature: FeatureDefinition<EmailLotteryConfig, 'emailLottery'> = {
  key: 'emailLottery',
  configSchema: EmailLotteryConfigSchema,
  // The period is unused: draws follow the config's weekday and hour; claims are by occasion.
  defaults: { priority: 50, schedule: ALWAYS_DAILY, config: EMAIL_LOTTERY_DEFAULT_CONFIG },
  byOccasion: true,
};
