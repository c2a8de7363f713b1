import { sql } from 'drizzle-orm';
import { seasonProgress } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { claimFeatureIn, claimedPush, paysBalance } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { completedDeposits } from './get-season.ts';
import { seasonLevel, seasonLevelOccasion, seasonPoints, totalProgressPercents } from './season-rules.ts';

/**
 * The season tower's reaction to play: every bet (not free rounds) adds to the player's season totals; each
 * level the new total reaches pays its prize through the claim rule (occasion `season:{slug}:{level}`) with a
 * `prizeAssigned` push, and a change of points sends `progressUpdate`. A brand whose tower opens with a
 * purchase counts bets only after it, and says `availableByDeposit` on the first purchase.
 */
export const seasonActivityHandler: ActivityHandler = {
  name: 'season',
  async round({ tx, activity, push, now }) {
    const { data, playerId } = activity;
    if (data.freeRound || data.bet <= 0) return;
    const feature = await loadFeature(tx, activity.brand, 'season');
    if (!feature || !isLive(feature, activity.occurredAt)) return;
    const config = feature.config;
    if (config.requiresDeposit && (await completedDeposits(tx, playerId)) === 0) return;
    const coins = data.currency === 'COIN' ? data.bet : 0;
    const entries = data.currency === 'ENTRY' ? data.bet : 0;
    const [row] = await tx
      .insert(seasonProgress)
      .values({
        playerId,
        slug: config.slug,
        coinsBet: coins,
        entriesBet: entries,
        updatedAt: activity.occurredAt,
      })
      .onConflictDoUpdate({
        target: [seasonProgress.playerId, seasonProgress.slug],
        set: {
          coinsBet: sql`${seasonProgress.coinsBet} + ${coins}`,
          entriesBet: sql`${seasonProgress.entriesBet} + ${entries}`,
          updatedAt: activity.occurredAt,
        },
      })
      .returning({ coinsBet: seasonProgress.coinsBet, entriesBet: seasonProgress.entriesBet });
    const after = { coinsBet: Number(row!.coinsBet), entriesBet: Number(row!.entriesBet) };
    const before = { coinsBet: after.coinsBet - coins, entriesBet: after.entriesBet - entries };
    const [pointsBefore, pointsAfter] = [seasonPoints(config, before), seasonPoints(config, after)];
    if (pointsAfter === pointsBefore) return;
    const [levelBefore, levelAfter] = [seasonLevel(config, pointsBefore), seasonLevel(config, pointsAfter)];
    let paid = false;
    for (let level = levelBefore + 1; level <= levelAfter; level++) {
      const prize = config.levels[level - 1]!.prize;
      const outcome = await claimFeatureIn(tx, {
        brand: activity.brand,
        playerId,
        key: 'season',
        now,
        occasion: seasonLevelOccasion(config.slug, level),
        requireLive: false,
        decide: async () => ({ prizes: [prize], state: { slug: config.slug, level } }),
      });
      if (outcome.replayed) continue;
      paid ||= paysBalance(outcome);
      push.toPlayer(playerId, {
        type: 'season',
        action: 'prizeAssigned',
        data: { slug: config.slug, level, prize },
      });
    }
    if (paid) push.balanceOf(playerId);
    if (levelAfter > levelBefore) push.toPlayer(playerId, claimedPush('season'));
    push.toPlayer(playerId, {
      type: 'season',
      action: 'progressUpdate',
      data: {
        slug: config.slug,
        points: pointsAfter,
        currentLevel: levelAfter,
        totalProgressPercents: totalProgressPercents(config, pointsAfter),
      },
    });
  },
  async purchase({ tx, activity, push }) {
    if (activity.data.depositsCount !== 1) return;
    const feature = await loadFeature(tx, activity.brand, 'season');
    if (!feature || !isLive(feature, activity.occurredAt) || !feature.config.requiresDeposit) return;
    push.toPlayer(activity.playerId, {
      type: 'season',
      action: 'availableByDeposit',
      data: { slug: feature.config.slug },
    });
  },
};
