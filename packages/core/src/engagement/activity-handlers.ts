import { adventureMapActivity } from '../adventure-map/adventure-map-activity.ts';
import { funMeterActivity } from '../funmeter/funmeter-activity.ts';
import { miniGameSlotActivity } from '../mini-game-slot/mini-game-slot-activity.ts';
import { depositStreakActivity } from '../deposit-streak/count-streak-deposit.ts';
import { magicBoxActivityHandler } from '../magic-box/magic-box-activity.ts';
import { scratchCardsActivityHandler } from '../scratch-cards/issue-scratch-cards.ts';
import { moneyBoxActivity } from '../piggy-bank/money-box-activity.ts';
import { tournamentRoundHandler } from '../tournaments/score-tournament-round.ts';
import { prizeDropsActivityHandler } from '../prize-drops/win-prize-drop.ts';
import { bingoActivityHandler } from '../bingo/bingo.ts';
import { rankLeagueActivity } from '../rank-league/rank-league-activity.ts';
import { questActivityHandler } from '../quests/quest-activity.ts';
import { seasonActivityHandler } from '../season/season-activity.ts';
import type { ActivityHandler } from './activity.ts';
import { inviteQualificationHandler } from '../referral/qualify-invite.ts';

/**
 * Every feature's reaction to player activity, in the order they run for one activity (each feature
 * appends its handler; docs/engagement.md, "Player activity"). The server's dispatcher runs this list.
 */
export const ACTIVITY_HANDLERS: readonly ActivityHandler[] = [
  adventureMapActivity,
  funMeterActivity,
  miniGameSlotActivity,
  // Deposit streak: each completed purchase moves the player's streak.
  depositStreakActivity,
  scratchCardsActivityHandler(),
  magicBoxActivityHandler,
  moneyBoxActivity,
  inviteQualificationHandler,
  // Tournaments: rounds in a running tournament's games score for its subscribed players.
  tournamentRoundHandler,
  prizeDropsActivityHandler,
  bingoActivityHandler,
  rankLeagueActivity,
  questActivityHandler,
  seasonActivityHandler,
];
