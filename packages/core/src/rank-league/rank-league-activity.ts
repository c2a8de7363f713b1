import { sql } from 'drizzle-orm';
import type { Prize } from '@casino/contracts';
import { rankLeagueLosses, rankLeagueProgress } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { claimFeatureIn, claimedPush, paysBalance } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { unlockOffers } from '../offers/player-offers.ts';
import { questsUnlockedByRank } from '../quests/load-quests.ts';
import { cashbackPeriodAt, pointsForBet, rankAt } from './rank-rules.ts';
import { findVipBundleOffer } from './vip-bundle.ts';

/** The claim occasion of the reward for reaching rank `n` (1-based). */
export const rankOccasion = (rank: number) => `rank:${rank}`;

/**
 * The rank league's reaction to play (docs/engagement.md, Rank league). For a round of the player's own
 * money while the feature runs (by the round's time): the bet's points are added (an increment), each
 * rank crossed pays its reward through the claim rule (occasion `rank:{n}`, once per player and rank),
 * a rank that may buy the VIP bundle unlocks its offer, a running quest that asks for a rank now reached is
 * announced (`quest availableByRankLeague`), and the round's bet and win are added to the cashback period it
 * falls in. Free rounds bet nothing of the player's and count for neither.
 */
export const rankLeagueActivity: ActivityHandler = {
  name: 'rankLeague',
  async round({ tx, activity, push }) {
    const { data, playerId, brand, occurredAt } = activity;
    if (data.freeRound) return;
    const feature = await loadFeature(tx, brand, 'rankLeague');
    if (!feature || !isLive(feature, occurredAt)) return;
    const { config } = feature;

    const earned = pointsForBet(config, data.currency, data.bet);
    if (earned > 0) {
      const [row] = await tx
        .insert(rankLeagueProgress)
        .values({ playerId, points: earned, updatedAt: occurredAt })
        .onConflictDoUpdate({
          target: rankLeagueProgress.playerId,
          set: { points: sql`${rankLeagueProgress.points} + ${earned}`, updatedAt: occurredAt },
        })
        .returning({ points: rankLeagueProgress.points });
      const after = row!.points;
      const from = rankAt(config.ranks, after - earned);
      const to = rankAt(config.ranks, after);
      for (let rank = from + 1; rank <= to; rank++) {
        const reached = config.ranks[rank - 1]!;
        const outcome = await claimFeatureIn<{ rank: number }, 'rankLeague'>(tx, {
          brand,
          playerId,
          key: 'rankLeague',
          now: occurredAt,
          occasion: rankOccasion(rank),
          decide: async () => ({ prizes: [reached.reward], state: { rank } }),
        });
        if (outcome.replayed) continue;
        if (paysBalance(outcome)) push.balanceOf(playerId);
        push.toPlayer(playerId, claimedPush('rankLeague'));
        push.toPlayer(playerId, {
          type: 'rankLeague',
          action: 'rankUp',
          data: { rank, name: reached.name, prize: outcome.prizes[0] as Prize },
        });
      }
      // Quests a rank unlocks (a quest's `requiredRank`): the player's pages refresh them (shell §4 task events).
      for (const quest of await questsUnlockedByRank(tx, { brand, from, to, at: occurredAt }))
        push.toPlayer(playerId, {
          type: 'quest',
          action: 'availableByRankLeague',
          data: { questId: quest.id, questType: quest.type, day: null },
        });
      if (to > from && config.ranks[to - 1]!.vipBundle) {
        const offer = await findVipBundleOffer(tx);
        if (offer) await unlockOffers(tx, { playerId, presetIds: [offer.id], source: 'rankLeague' });
      }
    }

    const period = cashbackPeriodAt(config.cashback.periodDays, occurredAt);
    const coin = data.currency === 'COIN';
    const play = {
      coinBet: coin ? data.bet : 0,
      coinWin: coin ? data.win : 0,
      entryBet: coin ? 0 : data.bet,
      entryWin: coin ? 0 : data.win,
    };
    if (play.coinBet + play.coinWin + play.entryBet + play.entryWin === 0) return;
    await tx
      .insert(rankLeagueLosses)
      .values({ playerId, periodKey: period.key, brand, periodEndsAt: period.endsAt, ...play })
      .onConflictDoUpdate({
        target: [rankLeagueLosses.playerId, rankLeagueLosses.periodKey],
        set: {
          coinBet: sql`${rankLeagueLosses.coinBet} + ${play.coinBet}`,
          coinWin: sql`${rankLeagueLosses.coinWin} + ${play.coinWin}`,
          entryBet: sql`${rankLeagueLosses.entryBet} + ${play.entryBet}`,
          entryWin: sql`${rankLeagueLosses.entryWin} + ${play.entryWin}`,
        },
      });
  },

  // The VIP bundle bought: its banner goes away for the player (it is back when the offer is for sale again).
  async purchase({ tx, activity, push }) {
    if (activity.data.presetId === null) return;
    const offer = await findVipBundleOffer(tx);
    if (offer && offer.id === activity.data.presetId)
      push.toPlayer(activity.playerId, {
        type: 'bannerOffer',
        action: 'banner_offer_hide',
        data: { bannerType: 'Vip_bundle' },
      });
  },
};
