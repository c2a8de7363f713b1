import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rankLeagueProgress } from '../db/schema/index.ts';
import type { PlayerRank } from '../engagement/feature-module.ts';
import { loadFeature } from '../engagement/load-features.ts';
import { rankAt } from './rank-rules.ts';

/**
 * The rank league rank (1-based) a player holds: the last whose threshold their points reach, by the brand's
 * current config (so an operator's new thresholds apply at once, as everywhere in the league). A brand without
 * a valid league row has ranks of nobody: every player holds rank 1. The module provides it to the features
 * that read a rank (`playerRankOf`), with the ranks' names.
 */
export async function loadPlayerRank(
  db: Db,
  input: { brand: string; playerId: string },
): Promise<PlayerRank> {
  const feature = await loadFeature(db, input.brand, 'rankLeague');
  if (!feature) return { rank: 1, names: [] };
  const [row] = await db
    .select({ points: rankLeagueProgress.points })
    .from(rankLeagueProgress)
    .where(eq(rankLeagueProgress.playerId, input.playerId));
  const ranks = feature.config.ranks;
  return { rank: rankAt(ranks, row?.points ?? 0), names: ranks.map((r) => r.name) };
}
