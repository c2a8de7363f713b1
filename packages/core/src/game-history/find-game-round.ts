import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { fairSeeds } from '../db/schema/provably-fair.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import { themeOf } from '../catalogue/themes.ts';
import { roundSeed, toGameRound } from './list-game-rounds.ts';

export const GAME_ROUND_NOT_FOUND = 'This round is not in your game history.';

/**
 * One of the player's own rounds with its stored outcome (the replay) and the art theme its game is drawn in
 * (null for a game the catalogue does not list); another player's round is not found.
 */
export async function findGameRound(db: Db, input: { playerId: string; roundId: string }) {
  const [row] = await db
    .select({ round: gameRounds, title: games.title, artworkSeed: games.artworkSeed, seed: roundSeed })
    .from(gameRounds)
    .leftJoin(games, eq(games.slug, gameRounds.gameId))
    .leftJoin(fairSeeds, eq(fairSeeds.id, gameRounds.fairSeedId))
    .where(and(eq(gameRounds.id, input.roundId), eq(gameRounds.playerId, input.playerId)));
  if (!row) throw new DomainError({ status: 404, code: 'round_not_found', message: GAME_ROUND_NOT_FOUND });
  return {
    round: toGameRound(row.round, row.title, row.seed),
    theme: row.artworkSeed === null ? null : themeOf(row.artworkSeed).key,
  };
}
