import {
  FEATURE_KEYS,
  type AdventureMapConfig,
  type FunMeterConfig,
  type MiniGameSlotConfig,
  type DailyChestsConfig,
  type DailyLoginConfig,
  type DailyWheelConfig,
  type DepositStreakConfig,
  type FeatureKey,
  type MagicBoxConfig,
  type ScratchCardLotteryConfig,
  type FortuneInvestmentConfig,
  type MoneyBoxConfig,
  type EmailLotteryConfig,
  type InviteQualificationConfig,
  type TournamentConfig,
  type PrizeDropsConfig,
  type BingoConfig,
  type RankLeagueConfig,
  type QuestConfig,
  type SeasonConfig,
} from '@casino/contracts';
import { dailyChestsFeature } from '../daily-chests/daily-chests-feature.ts';
import { dailyLoginFeature } from '../daily-login/daily-login-feature.ts';
import { dailyWheelFeature } from '../daily-wheel/daily-wheel-feature.ts';
import { adventureMapFeature } from '../adventure-map/adventure-map-feature.ts';
import { funMeterFeature } from '../funmeter/funmeter-feature.ts';
import { miniGameSlotFeature } from '../mini-game-slot/mini-game-slot-feature.ts';
import { depositStreakFeature } from '../deposit-streak/deposit-streak-feature.ts';
import { magicBoxFeature } from '../magic-box/magic-box-feature.ts';
import { scratchCardsFeature } from '../scratch-cards/scratch-cards-feature.ts';
import { fortuneInvestmentFeature } from '../fortune-investment/fortune-investment-feature.ts';
import { moneyBoxFeature } from '../piggy-bank/money-box-feature.ts';
import { tournamentFeature } from '../tournaments/tournament-feature.ts';
import { prizeDropsFeature } from '../prize-drops/prize-drops-feature.ts';
import { bingoFeature } from '../bingo/bingo-feature.ts';
import { rankLeagueFeature } from '../rank-league/rank-league-feature.ts';
import { questFeature } from '../quests/quest-feature.ts';
import { seasonFeature } from '../season/season-feature.ts';
import type { FeatureDefinition } from './feature-definition.ts';
import { inviteQualificationFeature } from '../referral/invite-qualification-feature.ts';
import { emailLotteryFeature } from '../email-lottery/email-lottery-feature.ts';

/** Each feature key's config type (a new feature adds its key here and its definition below). */
export interface FeatureConfigs {
  dailyLogin: DailyLoginConfig;
  dailyWheel: DailyWheelConfig;
  dailyChests: DailyChestsConfig;
  adventureMap: AdventureMapConfig;
  funMeter: FunMeterConfig;
  miniGameSlot: MiniGameSlotConfig;
  depositStreak: DepositStreakConfig;
  scratchCardLottery: ScratchCardLotteryConfig;
  magicBox: MagicBoxConfig;
  moneyBox: MoneyBoxConfig;
  fortuneInvestment: FortuneInvestmentConfig;
  inviteQualification: InviteQualificationConfig;
  emailLottery: EmailLotteryConfig;
  tournament: TournamentConfig;
  prizeDrops: PrizeDropsConfig;
  bingo: BingoConfig;
  rankLeague: RankLeagueConfig;
  quest: QuestConfig;
  season: SeasonConfig;
}

/** The engine's registry: every feature it runs, by key. */
export const FEATURE_DEFINITIONS: { [K in FeatureKey]: FeatureDefinition<FeatureConfigs[K]> } = {
  dailyLogin: dailyLoginFeature,
  dailyWheel: dailyWheelFeature,
  dailyChests: dailyChestsFeature,
  adventureMap: adventureMapFeature,
  funMeter: funMeterFeature,
  miniGameSlot: miniGameSlotFeature,
  depositStreak: depositStreakFeature,
  scratchCardLottery: scratchCardsFeature,
  magicBox: magicBoxFeature,
  moneyBox: moneyBoxFeature,
  fortuneInvestment: fortuneInvestmentFeature,
  inviteQualification: inviteQualificationFeature,
  emailLottery: emailLotteryFeature,
  tournament: tournamentFeature,
  prizeDrops: prizeDropsFeature,
  bingo: bingoFeature,
  rankLeague: rankLeagueFeature,
  quest: questFeature,
  season: seasonFeature,
};

export const featureDefinition = <K extends FeatureKey>(key: K): FeatureDefinition<FeatureConfigs[K]> =>
  FEATURE_DEFINITIONS[key];

/** The schema each feature's config is checked by. */
export const FEATURE_CONFIG_SCHEMAS = Object.fromEntries(
  FEATURE_KEYS.map((key) => [key, FEATURE_DEFINITIONS[key].configSchema]),
) as { [K in FeatureKey]: FeatureDefinition<FeatureConfigs[K]>['configSchema'] };

export const isFeatureKey = (value: string): value is FeatureKey =>
  (FEATURE_KEYS as readonly string[]).includes(value);
