import { and, eq, like, sql } from 'drizzle-orm';
import type { Prize, RankLeagueConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims, rankLeagueLosses, rankLeagueProgress } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { claimFeatureIn, claimedPush, paysBalance } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { rankRose } from '../engagement/player-rank.ts';
import { cashbackPeriodAt, pointsForBet, rankAt } from './rank-rules.ts';
import { findVipBundleOffer, unlockVipBundle } from './vip-bundle.ts';

/** The claim occasion of the reward for reaching rank `n` (1-based). */
export const rankOccasion = (rank: number) => `rank:${rank}`;

/**
 * Pays every rank from 2 up to `reached` whose reward the player has not been paid yet, each through the
 * claim rule (occasion `rank:{n}`: once per player and rank, racing rounds included), and answers the ranks
 * this call paid, lowest first. Ranks already paid are read first (one statement), so a round of a player
 * whose ranks are all paid claims nothing. A rank reached without crossing its threshold in a round (an
 * operator lowered it below the player's points) is paid here too, by the next round.
 */
async function newlyPaidRanks(
  tx: Db,
  input: { brand: string; playerId: string; occurredAt: Date },
  config: RankLeagueConfig,
  reached: number,
): Promise<Array<{ rank: number; prize: Prize; pays: boolean }>> {
  const { brand, playerId, occurredAt } = input;
  const claimed = await tx
    .select({ period: featureClaims.period })
    .from(featureClaims)
    .where(
      and(
        eq(featureClaims.playerId, playerId),
        eq(featureClaims.featureKey, 'rankLeague'),
        like(featureClaims.period, 'rank:%'),
      ),
    );
  const done = new Set(claimed.map((row) => row.period));
  const paid: Array<{ rank: number; prize: Prize; pays: boolean }> = [];
  for (let rank = 2; rank <= reached; rank++) {
    if (done.has(rankOccasion(rank))) continue;
    const reward = config.ranks[rank - 1]!.reward;
    const outcome = await claimFeatureIn<{ rank: number }, 'rankLeague'>(tx, {
      brand,
      playerId,
      key: 'rankLeague',
      now: occurredAt,
      occasion: rankOccasion(rank),
      decide: async () => ({ prizes: [reward], state: { rank } }),
    });
    // A racing round paid it first (it waited for that commit, then found its claim).
    if (outcome.replayed) continue;
    paid.push({ rank, prize: outcome.prizes[0] as Prize, pays: paysBalance(outcome) });
  }
  return paid;
}

/**
 * The rank league's reaction to play (docs/engagement.md, Rank league). For a round of the player's own
 * money while the feature runs (by the round's time): the bet's points are added (an increment), every
 * rank the points reach whose reward is not paid yet is paid through the claim rule (occasion `rank:{n}`,
 * once per player and rank — also a rank whose threshold an operator lowered below the player's points),
 * the VIP bundle's offer is unlocked while the rank held may buy it, the modules that react to a rank rising
 * are told (`rankRose`: quests announce the ones the rank unlocks), and the round's bet and win are
 * added to the cashback period it falls in. Free rounds bet nothing of the player's and count for neither.
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
      const reached = rankAt(config.ranks, row!.points);
      const paid =
        reached > 1 ? await newlyPaidRanks(tx, { brand, playerId, occurredAt }, config, reached) : [];
      for (const { rank, prize, pays } of paid) {
        if (pays) push.balanceOf(playerId);
        push.toPlayer(playerId, claimedPush('rankLeague'));
        push.toPlayer(playerId, {
          type: 'rankLeague',
          action: 'rankUp',
          data: { rank, name: config.ranks[rank - 1]!.name, prize },
        });
      }
      // What a rank unlocks elsewhere (a quest's `requiredRank`): each module that reacts is told.
      const from = rankAt(config.ranks, row!.points - earned);
      if (reached > from) await rankRose({ tx, brand, playerId, from, to: reached, at: occurredAt, push });
      // The rank held may buy the VIP bundle: its offer is unlocked (one statement, nothing when it is
      // already), also for a player whose rank an operator made a VIP rank after it was reached.
      if (config.ranks[reached - 1]!.vipBundle) await unlockVipBundle(tx, playerId);
    }

    const period = cashbackPeriodAt(config.cashback, occurredAt);
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
