import { eq } from 'drizzle-orm';
import type { RankConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { rankLeagueProgress } from '../db/schema/index.ts';
import { loadFeature } from '../engagement/load-features.ts';
import { rankAt } from './rank-rules.ts';

/**
 * The rank league rank (1-based) a player holds: the last whose threshold their points reach, by the brand's
 * current config (so an operator's new thresholds apply at once, as everywhere in the league). A brand without
 * a valid league row has ranks of nobody: every player holds rank 1.
 */
export async function loadPlayerRank(
  db: Db,
  input: { brand: string; playerId: string },
): Promise<{ rank: number; ranks: readonly RankConfig[] }> {
  const feature = await loadFeature(db, input.brand, 'rankLeague');
  if (!feature) return { rank: 1, ranks: [] };
  const [row] = await db
    .select({ points: rankLeagueProgress.points })
    .from(rankLeagueProgress)
    .where(eq(rankLeagueProgress.playerId, input.playerId));
  const ranks = feature.config.ranks;
  return { rank: rankAt(ranks, row?.points ?? 0), ranks };
}
