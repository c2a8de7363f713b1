import type { DailyWheel, Prize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { claimFeature, notActiveError } from '../engagement/claim-feature.ts';
import { drawWeighted, multiplyPrize, type RandomSource } from '../engagement/draw-weighted.ts';
import { loadFeature, liveFeature } from '../engagement/load-features.ts';
import { alreadyClaimedError } from '../engagement/period-claims.ts';
import { periodAt, previousPeriodKey } from '../engagement/periods.ts';
import type { Publisher } from '../realtime/publisher.ts';
import {
  dailyWheelView,
  depositedIn,
  EXTRA_WHEEL_SLOT,
  loadWheelClaims,
  spinSlot,
} from './get-daily-wheel.ts';
import { nextStreak, type WheelClaimState } from './wheel-streak.ts';

export interface DailyWheelSpin {
  sectorIndex: number;
  prize: Prize;
  dailyWheel: DailyWheel;
  /** True when a racing request had spun this very spin: nothing was paid now. */
  replayed: boolean;
}

/**
 * Spins the player's wheel: the day's spin, else the extra one a deposit this period earned, else 409.
 * The sector is drawn on the server (node:crypto) inside the claim's transaction; the streak's booster
 * multiplies the day's spin that completes the run. Racing spins of one slot pay once and get the same
 * answer (the claim rule); a spin after the period's spins are used is refused.
 */
export async function spinDailyWheel(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date; random?: RandomSource },
): Promise<DailyWheelSpin> {
  const { db } = deps;
  const { playerId, now } = input;
  const feature = liveFeature(await loadFeature(db, input.brand, 'dailyWheel'), now);
  if (!feature) throw notActiveError();
  const period = periodAt(feature.schedule, now);
  const [claims, deposited] = await Promise.all([
    loadWheelClaims(db, playerId, period),
    depositedIn(db, playerId, period),
  ]);
  const slot = spinSlot(feature, claims, deposited);
  if (!slot) throw alreadyClaimedError();

  const outcome = await claimFeature<WheelClaimState, 'dailyWheel'>(deps, {
    brand: input.brand,
    playerId,
    key: 'dailyWheel',
    now,
    ...(slot === 'extra' ? { slot: EXTRA_WHEEL_SLOT } : {}),
    decide: async ({ feature: current, lastClaim }) => {
      const { config } = current;
      const { index, item } = drawWeighted(config.sectors, input.random);
      const last = lastClaim as { period: string; state: WheelClaimState } | null;
      // The extra spin keeps the day's streak (its claim comes after the day's) and is never boosted.
      const streak =
        slot === 'extra'
          ? (last?.state.streak ?? 1)
          : nextStreak(last, previousPeriodKey(current.schedule, now), config.streakForBooster);
      const boosted = slot === 'regular' && streak === config.streakForBooster;
      const prize = boosted ? multiplyPrize(item.prize, config.boosterMultiplier) : item.prize;
      return { prizes: [prize], state: { sectorIndex: index, streak, boosted } };
    },
  });

  const after = await loadWheelClaims(db, playerId, period);
  return {
    sectorIndex: outcome.state.sectorIndex,
    prize: outcome.prizes[0]!,
    dailyWheel: dailyWheelView(feature, { claims: after, deposited, now }),
    replayed: outcome.replayed,
  };
}
