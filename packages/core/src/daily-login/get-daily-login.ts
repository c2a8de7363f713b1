import type { DailyLoginInfo, DailyLoginPrize, Prize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { loadFeaturePlayer, recentClaimsOf, type ClaimedFreeSpins } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { periodAt, previousPeriodKey } from '../engagement/periods.ts';
import { dailyLoginFeature } from './daily-login-feature.ts';
import { claimedLevel, dailyLoginProgress } from './daily-login-rules.ts';

/** Where free spins are played: the lobby with their game open. */
export const freeSpinsLink = (gameId: string) => `/lobby/?game=${encodeURIComponent(gameId)}`;

/** A level's prize in the spec's flat shape; with the grant once the level was collected. */
export function toDailyLoginPrize(
  level: number,
  prize: Prize,
  grant: Pick<ClaimedFreeSpins, 'freeSpinId' | 'endDate'> | null = null,
): DailyLoginPrize {
  const spins = prize.freeSpins;
  return {
    level,
    coins: prize.coins,
    entries: prize.entries,
    freeSpinCount: spins?.count ?? 0,
    gameId: spins?.gameId ?? null,
    freeSpinId: spins ? (grant?.freeSpinId ?? null) : null,
    freeSpinsBetLevel: spins?.betLevel ?? null,
    freeSpinLifetime: spins?.lifetimeSeconds ?? null,
    endDate: spins ? (grant?.endDate.toISOString() ?? null) : null,
    link: spins ? freeSpinsLink(spins.gameId) : null,
  };
}

/**
 * GET /rest/daily-login/info/: the levels and their prizes (collected levels of the current run as they
 * were paid, with their free spins), the level the next claim pays, whether it can be collected now, and
 * why not. A brand whose daily login is off answers `isActive: false` with its (or the default) levels.
 */
export async function getDailyLogin(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<DailyLoginInfo> {
  const [record, player] = await Promise.all([
    loadFeature(db, input.brand, 'dailyLogin'),
    loadFeaturePlayer(db, input.playerId),
  ]);
  const config = record?.config ?? dailyLoginFeature.defaults.config;
  const schedule = record?.schedule ?? dailyLoginFeature.defaults.schedule;
  const live = record !== null && isLive(record, input.now);
  const levels = config.levels.length;

  const claims = await recentClaimsOf(db, { playerId: input.playerId, key: 'dailyLogin', limit: levels });
  const period = periodAt(schedule, input.now);
  const progress = dailyLoginProgress({
    levels,
    lastClaim: claims[0] ?? null,
    periodKey: period.key,
    previousPeriodKey: previousPeriodKey(schedule, input.now),
  });
  // The current run is the latest `claimedLevels` claims (levels claimedLevels … 1).
  const run = new Map(
    claims.slice(0, progress.claimedLevels).map((claim) => [claimedLevel(claim), claim] as const),
  );
  const prizes = config.levels.map((prize, index) => {
    const level = index + 1;
    const claimed = run.get(level);
    return claimed
      ? toDailyLoginPrize(level, claimed.prizes[0] ?? prize, claimed.freeSpins[0] ?? null)
      : toDailyLoginPrize(level, prize);
  });
  const reasonType = live ? (dailyLoginFeature.availability?.({ config, player }) ?? null) : null;
  return {
    isActive: live,
    isAvailable: live && !progress.claimedToday && reasonType === null,
    finishedAt: schedule.finishesAt,
    nextPeriodAt: live ? period.endsAt.toISOString() : null,
    levels,
    activeLevel: progress.activeLevel,
    claimedLevels: progress.claimedLevels,
    streakReset: progress.streakReset,
    prizes,
    type: config.type,
    reasonType: reasonType === 'phone' ? 'phone' : null,
  };
}
