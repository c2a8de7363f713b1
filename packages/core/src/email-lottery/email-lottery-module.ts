import type { EmailLotteryConfig } from '@casino/contracts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { emailLotteryFeature } from './email-lottery-feature.ts';
import { emailLotteryPromotion } from './email-lottery-promotion.ts';
import { runEmailLotteryDraws } from './run-email-lottery-draws.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    emailLottery: EmailLotteryConfig;
  }
}

export const emailLotteryModule = defineFeatureModule({
  ...emailLotteryFeature,
  promotions: { position: 90, cards: emailLotteryPromotion },
  // Every minute: a draw is made within about a minute of its time (and at once after a clock move).
  jobs: [{ name: 'email-lottery-draws', cron: '* * * * *', run: runEmailLotteryDraws }],
});
