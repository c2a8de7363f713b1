// The one list of what features put on every page: their modals (registered here, once, before anything
// can open them) and their always-mounted roots (rendered by AppRoot in this order); their automatic
// popups are in feature-popups.ts. A new feature adds its modals.ts and its root here; nothing else
// imports features for their side effects.
import { createAuthModals } from '../features/auth/modals.ts';
import { bonusOfferModals } from '../features/bonus-offer/modals.ts';
import { cashierModals } from '../features/cashier/modals.ts';
import { contactConfirmModals } from '../features/contact/modals.ts';
import { cookieConsentModals } from '../features/cookie-consent/modals.ts';
import { dailyLoginModals } from '../features/daily-login/modals.ts';
import { depositStreakModals } from '../features/deposit-streak/modals.ts';
import { documentsModals } from '../features/documents/modals.ts';
import { gameModals } from '../features/game-modal/modals.ts';
import { miniGamesModals } from '../features/mini-games/modals.ts';
import { passwordModals } from '../features/password/modals.ts';
import { piggyBankModals } from '../features/piggy-bank/modals.ts';
import { promotionsModals } from '../features/promotions/modals.ts';
import { rankLeagueModals } from '../features/rank-league/modals.ts';
import { loadQuestModals, questModals } from '../features/quests/modals.ts';
import { rewardsModals } from '../features/rewards/modals.ts';
import { loadSeasonModal, seasonModals } from '../features/season/modals.ts';
import { termsModals } from '../features/terms/modals.ts';
import { scratchCardsModals } from '../features/scratch-cards/modals.ts';
import { magicBoxModals } from '../features/magic-box/modals.ts';
import { emailLotteryModals } from '../features/email-lottery/modals.ts';
import { tournamentModals } from '../features/tournaments/modals.ts';
import { prizeDropsModals } from '../features/prize-drops/modals.ts';
import { bingoModals } from '../features/bingo/modals.ts';
import { playLimitsModals } from '../features/play-limits/modals.ts';
import { CookieBanner } from '../features/cookie-consent/cookie-banner.tsx';
import { TermsGate } from '../features/terms/terms-gate.tsx';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { allMessages } from '../i18n/complete-messages.ts';
import type { ModalRegistration } from '../lib/modals/registry.ts';

// The sign-up modal tells a visitor in a closed state (or a 21+ one) before they register, as /signup/
// does; the notice is its own chunk, fetched when the modal opens.
const StateRulesNotice = lazy(() => import('../features/state-rules/state-rules-notice.tsx'));

export const FEATURE_MODALS: readonly ModalRegistration[] = [
  ...createAuthModals({ signupNotice: StateRulesNotice }),
  ...cookieConsentModals,
  ...documentsModals,
  ...promotionsModals,
  ...cashierModals,
  ...termsModals,
  ...contactConfirmModals,
  ...passwordModals,
  ...gameModals,
  ...dailyLoginModals,
  ...rewardsModals,
  ...bonusOfferModals,
  ...miniGamesModals,
  ...depositStreakModals,
  ...scratchCardsModals,
  ...magicBoxModals,
  ...piggyBankModals,
  ...emailLotteryModals,
  ...tournamentModals,
  ...prizeDropsModals,
  ...bingoModals,
  ...rankLeagueModals,
  ...questModals,
  ...seasonModals,
  ...playLimitsModals,
];

/**
 * A root whose code is a chunk of its own, imported from its file: never export it from the feature's
 * index.ts (a static import anywhere pulls the chunk into every page's first load; the build fails on it).
 * It renders once every text of the language is in (a landing page comes with its own texts only).
 */
const lazyRoot = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> =>
  lazy(async () => {
    const [module] = await Promise.all([load(), allMessages()]);
    return { default: module[name] };
  });

/** Who a root is for: a player-only root is not fetched for a guest; it mounts when they sign in. */
export interface FeatureRoot {
  Root: ComponentType | LazyExoticComponent<ComponentType>;
  players?: true;
}

