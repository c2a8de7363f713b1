import type { PlayPoints } from '@casino/contracts';
import type { ActivityData } from './activity.ts';

/** The play points a settled round earns (free rounds bet nothing of the player's and earn nothing). */
export function playPointsOf(round: ActivityData['round'], rates: PlayPoints): number {
  if (round.freeRound || round.bet <= 0) return 0;
  return round.bet * (round.currency === 'COIN' ? rates.perCoin : rates.perEntryHundredth);
}

/** A whole percentage of `part` in `whole`, 0–100. */
export const percentOf = (part: number, whole: number) =>
  whole <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((part * 100) / whole)));
