// The one list of the web app's feature modules (each feature's `module.ts`, lib/feature-module.ts): what
// every page gets from them (modals, roots, popups) and what the shared screens look up (promotion cards,
// rewards hub rows, the game modal's panel, the sign-up notice). A new feature adds one line here. The
// order is the roots' mount order and the order of the popups that are not a feature's.
import { authModule } from '../features/auth/module.ts';
import { bingoModule } from '../features/bingo/module.ts';
import { bonusOfferModule } from '../features/bonus-offer/module.ts';
import { cashierModule } from '../features/cashier/module.ts';
import { contactModule } from '../features/contact/module.ts';
import { cookieConsentModule } from '../features/cookie-consent/module.ts';
import { dailyLoginModule } from '../features/daily-login/module.ts';
import { depositStreakModule } from '../features/deposit-streak/module.ts';
import { documentsModule } from '../features/documents/module.ts';
import { emailLotteryModule } from '../features/email-lottery/module.ts';
import { fortuneInvestmentModule } from '../features/fortune-investment/module.ts';
import { gameModalModule } from '../features/game-modal/module.ts';
import { geoModule } from '../features/geo/module.ts';
import { magicBoxModule } from '../features/magic-box/module.ts';
import { miniGamesModule } from '../features/mini-games/module.ts';
import { passwordModule } from '../features/password/module.ts';
import { piggyBankModule } from '../features/piggy-bank/module.ts';
import { playLimitsModule } from '../features/play-limits/module.ts';
import { prizeDropsModule } from '../features/prize-drops/module.ts';
import { jackpotsModule } from '../features/jackpots/module.ts';
import { profileModule } from '../features/profile/module.ts';
import { promotionsModule } from '../features/promotions/module.tsx';
import { questsModule } from '../features/quests/module.ts';
import { rankLeagueModule } from '../features/rank-league/module.ts';
import { redeemModule } from '../features/redeem/module.ts';
import { referralModule } from '../features/referral/module.ts';
import { rewardsModule } from '../features/rewards/module.tsx';
import { scratchCardsModule } from '../features/scratch-cards/module.ts';
import { seasonModule } from '../features/season/module.ts';
import { selfExclusionModule } from '../features/self-exclusion/module.ts';
import { stateRulesModule } from '../features/state-rules/module.ts';
import { supportChatModule } from '../features/support-chat/module.ts';
import { termsModule } from '../features/terms/module.ts';
import { tournamentsModule } from '../features/tournaments/module.ts';
import { walletModule } from '../features/wallet/module.tsx';
import { webPushModule } from '../features/web-push/module.ts';
import type { AuthoringPreviews, FeatureModule } from '../lib/feature-module.ts';

export const FEATURE_MODULES: readonly FeatureModule[] = [
  cookieConsentModule,
  termsModule,
  geoModule,
  passwordModule,
  contactModule,
  documentsModule,
  profileModule,
  walletModule,
  redeemModule,
  promotionsModule,
  cashierModule,
  referralModule,
  emailLotteryModule,
  depositStreakModule,
  rankLeagueModule,
  piggyBankModule,
  prizeDropsModule,
  jackpotsModule,
  bingoModule,
  questsModule,
  seasonModule,
  supportChatModule,
  webPushModule,
  playLimitsModule,
  selfExclusionModule,
  authModule,
  stateRulesModule,
  gameModalModule,
  dailyLoginModule,
  rewardsModule,
  bonusOfferModule,
  miniGamesModule,
  scratchCardsModule,
  magicBoxModule,
  tournamentsModule,
  fortuneInvestmentModule,
];

/** The back-office's authoring previews, from the modules that give them (the template routes pass them on). */
export const AUTHORING_PREVIEWS: AuthoringPreviews = Object.assign(
  {},
  ...FEATURE_MODULES.map((module) => module.authoringPreviews ?? {}),
) as AuthoringPreviews;