const forPlayers = (Root: LazyExoticComponent<ComponentType>): FeatureRoot => ({ Root, players: true });

/**
 * Mounted once, after the modal host and the toaster; each renders its own banner or nothing. The
 * cookie banner and the terms gate are in the first load (a first visit, a frozen page); the rest are
 * chunks that mount when they arrive, so a guest's first load carries none of the player features. A
 * root that only serves a signed-in player (its pushes go to a player, it reads the player's data) is
 * `forPlayers`: a guest's page never fetches it (issue #12); pushes sent while it loads after a sign-in
 * wait for it in the realtime client (REALTIME.heldPushMs).
 */
export const FEATURE_ROOTS: readonly FeatureRoot[] = [
  { Root: CookieBanner },
  { Root: TermsGate },
  { Root: lazyRoot(() => import('../features/geo/geo-watch.tsx'), 'GeoWatch') },
  // Password restore links are opened signed out.
  { Root: lazyRoot(() => import('../features/password/root.tsx'), 'PasswordRoot') },
  { Root: lazyRoot(() => import('../features/contact/root.tsx'), 'ContactConfirmRoot') },
  forPlayers(lazyRoot(() => import('../features/documents/verification-toasts.tsx'), 'VerificationToasts')),
  // A referral link is a guest's.
  { Root: lazyRoot(() => import('../features/profile/referral-code-check.tsx'), 'ReferralCodeCheck') },
  forPlayers(lazyRoot(() => import('../features/wallet/wallet-sync.tsx'), 'WalletSync')),
  forPlayers(lazyRoot(() => import('../features/redeem/redeem-toasts.tsx'), 'RedeemToasts')),
  { Root: lazyRoot(() => import('../features/promotions/promo-offers-root.tsx'), 'PromoOffersRoot') },
  forPlayers(lazyRoot(() => import('../features/cashier/cash-host.tsx'), 'CashHost')),
  forPlayers(lazyRoot(() => import('../features/referral/referral-toasts.tsx'), 'ReferralToasts')),
  forPlayers(
    lazyRoot(() => import('../features/email-lottery/email-lottery-toasts.tsx'), 'EmailLotteryToasts'),
  ),
  // The engagement features' live states, finish timers and popup sequencer, with the popups it offers: a
  // guest has none of them (feature states are a player's), and its chunk pulls in most features' code.
  forPlayers(lazyRoot(() => import('./engagement.tsx'), 'Engagement')),
  // The deposit streak's mini wheel (signed-in players with the streak running).
  forPlayers(lazyRoot(() => import('../features/deposit-streak/mini-wheel-root.tsx'), 'MiniWheelRoot')),
  // The rank league: the VIP bundle banner's status, rank-up and cashback toasts.
  forPlayers(lazyRoot(() => import('../features/rank-league/rank-league-root.tsx'), 'RankLeagueRoot')),
  // Quests' task events and welcomes; the season tower's pushes and prize toasts.
  forPlayers(lazyRoot(loadQuestModals, 'QuestsRoot')),
  forPlayers(lazyRoot(loadSeasonModal, 'SeasonRoot')),
  // The support chat's button (its panel is a chunk of its own, loaded when it opens).
  { Root: lazyRoot(() => import('../features/support-chat/support-chat-root.tsx'), 'SupportChatRoot') },
  // Web push: the setup and the subscription (signed-in players; docs/web-push.md).
  forPlayers(lazyRoot(() => import('../features/web-push/web-push-root.tsx'), 'WebPushRoot')),
  // Player protection: the play session's heartbeat and the reality check (docs/play-limits.md).
  forPlayers(lazyRoot(() => import('../features/play-limits/reality-check-root.tsx'), 'RealityCheckRoot')),
  // Sign-outs by a break or inactivity: says why (to the guest they became), follows other tabs, the idle timer.
  { Root: lazyRoot(() => import('../features/self-exclusion/session-root.tsx'), 'SessionRoot') },
];
