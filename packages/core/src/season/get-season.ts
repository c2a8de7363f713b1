import { and, count, eq } from 'drizzle-orm';
import type { Season, SeasonSummary } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { payments, seasonProgress } from '../db/schema/index.ts';
import { notFound, unauthorized } from '../errors.ts';
import { isLive, loadFeature, type FeatureRecord } from '../engagement/load-features.ts';
import { findPlayer } from '../identity/find-player.ts';
import { levelProgressPercents, seasonLevel, seasonPoints, totalProgressPercents } from './season-rules.ts';

/** Completed purchases of a player (the tower of a `requiresDeposit` brand opens with the first). */
export async function completedDeposits(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'completed')));
  return Number(row?.n ?? 0);
}

/** What the player has bet in the season `slug`. */
export async function seasonBets(db: Db, playerId: string, slug: string) {
  const [row] = await db
    .select({ coinsBet: seasonProgress.coinsBet, entriesBet: seasonProgress.entriesBet })
    .from(seasonProgress)
    .where(and(eq(seasonProgress.playerId, playerId), eq(seasonProgress.slug, slug)));
  return { coinsBet: Number(row?.coinsBet ?? 0), entriesBet: Number(row?.entriesBet ?? 0) };
}

/**
 * GET /rest/seasons/{type}/: the tower of the running season — every level with its points and prize, the
 * player's points, level and progress. A season that is not running answers `isEnabled: false`, level 0.
 */
export async function getSeason(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<Season> {
  const player = await findPlayer(db, input.playerId);
  if (!player) throw unauthorized();
  const feature = await loadFeature(db, input.brand, 'season');
  if (!feature) throw notFound('There is no season on this site.');
  const config = feature.config;
  const isEnabled = isLive(feature, input.now);
  const isAvailable =
    isEnabled && (!config.requiresDeposit || (await completedDeposits(db, input.playerId)) > 0);
  const points = seasonPoints(config, await seasonBets(db, input.playerId, config.slug));
  const level = seasonLevel(config, points);
  return {
    isEnabled,
    isAvailable,
    slug: config.slug,
    type: config.type,
    currentLevel: level,
    totalProgressPercents: totalProgressPercents(config, points),
    points,
    nextLevelPoints: config.levels[level]?.points ?? null,
    levelProgressPercents: levelProgressPercents(config, points),
    finishedAt: feature.schedule.finishesAt,
    coinsPerPoint: config.coinsPerPoint,
    entriesPerPoint: config.entriesPerPoint,
    requiresDeposit: config.requiresDeposit,
    levels: config.levels.map((l, i) => ({
      level: i + 1,
      points: l.points,
      prize: l.prize,
      isReached: i < level,
    })),
  };
}

const NO_SEASON: SeasonSummary = {
  isEnabled: false,
  isAvailable: false,
  slug: null,
  currentLevel: 0,
  totalProgressPercents: 0,
};

/**
 * The profile's `season` from the brand's `season` row the caller has read (the player state's), with one
 * statement for the player's season totals.
 */
export async function seasonSummaryOf(
  db: Db,
  input: { feature: FeatureRecord<'season'> | null; playerId: string; depositsCount: number; now: Date },
): Promise<SeasonSummary> {
  const { feature } = input;
  if (!feature || !isLive(feature, input.now)) return NO_SEASON;
  const { config } = feature;
  const points = seasonPoints(config, await seasonBets(db, input.playerId, config.slug));
  return {
    isEnabled: true,
    isAvailable: !config.requiresDeposit || input.depositsCount > 0,
    slug: config.slug,
    currentLevel: seasonLevel(config, points),
    totalProgressPercents: totalProgressPercents(config, points),
  };
}
