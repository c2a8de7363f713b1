import { and, count, eq, not, type SQL } from 'drizzle-orm';
import type { BackofficePlayerBreaksQuery, PlayerBreak } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { playerBreaks } from '../db/schema/index.ts';
import { appendAudit } from '../backoffice/audit-log.ts';
import type { OperatorActor } from '../backoffice-players/actor.ts';
import { offsetOf, orderOf, type ListPage, type Paged } from '../backoffice-players/paging.ts';
import { conflict, notFound } from '../errors.ts';
import { BREAK_TEXTS, breakInForce, breakView } from './break-rules.ts';

/**
 * A player's breaks for the back-office player page, paged and sorted like every back-office list (newest
 * first by default), filtered by `state` (in force at `now`, or over) and `kind`.
 */
export async function listPlayerBreaks(
  db: Db,
  playerId: string,
  query: ListPage & Pick<BackofficePlayerBreaksQuery, 'state' | 'kind'>,
  now: Date,
): Promise<Paged<PlayerBreak>> {
  const filters: SQL[] = [eq(playerBreaks.playerId, playerId)];
  if (query.state === 'inForce') filters.push(breakInForce(now)!);
  if (query.state === 'over') filters.push(not(breakInForce(now)!));
  if (query.kind) filters.push(eq(playerBreaks.kind, query.kind));
  const where = and(...filters);
  const order = orderOf(
    query,
    { startedAt: playerBreaks.startedAt, endsAt: playerBreaks.endsAt, liftsAt: playerBreaks.liftsAt },
    'startedAt',
    playerBreaks.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playerBreaks)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(playerBreaks).where(where),
  ]);
  return {
    rows: rows.map((row) => breakView(row, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * An admin lifts a break early, with a reason (permission `players.lift-break`, admins only). Audited as
 * `player.break.lift` with the break before and after, in the same transaction.
 */
export async function liftBreak(
  db: Db,
  input: { playerId: string; breakId: number; reason: string },
  actor: OperatorActor,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playerBreaks)
      .where(and(eq(playerBreaks.id, input.breakId), eq(playerBreaks.playerId, input.playerId)))
      .for('update');
    if (!row) throw notFound(BREAK_TEXTS.notFound);
    const over = row.liftedAt !== null || (row.liftsAt !== null && row.liftsAt <= actor.at);
    if (over) throw conflict(BREAK_TEXTS.notInForce);
    const [after] = await tx
      .update(playerBreaks)
      .set({
        liftedAt: actor.at,
        liftedBy: actor.operatorEmail ?? actor.operatorId,
        liftReason: input.reason,
      })
      .where(eq(playerBreaks.id, row.id))
      .returning();
    await appendAudit(tx, {
      ...actor,
      action: 'player.break.lift',
      targetType: 'player',
      targetId: input.playerId,
      before: breakView(row, actor.at),
      after: { ...breakView(after!, actor.at), reason: input.reason },
    });
    return breakView(after!, actor.at);
  });
}
