import { and, desc, eq, isNull, or, ne, type SQL } from 'drizzle-orm';
import type { LastWinner } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { games, players, winners, winnersFeedSettings } from '../db/schema/index.ts';
import { gameImage } from '../catalogue/catalogue-source.ts';
import { maskedName, namedPlayerColumns } from './masked-name.ts';

/**
 * Winners as the feed shows them, newest first: active games only, players who hid their wins left out,
 * names masked at read time (a player's later choice applies to their earlier wins too).
 */
export async function selectWinners(db: Db, where: SQL | undefined, limit: number): Promise<LastWinner[]> {
  const rows = await db
    .select({
      id: winners.id,
      kind: winners.kind,
      amount: winners.amount,
      currency: winners.currency,
      wonAt: winners.wonAt,
      ...namedPlayerColumns,
      game: { id: games.id, slug: games.slug, title: games.title, artworkSeed: games.artworkSeed },
    })
    .from(winners)
    .innerJoin(players, eq(players.id, winners.playerId))
    .innerJoin(games, and(eq(games.id, winners.gameId), eq(games.isActive, true)))
    .leftJoin(winnersFeedSettings, eq(winnersFeedSettings.playerId, winners.playerId))
    .where(
      and(
        where,
        or(isNull(winnersFeedSettings.display), ne(winnersFeedSettings.display, 'hidden')),
        isNull(players.closedAt),
      ),
    )
    .orderBy(desc(winners.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: maskedName(r),
    kind: r.kind,
    game: { id: r.game.id, slug: r.game.slug, title: r.game.title, img: gameImage(r.game).src },
    amount: r.amount,
    currency: r.currency,
    wonAt: r.wonAt.toISOString(),
  }));
}
