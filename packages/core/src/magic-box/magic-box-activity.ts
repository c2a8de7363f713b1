import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { magicBoxes, magicBoxWagers } from '../db/schema/index.ts';
import type { ActivityHandler, ActivityPushes } from '../engagement/activity.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { countForPurchase } from '../offers/purchase-tiers.ts';
import { MAGIC_BOX_DEFAULT_CONFIG } from './magic-box-feature.ts';

async function earnBoxes(
  tx: Db,
  push: ActivityPushes,
  input: {
    playerId: string;
    brand: string;
    source: 'purchase' | 'play';
    ref: string;
    count: number;
    at: Date;
    lifetimeSeconds: number;
  },
) {
  if (input.count <= 0) return;
  const expiresAt = new Date(input.at.getTime() + input.lifetimeSeconds * 1000);
  const earned = await tx
    .insert(magicBoxes)
    .values(
      Array.from({ length: input.count }, (_, n) => ({
        playerId: input.playerId,
        brand: input.brand,
        source: input.source,
        sourceRef: `${input.ref}:${n}`,
        earnedAt: input.at,
        expiresAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: magicBoxes.id });
  if (earned.length > 0)
    push.toPlayer(input.playerId, {
      type: 'magicBox',
      action: 'boxesEarned',
      data: { count: earned.length },
    });
}

/**
 * Mystery boxes earned by activity while the feature runs (at the activity's time): a purchase earns the
 * config's tier (`purchase:{paymentId}:{n}`), a purchase of a mystery box offer gives the offer's boxes
 * instead (under the same refs: once per payment, feature on or off); coin rounds add their bet to the player's wager counter (an
 * increment: rounds of one player may run in parallel) and every `coinsWageredPerBox` crossed earns a box
 * (`play:{activityId}:{n}`). Free rounds and entry rounds earn nothing.
 */
export const magicBoxActivityHandler: ActivityHandler = {
  name: 'magicBox',
  async purchase({ tx, activity, push }) {
    const feature = await loadFeature(tx, activity.brand, 'magicBox');
    const live = liveFeature(feature, activity.occurredAt);
    const bought = activity.data.magicBoxes ?? 0;
    // A mystery box offer gives the boxes it was sold with — paid for, so also while the feature is off
    // (boxes open until they expire, whatever the switch) — instead of the price tier's; any other
    // purchase earns its tier while the feature runs.
    const count =
      bought > 0 ? bought : live ? countForPurchase(live.config.purchase, activity.data.priceCents) : 0;
    await earnBoxes(tx, push, {
      playerId: activity.playerId,
      brand: activity.brand,
      source: 'purchase',
      ref: `purchase:${activity.data.paymentId}`,
      count,
      at: activity.occurredAt,
      lifetimeSeconds: (feature?.config ?? MAGIC_BOX_DEFAULT_CONFIG).lifetimeSeconds,
    });
  },
  async round({ tx, activity, push }) {
    const { data } = activity;
    if (data.currency !== 'COIN' || data.freeRound || data.bet <= 0) return;
    const feature = liveFeature(await loadFeature(tx, activity.brand, 'magicBox'), activity.occurredAt);
    const perBox = feature?.config.coinsWageredPerBox;
    if (!feature || !perBox) return;
    const [row] = await tx
      .insert(magicBoxWagers)
      .values({ playerId: activity.playerId, coinsWagered: data.bet })
      .onConflictDoUpdate({
        target: magicBoxWagers.playerId,
        set: { coinsWagered: sql`${magicBoxWagers.coinsWagered} + ${data.bet}`, updatedAt: sql`now()` },
      })
      .returning({ coinsWagered: magicBoxWagers.coinsWagered });
    const after = Number(row!.coinsWagered);
    const before = after - data.bet;
    await earnBoxes(tx, push, {
      playerId: activity.playerId,
      brand: activity.brand,
      source: 'play',
      ref: `play:${activity.id}`,
      count: Math.floor(after / perBox) - Math.floor(before / perBox),
      at: activity.occurredAt,
      lifetimeSeconds: feature.config.lifetimeSeconds,
    });
  },
};
