import { eq } from 'drizzle-orm';
import { BRANDS, isBrandKey, type RankLeagueConfig, type RankLeagueInfo } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { rankLeagueProgress } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { unauthorized } from '../errors.ts';
import { findPlayer } from '../identity/find-player.ts';
import { listPlayerOffers } from '../offers/player-offers.ts';
import { RANK_LEAGUE_DEFAULT_CONFIG } from './rank-league-feature.ts';
import { progressPercent, rankAt, rankViews } from './rank-rules.ts';
import { findVipBundleOffer } from './vip-bundle.ts';

/** A player's rank league points (0 before the first round). */
export async function rankLeaguePoints(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ points: rankLeagueProgress.points })
    .from(rankLeagueProgress)
    .where(eq(rankLeagueProgress.playerId, playerId));
  return row?.points ?? 0;
}

/** The brand's rank league config and whether it runs now (a brand without a row reads the defaults, off). */
export async function rankLeagueSettings(
  db: Db,
  brand: string,
  now: Date,
): Promise<{ live: boolean; config: RankLeagueConfig }> {
  const feature = await loadFeature(db, brand, 'rankLeague');
  return feature
    ? { live: isLive(feature, now), config: feature.config }
    : { live: false, config: RANK_LEAGUE_DEFAULT_CONFIG };
}

/**
 * Whether the VIP bundle is on for the player (the status that shows or hides its banner): the brand shows
 * the VIP offer, the rank league runs, the player's rank may buy it, and its offer is on sale for the
 * player now (unlocked by the rank, not bought up to its daily limit).
 */
export async function vipBundleStatus(
  db: Db,
  input: { brand: string; playerId: string; now: Date; live: boolean; rankAllows: boolean },
): Promise<RankLeagueInfo['vipBundle']> {
  const off = { isActive: false, presetId: null };
  if (!input.live || !input.rankAllows) return off;
  if (!isBrandKey(input.brand) || !BRANDS[input.brand].capabilities.vipBannerOffer) return off;
  const offer = await findVipBundleOffer(db);
  if (!offer) return off;
  const offers = await listPlayerOffers(db, { playerId: input.playerId, now: input.now });
  const sellable = offers.promoOffers.find((o) => o.id === offer.id);
  return sellable?.isAvailable ? { isActive: true, presetId: offer.id } : off;
}

/** GET /rest/rank-league/info/: the player's points, rank, progress to the next rank, the ranks and the VIP bundle. */
export async function getRankLeague(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<RankLeagueInfo> {
  if (!(await findPlayer(db, input.playerId))) throw unauthorized();
  const [{ live, config }, points] = await Promise.all([
    rankLeagueSettings(db, input.brand, input.now),
    rankLeaguePoints(db, input.playerId),
  ]);
  const ranks = rankViews(config.ranks, points);
  const rank = rankAt(config.ranks, points);
  const currentRank = ranks[rank - 1]!;
  const nextRank = ranks[rank] ?? null;
  return {
    enabled: live,
    points,
    currentRank,
    nextRank,
    pointsToNextRank: nextRank ? nextRank.points - points : null,
    progressPercent: progressPercent(config.ranks, points),
    ranks,
    pointsPerCoin: config.pointsPerCoin,
    pointsPerEntry: config.pointsPerEntry,
    vipBundle: await vipBundleStatus(db, {
      ...input,
      live,
      rankAllows: currentRank.vipBundle,
    }),
  };
}
