import { z } from 'zod';
import { AdventureMapPushSchema } from './adventure-map.ts';
import { BingoPushSchema } from './bingo.ts';
import { DailyWheelPromotionSchema } from './bonus-offer.ts';
import { DAILY_LOGIN_TYPES, DailyLoginPromotionSchema } from './daily-login.ts';
import { DepositStreakPromotionSchema, DepositStreakPushSchema } from './deposit-streak.ts';
import { EmailLotteryPromotionSchema, EmailLotteryPushSchema } from './email-lottery.ts';
import { FunMeterPushSchema } from './funmeter.ts';
import { MAGIC_BOX_PROMOTION_TYPE, MagicBoxPromotionSchema, MagicBoxPushSchema } from './magic-box.ts';
import { MiniGameSlotPushSchema } from './mini-game-slot.ts';
import { MoneyBoxPushSchema, PIGGY_BANK_PROMOTION_TYPE, PiggyBankPromotionSchema } from './piggy-bank.ts';
import { PrizeDropsPromotionSchema, PrizeDropsPushSchema } from './prize-drops.ts';
import {
  QUEST_CALENDAR,
  QUEST_LOBBY_SECTION_TYPE,
  QuestPromotionSchema,
  QuestPushSchema,
  type QuestPreviewDraft,
} from './quests.ts';
import {
  CashbackPromotionSchema,
  RankLeagueCashbackPushSchema,
  RankLeaguePromotionSchema,
  RankLeaguePushSchema,
  RankLeagueRewardPromotionSchema,
  VIP_BUNDLE_PROMOTION_TYPE,
} from './rank-league.ts';
import { InviteQualificationPromotionSchema, ReferralPushSchema } from './referral.ts';
import { ScratchCardsPushSchema } from './scratch-cards.ts';
import { SeasonPushSchema } from './season.ts';
import {
  TOURNAMENT_CALENDAR,
  TournamentProfileFieldsSchema,
  TournamentPromotionSchema,
  TournamentPushSchema,
  type TournamentPreviewDraft,
} from './tournaments.ts';

/**
 * The contracts' one list of the engagement features (docs/adding-a-feature.md): what each feature adds to the
 * shared answers and unions, each schema written in the feature's own contracts file. A feature adds its
 * lines here; promotions.ts, realtime.ts, app-init.ts and the back-office's offers name no feature.
 */

const ActiveFlag = z.object({ isActive: z.boolean() });

/**
 * The spec's feature flags of app init (core: each feature's module answers its own; a feature that does not
 * run for the player is off).
 */
export const AppInitFeatureFlagsSchema = z.object({
  depositStreak: ActiveFlag,
  /** The spec's player info: `dailyLogin.isActive` and `type` (the train look or the default). */
  dailyLogin: z.object({ isActive: z.boolean(), type: z.enum(DAILY_LOGIN_TYPES) }),
  prizeDrops: ActiveFlag,
  season: z.object({ isEnabled: z.boolean() }),
  scratchCardLottery: ActiveFlag,
  magicBox: ActiveFlag,
});
export type AppInitFeatureFlags = z.infer<typeof AppInitFeatureFlagsSchema>;

/** The profile's fields a feature answers beyond the spec flags (core: each module's `profileFields`). */
export const ProfileFeatureFieldsSchema = z.object({
  ...TournamentProfileFieldsSchema.shape,
});
export type ProfileFeatureFields = z.infer<typeof ProfileFeatureFieldsSchema>;

/** The lobby sections a feature adds to the home payload's scheme (catalogue.ts; core: `lobbySections`). */
export const FEATURE_LOBBY_SECTION_TYPES = [QUEST_LOBBY_SECTION_TYPE] as const;

/** What the features run on the back-office's live-operations calendar, in its days' order (live-operations.ts). */
export const CALENDAR_SOURCES = [TOURNAMENT_CALENDAR, QUEST_CALENDAR] as const;

/** The features' promotions cards: members of `PromotionSchema` (promotions.ts). */
export const FEATURE_PROMOTION_SCHEMAS = [
  DailyLoginPromotionSchema,
  DailyWheelPromotionSchema,
  PrizeDropsPromotionSchema,
  PiggyBankPromotionSchema,
  DepositStreakPromotionSchema,
  MagicBoxPromotionSchema,
  InviteQualificationPromotionSchema,
  EmailLotteryPromotionSchema,
  TournamentPromotionSchema,
  RankLeaguePromotionSchema,
  RankLeagueRewardPromotionSchema,
  CashbackPromotionSchema,
  QuestPromotionSchema,
] as const;

/** The features' pushes: members of `PushMessageSchema` (realtime.ts). */
export const FEATURE_PUSH_SCHEMAS = [
  FunMeterPushSchema,
  MiniGameSlotPushSchema,
  AdventureMapPushSchema,
  ReferralPushSchema,
  EmailLotteryPushSchema,
  TournamentPushSchema,
  DepositStreakPushSchema,
  ScratchCardsPushSchema,
  MagicBoxPushSchema,
  MoneyBoxPushSchema,
  PrizeDropsPushSchema,
  BingoPushSchema,
  RankLeaguePushSchema,
  RankLeagueCashbackPushSchema,
  QuestPushSchema,
  SeasonPushSchema,
] as const;

/** Secret offers a feature unlocks for a player (a ready piggy bank, a VIP rank): no link hash. */
export const FEATURE_UNLOCKED_PROMOTION_TYPES = [
  PIGGY_BANK_PROMOTION_TYPE,
  VIP_BUNDLE_PROMOTION_TYPE,
] as const;

/** Offer promotion types a feature sells through (the unlocked ones, and the mystery box's purchase). */
export const FEATURE_OFFER_PROMOTION_TYPES = [
  ...FEATURE_UNLOCKED_PROMOTION_TYPES,
  MAGIC_BOX_PROMOTION_TYPE,
] as const;

/** Why a player holds a secret offer: its link, a flip of the coin, or the feature that unlocked it. */
export const OFFER_UNLOCK_SOURCES = ['link', 'flipTheCoin', 'moneyBox', 'rankLeague'] as const;
export type OfferUnlockSource = (typeof OFFER_UNLOCK_SOURCES)[number];

/** The spec's promotion types (§3 Promotion): the page sends no other; a feature outside it shows elsewhere. */
export const SPEC_PROMOTION_TYPES = [
  'inviteQualification',
  'verification',
  'invite',
  'magicBox',
  'quest',
  'piggyBank',
  'offerDeposit',
  'offerPeriodic',
  'offerBirthday',
  'flipTheCoin',
  'rankLeague',
  'rankLeagueReward',
  'dailyWheel',
  'tournament',
  'depositStreak',
  'prizeDrops',
  'dailyLogin',
  'playerFreeSpin',
  'cashback',
  'emailLottery',
  'fpChallenge',
] as const;
export type SpecPromotionType = (typeof SPEC_PROMOTION_TYPES)[number];

/** The calendar's kinds of `available_soon` items (docs/live-operations.md): a race, a season or advent, a challenge. */
export const SCHEDULED_SOON_TYPES = ['tournament', 'quest', 'fpChallenge'] as const;

/**
 * The drafts the back-office's authoring preview draws, by template kind: a feature's web module gives the
 * player components for its kind (`authoringPreviews`), the template screens get them from the routes.
 */
export interface TemplatePreviewDrafts {
  quest: QuestPreviewDraft;
  tournament: TournamentPreviewDraft;
}
