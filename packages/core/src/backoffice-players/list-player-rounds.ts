import { count, eq } from 'drizzle-orm';
import { fromMinorUnits, type BackofficeRoundRow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { gameRounds } from '../db/schema/index.ts';
import { offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

/** The player's game rounds, newest first by default; amounts in the units players see. */
export async function listPlayerRounds(
  db: Db,
  playerId: string,
  query: ListPage,
): Promise<Paged<BackofficeRoundRow>> {
  const where = eq(gameRounds.playerId, playerId);
  const order = orderOf(
    query,
    { createdAt: gameRounds.createdAt, bet: gameRounds.bet, win: gameRounds.win },
    'createdAt',
    gameRounds.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(gameRounds).where(where),
  ]);
  return {
    rows: rows.map((r) => {
      const units = (minor: number) => fromMinorUnits(r.currency, Number(minor));
      return {
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        gameSlug: r.gameId,
        provider: r.provider,
        currency: r.currency,
        bet: units(r.bet),
        win: units(r.win),
        balanceBefore: units(r.balanceBefore),
        balanceAfter: units(r.balanceAfter),
        status: r.status,
        freeSpin: r.freeSpinId !== null,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
