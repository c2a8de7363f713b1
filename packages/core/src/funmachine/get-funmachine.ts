import { and, eq } from 'drizzle-orm';
import type { FunMachine } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { adventureMapProgress, funMeters, miniGameSlots } from '../db/schema/index.ts';
import { adventureMapView, claimableOf } from '../adventure-map/get-adventure-map.ts';
import { isLive, loadFeatures, type FeatureRecord } from '../engagement/load-features.ts';
import { percentOf } from '../engagement/play-points.ts';

/**
 * GET /rest/funmachine/: the cabinet of the mini games fed by play (funmeter, mini-game slot, adventure
 * map): for each live one, whether it has something to do now and how far play has filled it.
 */
export async function getFunMachine(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<FunMachine> {
  const live = (await loadFeatures(db, input.brand)).filter((f) => isLive(f, input.now));
  const find = <K extends 'funMeter' | 'miniGameSlot' | 'adventureMap'>(key: K) =>
    live.find((f) => f.key === key) as FeatureRecord<K> | undefined;
  const games: FunMachine['games'] = [];
  const meter = find('funMeter');
  if (meter) {
    const [row] = await db.select().from(funMeters).where(eq(funMeters.playerId, input.playerId));
    games.push({
      key: 'funMeter',
      isActive: true,
      ready: false,
      percent: percentOf(row?.points ?? 0, meter.config.capacity),
    });
  }
  const slot = find('miniGameSlot');
  if (slot) {
    const [row] = await db.select().from(miniGameSlots).where(eq(miniGameSlots.playerId, input.playerId));
    games.push({
      key: 'miniGameSlot',
      isActive: true,
      ready: (row?.spins ?? 0) > 0,
      percent: percentOf(row?.progress ?? 0, slot.config.spinCost),
    });
  }
  const map = find('adventureMap');
  if (map) {
    const [row] = await db
      .select()
      .from(adventureMapProgress)
      .where(
        and(
          eq(adventureMapProgress.playerId, input.playerId),
          eq(adventureMapProgress.mapSlug, map.config.slug),
        ),
      );
    games.push({
      key: 'adventureMap',
      isActive: true,
      ready: claimableOf(map, row) > 0,
      percent: adventureMapView(map, row, input.now).progressBar.percent,
    });
  }
  return { games };
}
