import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerBreaks } from '../db/schema/index.ts';
import { appendAudit } from '../backoffice/audit-log.ts';
import type { OperatorActor } from '../backoffice-players/actor.ts';
import { conflict, notFound } from '../errors.ts';
import { BREAK_TEXTS, breakView } from './break-rules.ts';

/** Every break of a player, newest first (the back-office player page). */
export async function listPlayerBreaks(db: Db, playerId: string, now: Date) {
  const rows = await db
    .select()
    .from(playerBreaks)
    .where(eq(playerBreaks.playerId, playerId))
    .orderBy(desc(playerBreaks.id));
  return rows.map((row) => breakView(row, now));
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
