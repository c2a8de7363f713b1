import { eq } from 'drizzle-orm';
import { CLAIM_REFUSALS, VALIDATION, type DepositStreakInfo, type Prize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { depositStreaks } from '../db/schema/index.ts';
import { claimFeature, notActiveError } from '../engagement/claim-feature.ts';
import { drawWeighted, type RandomSource } from '../engagement/draw-weighted.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { getDepositStreak, loadStreakRun, streakOccasion, wheelsSpunInPeriod } from './get-deposit-streak.ts';
import { streakStateAt } from './streak-rules.ts';

export interface StreakWheelState {
  streakId: string;
  sectorIndex: number;
}

export const streakNotCompleteError = () =>
  new DomainError({ status: 409, code: 'streak_not_complete', message: VALIDATION.claim.streakNotComplete });
export const streakDailyLimitError = () =>
  new DomainError({ status: 409, code: 'streak_daily_limit', message: VALIDATION.claim.streakDailyLimit });

/** The English texts of the wheel's refusals (web messages `validation.claim.*`). */
export const STREAK_REFUSAL_TEXTS = {
  notActive: CLAIM_REFUSALS.notActive.text,
  streakNotComplete: 'Complete your purchase streak to spin the wheel.',
  streakDailyLimit: 'You have spun today’s streak wheel. Come back tomorrow to spin again.',
} as const;

/**
 * GET /rest/deposit-streak/apply-prize/: spins the wheel of the player's full streak. The sector is drawn
 * on the server (node:crypto) inside the claim's transaction and paid once per streak run (occasion
 * `deposit-streak:{streakId}`); the run is then over (the next purchase starts a new one). A repeat before
 * the next purchase answers the same spin; racing spins pay once. Refused: the feature not running (409
 * `feature_not_active`), the streak not full (409 `streak_not_complete`), the day's wheels spun (409
 * `streak_daily_limit`) — each changes nothing.
 */
export async function spinDepositStreakWheel(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date; random?: RandomSource },
): Promise<{
  streakId: string;
  sectorIndex: number;
  prize: Prize;
  info: DepositStreakInfo;
  replayed: boolean;
}> {
  const { db } = deps;
  const { playerId, now } = input;
  const feature = liveFeature(await loadFeature(db, input.brand, 'depositStreak'), now);
  if (!feature) throw notActiveError();
  const run = await loadStreakRun(db, playerId);
  // A spun run answers its spin again (the claim replays); a full one spins; anything else is refused.
  if (!run || (!run.spunAt && streakStateAt(run, feature.config, now).kind !== 'full'))
    throw streakNotCompleteError();
  const occasion = streakOccasion(run.streakId);

  const outcome = await claimFeature<StreakWheelState, 'depositStreak'>(deps, {
    brand: input.brand,
    playerId,
    key: 'depositStreak',
    now,
    occasion,
    decide: async ({ tx, feature: current }) => {
      const locked = await loadStreakRun(tx, playerId, { forUpdate: true });
      if (
        !locked ||
        locked.streakId !== run.streakId ||
        streakStateAt(locked, current.config, now).kind !== 'full'
      )
        throw streakNotCompleteError();
      const spun = await wheelsSpunInPeriod(tx, {
        playerId,
        feature: current,
        now,
        exceptOccasion: occasion,
      });
      if (spun >= current.config.dailyWinLimit) throw streakDailyLimitError();
      const { index, item } = drawWeighted(current.config.sectors, input.random);
      await tx.update(depositStreaks).set({ spunAt: now }).where(eq(depositStreaks.playerId, playerId));
      return { prizes: [item.prize], state: { streakId: run.streakId, sectorIndex: index } };
    },
  });

  return {
    streakId: outcome.state.streakId,
    sectorIndex: outcome.state.sectorIndex,
    prize: outcome.prizes[0]!,
    info: await getDepositStreak(db, { brand: input.brand, playerId, now }),
    replayed: outcome.replayed,
  };
}
