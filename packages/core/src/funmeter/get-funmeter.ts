import { eq } from 'drizzle-orm';
import { PrizeSchema, type FunMeter, type FunMeterConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { funMeters } from '../db/schema/index.ts';
import { chancesOf } from '../engagement/draw-weighted.ts';
import { isLive, loadFeature, type FeatureRecord } from '../engagement/load-features.ts';
import { notActiveError } from '../engagement/claim-feature.ts';
import { percentOf } from '../engagement/play-points.ts';

export type FunMeterRow = typeof funMeters.$inferSelect;

export function funMeterView(
  feature: FeatureRecord<'funMeter'>,
  row: Pick<FunMeterRow, 'points' | 'fills' | 'lastPrize'> | undefined,
  now: Date,
): FunMeter {
  const config: FunMeterConfig = feature.config;
  const points = Math.min(row?.points ?? 0, config.capacity);
  const chances = chancesOf(config.prizes);
  return {
    isActive: isLive(feature, now),
    finishedAt: feature.schedule.finishesAt,
    points,
    capacity: config.capacity,
    percent: percentOf(points, config.capacity),
    fills: row?.fills ?? 0,
    prizes: config.prizes.map((p, i) => ({ prize: p.prize, chance: chances[i]! })),
    lastPrize: row?.lastPrize ? PrizeSchema.parse(row.lastPrize) : null,
    playPoints: config.playPoints,
  };
}

/** GET /rest/funmeter/info/: the player's meter (empty until their first qualifying round). */
export async function getFunMeter(db: Db, input: { brand: string; playerId: string; now: Date }) {
  const feature = await loadFeature(db, input.brand, 'funMeter');
  if (!feature) throw notActiveError();
  const [row] = await db.select().from(funMeters).where(eq(funMeters.playerId, input.playerId));
  return funMeterView(feature, row, input.now);
}
