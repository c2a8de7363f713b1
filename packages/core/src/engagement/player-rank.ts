import type { Db } from '../db/client.ts';
import { featureModules, type PlayerRank, type RankRise } from './feature-module.ts';

/** A brand without a rank ladder: every player holds rank 1. */
const NO_RANK: PlayerRank = { rank: 1, names: [] };

/**
 * The player's rank, from the module that provides ranks (the rank league: `playerRank`), read by the features
 * whose rules ask for one (a race's audience, a quest's required rank) without naming it. Rank 1 when none does.
 */
export async function playerRankOf(db: Db, input: { brand: string; playerId: string }): Promise<PlayerRank> {
  const provider = featureModules().find((module) => module.playerRank);
  return provider?.playerRank ? provider.playerRank(db, input) : NO_RANK;
}

/** Tells every module that reacts to it (`rankRose`) that a player's rank rose, in the list's order. */
export async function rankRose(rise: RankRise): Promise<void> {
  for (const module of featureModules()) await module.rankRose?.(rise);
}
