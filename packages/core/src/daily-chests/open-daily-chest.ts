import type { DailyChests, Prize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { claimFeature, notActiveError } from '../engagement/claim-feature.ts';
import { drawWeighted, type RandomSource } from '../engagement/draw-weighted.ts';
import { loadFeature, liveFeature } from '../engagement/load-features.ts';
import { alreadyClaimedError } from '../engagement/period-claims.ts';
import { periodAt } from '../engagement/periods.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { chestClaimIn, getDailyChests, type ChestClaimState } from './get-daily-chests.ts';

export interface DailyChestOpened {
  /** The chest opened: the one picked, or for a racing repeat the one the first request picked. */
  chest: number;
  prize: Prize;
  dailyChests: DailyChests;
  replayed: boolean;
}

/**
 * Opens one of the day's chests. What is inside is drawn on the server from the config's weights when
 * it opens (every chest has the same odds: the pick is the player's, the chance is not changed by it).
 * Refused when the chests are off (409), the chest does not exist (400), the player must confirm a phone
 * (403) or has more coins than the config allows (409), or has opened one this period (409).
 */
export async function openDailyChest(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; chest: number; now: Date; random?: RandomSource },
): Promise<DailyChestOpened> {
  const { db } = deps;
  const { playerId, now } = input;
  const feature = liveFeature(await loadFeature(db, input.brand, 'dailyChests'), now);
  if (!feature) throw notActiveError();
  if (input.chest >= feature.config.chests) throw invalid('Choose a chest.', { chest: ['Choose a chest.'] });
  if (await chestClaimIn(db, playerId, periodAt(feature.schedule, now))) throw alreadyClaimedError();

  const outcome = await claimFeature<ChestClaimState, 'dailyChests'>(deps, {
    brand: input.brand,
    playerId,
    key: 'dailyChests',
    now,
    decide: async ({ feature: current }) => {
      if (input.chest >= current.config.chests)
        throw invalid('Choose a chest.', { chest: ['Choose a chest.'] });
      const { index, item } = drawWeighted(current.config.contents, input.random);
      return { prizes: [item.prize], state: { chest: input.chest, contentIndex: index } };
    },
  });
  const dailyChests = await getDailyChests(db, { brand: input.brand, playerId, now });
  if (!dailyChests) throw notActiveError();
  return {
    chest: outcome.state.chest,
    prize: outcome.prizes[0]!,
    dailyChests,
    replayed: outcome.replayed,
  };
}
