import { eq } from 'drizzle-orm';
import type { MiniGameSlot } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { miniGameSlots } from '../db/schema/index.ts';
import { notActiveError } from '../engagement/claim-feature.ts';
import { isLive, loadFeature, type FeatureRecord } from '../engagement/load-features.ts';
import { chancesOf } from '../engagement/draw-weighted.ts';

export type MiniGameSlotRow = typeof miniGameSlots.$inferSelect;

/** The level a row stands on, kept within the config's levels (an operator may have removed some). */
export const levelOf = (
  feature: FeatureRecord<'miniGameSlot'>,
  row: Pick<MiniGameSlotRow, 'level'> | undefined,
) => Math.min(Math.max(row?.level ?? 1, 1), feature.config.levels.length);

export function miniGameSlotView(
  feature: FeatureRecord<'miniGameSlot'>,
  row: Pick<MiniGameSlotRow, 'level' | 'spins' | 'progress'> | undefined,
  now: Date,
): MiniGameSlot {
  const { config } = feature;
  const level = levelOf(feature, row);
  return {
    isActive: isLive(feature, now),
    finishedAt: feature.schedule.finishesAt,
    level,
    levels: config.levels.map((table, i) => {
      const chances = chancesOf(table.outcomes);
      return {
        level: i + 1,
        outcomes: table.outcomes.map((o, j) => ({
          symbol: o.symbol,
          prize: o.prize,
          levelUp: o.levelUp,
          chance: chances[j]!,
        })),
      };
    }),
    spins: row?.spins ?? 0,
    maxStoredSpins: config.maxStoredSpins,
    spinCost: config.spinCost,
    progress: row?.progress ?? 0,
    topPrize: config.topPrize,
    canReset: level === config.levels.length,
    playPoints: config.playPoints,
  };
}

/** GET /rest/mini-game-slot/configs/ */
export async function getMiniGameSlot(db: Db, input: { brand: string; playerId: string; now: Date }) {
  const feature = await loadFeature(db, input.brand, 'miniGameSlot');
  if (!feature) throw notActiveError();
  const [row] = await db.select().from(miniGameSlots).where(eq(miniGameSlots.playerId, input.playerId));
  return miniGameSlotView(feature, row, input.now);
}
