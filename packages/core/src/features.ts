import type { FeatureModule } from './engagement/feature-module.ts';
import { dailyLoginModule } from './daily-login/daily-login-module.ts';
import { dailyWheelModule } from './daily-wheel/daily-wheel-module.ts';
import { dailyChestsModule } from './daily-chests/daily-chests-module.ts';
import { adventureMapModule } from './adventure-map/adventure-map-module.ts';
import { funMeterModule } from './funmeter/funmeter-module.ts';
import { miniGameSlotModule } from './mini-game-slot/mini-game-slot-module.ts';
import { depositStreakModule } from './deposit-streak/deposit-streak-module.ts';
import { scratchCardsModule } from './scratch-cards/scratch-cards-module.ts';
import { magicBoxModule } from './magic-box/magic-box-module.ts';
import { moneyBoxModule } from './piggy-bank/money-box-module.ts';
import { fortuneInvestmentModule } from './fortune-investment/fortune-investment-module.ts';
import { inviteQualificationModule } from './referral/invite-qualification-module.ts';
import { emailLotteryModule } from './email-lottery/email-lottery-module.ts';
import { tournamentModule } from './tournaments/tournament-module.ts';
import { prizeDropsModule } from './prize-drops/prize-drops-module.ts';
import { bingoModule } from './bingo/bingo-module.ts';
import { rankLeagueModule } from './rank-league/rank-league-module.ts';
import { questModule } from './quests/quest-module.ts';
import { seasonModule } from './season/season-module.ts';
import { winnersActivityHandler } from './winners/big-win-activity.ts';

/**
 * Every engagement feature the engine runs, one line each (ADR 0017, docs/adding-a-feature.md), in the
 * order of FEATURE_KEYS: activity handlers run in this order. Core's `index.ts` registers it with the engine.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  dailyLoginModule,
  dailyWheelModule,
  dailyChestsModule,
  adventureMapModule,
  funMeterModule,
  miniGameSlotModule,
  depositStreakModule,
  scratchCardsModule,
  magicBoxModule,
  moneyBoxModule,
  fortuneInvestmentModule,
  inviteQualificationModule,
  emailLotteryModule,
  tournamentModule,
  prizeDropsModule,
  bingoModule,
  rankLeagueModule,
  questModule,
  seasonModule,
];

/**
 * Every feature's reaction to player activity, in the list's order (docs/engagement.md, "Player activity"),
 * then the house's: the winners feed's big wins (docs/winners-feed.md).
 */
export const ACTIVITY_HANDLERS = [
  ...FEATURE_MODULES.flatMap((module) => module.activity ?? []),
  winnersActivityHandler,
];
