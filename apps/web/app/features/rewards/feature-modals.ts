import type { FeatureKey } from '@casino/contracts';
import { isModalRegistered } from '../../lib/modals/registry.ts';

/**
 * The modal that shows each feature, by name (the daily wheel and chests are another feature's: the
 * chests open in their own modal where there is one, else inside the wheel's).
 */
const FEATURE_MODALS: Record<FeatureKey, readonly string[]> = {
  dailyLogin: ['daily-login'],
  dailyWheel: ['daily-wheel'],
  dailyChests: ['daily-chests', 'daily-wheel'],
  adventureMap: ['adventure-map'],
  funMeter: ['funmeter'],
  miniGameSlot: ['mini-game-slot'],
  depositStreak: ['deposit-streak'],
  scratchCardLottery: ['app-scratch-cards'],
  magicBox: ['app-magic-box'],
  moneyBox: ['money-box'],
  fortuneInvestment: [],
  inviteQualification: [],
  emailLottery: ['email-lottery'],
  // Tournaments have their own pages; nothing to collect (their prizes are paid when they end).
  tournament: [],
  prizeDrops: ['app-prize-drops'],
  bingo: ['app-bingo'],
  rankLeague: ['rank-league'],
  quest: ['app-freeplay-modal', 'advent-calendar'],
  season: ['season'],
};

/**
 * Features that pay on occasions the server decides (a friend's first purchase, a draw), not rewards the
 * player collects: their promotion cards and pages show them, the rewards hub does not.
 */
export const NOT_IN_REWARDS_HUB: ReadonlySet<FeatureKey> = new Set([
  'inviteQualification',
  'emailLottery',
  // The deposit streak moves with purchases: the cashier, its card and its mini wheel show it.
  'depositStreak',
  // Tournaments are awarded, not collected: they have their own pages.
  'tournament',
]);

export const modalForFeature = (key: FeatureKey): string | null =>
  FEATURE_MODALS[key].find(isModalRegistered) ?? null;
