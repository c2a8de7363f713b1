import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { fairSeeds } from '../db/schema/provably-fair.ts';
import { gameRounds } from '../db/schema/wallet.ts';

export const GAME_HISTORY_PAGE_SIZE = 20;

/** The player's rounds, newest first, one page at a time (pages count from 1). */
export async function listGameRounds(db: Db, input: { playerId: string; page: number; pageSize?: number }) {
  const pageSize = input.pageSize ?? GAME_HISTORY_PAGE_SIZE;
  const page = Math.max(1, Math.floor(input.page));
  const [rows, [total]] = await Promise.all([
    db
      .select({ round: gameRounds, title: games.title, seed: roundSeed })
      .from(gameRounds)
      // The catalogue's name for the game, when the round's game is in our catalogue.
      .leftJoin(games, eq(games.slug, gameRounds.gameId))
      .leftJoin(fairSeeds, eq(fairSeeds.id, gameRounds.fairSeedId))
      .where(eq(gameRounds.playerId, input.playerId))
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.playerId, input.playerId)),
  ]);
  const totalRounds = Number(total?.n ?? 0);
  return {
    rounds: rows.map(({ round, title, seed }) => toGameRound(round, title, seed)),
    page,
    pageSize,
    total: totalRounds,
    pages: Math.max(1, Math.ceil(totalRounds / pageSize)),
  };
}

/** What a round shows of its seed pair: the commitment, and the seed only once the pair is revealed. */
export const roundSeed = {
  serverSeedHash: fairSeeds.serverSeedHash,
  revealedSeed: sql<
    string | null
  >`CASE WHEN ${fairSeeds.revealedAt} IS NOT NULL THEN ${fairSeeds.serverSeed} END`,
};
type RoundSeed = { serverSeedHash: string | null; revealedSeed: string | null } | null;

/** A round row as the player's history shows it. */
export function toGameRound(r: typeof gameRounds.$inferSelect, title: string | null, seed: RoundSeed) {
  return {
    id: r.id,
    gameId: r.gameId,
    gameTitle: title,
    provider: r.provider,
    currency: r.currency,
    bet: r.bet,
    win: r.win,
    balanceBefore: r.balanceBefore,
    balanceAfter: r.balanceAfter,
    status: r.status,
    outcome: r.outcome ?? null,
    fairness:
      seed?.serverSeedHash && r.fairClientSeed !== null && r.fairNonce !== null
        ? {
            serverSeedHash: seed.serverSeedHash,
            clientSeed: r.fairClientSeed,
            nonce: r.fairNonce,
            serverSeed: seed.revealedSeed,
          }
        : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
