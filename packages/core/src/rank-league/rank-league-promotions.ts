import type { Promotion } from '@casino/contracts';
import type { PromotionContext } from '../engagement/feature-module.ts';
import { getCashback } from './cashback.ts';
import { getRankLeague } from './get-rank-league.ts';

/**
 * The rank league's promotion cards: `rankLeague` (rank and progress), `rankLeagueReward` (the next rank's
 * reward, until the top rank) and `cashback` (while the player's rank pays some or one waits to be collected).
 */
export async function rankLeaguePromotions(ctx: PromotionContext): Promise<Promotion[]> {
  const [league, cashback] = await Promise.all([getRankLeague(ctx.db, ctx), getCashback(ctx.db, ctx)]);
  const base = { ...ctx.base, promoOfferPreset: null, needDeposits: false, howWorks: null };
  const cards: Promotion[] = [
    {
      ...base,
      type: 'rankLeague',
      data: {
        points: league.points,
        currentRank: league.currentRank,
        nextRank: league.nextRank,
        progressPercent: league.progressPercent,
      },
      howWorks: ['rankLeague.play', 'rankLeague.rankUp', 'rankLeague.cashback'],
    },
  ];
  const next = league.nextRank;
  if (next && league.pointsToNextRank !== null && (next.reward.coins > 0 || next.reward.entries > 0))
    cards.push({
      ...base,
      type: 'rankLeagueReward',
      data: { nextRank: next, pointsToNextRank: league.pointsToNextRank },
      prizeCoins: next.reward.coins,
      prizeEntries: next.reward.entries,
    });
  if (cashback.status !== 'unavailable')
    cards.push({
      ...base,
      type: 'cashback',
      data: cashback,
      prizeCoins: cashback.currentReward.coins,
      prizeEntries: cashback.currentReward.entries,
    });
  return cards;
}
