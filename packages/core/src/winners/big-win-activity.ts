import { winTier } from '@casino/contracts';
import type { ActivityContext, ActivityHandler } from '../engagement/activity.ts';
import { recordWin } from './record-win.ts';

/**
 * A progressive jackpot tier paid on a round (docs/jackpots.md) goes into the feed as it drops, and a
 * settled round whose win reaches the frame's "big win" tier (15 bets or more, WIN_TIERS) goes into the
 * brand's winners feed. Free rounds bet nothing of the player's and a provider's later win of a round
 * carries no bet, so neither counts. A SweepStakes round wins winnings (WINNING), a Coin round coins.
 */
export const winnersActivityHandler: ActivityHandler = {
  name: 'winners',
  async round({ tx, activity, push }: ActivityContext<'round'>) {
    const { bet, win, freeRound, currency, gameId } = activity.data;
    if (freeRound || winTier(win, bet) === null) return;
    await recordWin(tx, push, {
      kind: 'bigWin',
      ref: `round:${activity.id}`,
      brand: activity.brand,
      playerId: activity.playerId,
      gameSlug: gameId,
      currency: currency === 'COIN' ? 'COIN' : 'WINNING',
      amount: win,
      at: activity.occurredAt,
    });
  },
  async jackpotWin({ tx, activity, push }: ActivityContext<'jackpotWin'>) {
    const { tierId, generation, currency, amount, gameId } = activity.data;
    await recordWin(tx, push, {
      kind: 'jackpot',
      ref: `jackpot:${tierId}:${generation}`,
      brand: activity.brand,
      playerId: activity.playerId,
      gameSlug: gameId,
      currency: currency === 'COIN' ? 'COIN' : 'WINNING',
      amount,
      at: activity.occurredAt,
    });
  },
};
