import { count, eq } from 'drizzle-orm';
import type { BackofficePlayerNote } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { playerNotes } from '../db/schema/index.ts';
import { appendAudit } from '../backoffice/audit-log.ts';
import { invalid } from '../errors.ts';
import type { OperatorActor } from './actor.ts';
import { findPlayerOr404 } from './get-player-detail.ts';
import { offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

export const NOTE_MAX_LENGTH = 2000;

const noteOf = (n: typeof playerNotes.$inferSelect): BackofficePlayerNote => ({
  id: Number(n.id),
  createdAt: n.createdAt.toISOString(),
  operatorId: n.operatorId,
  operatorEmail: n.operatorEmail,
  text: n.text,
});

/** An operator's note on the player, kept with its author, and audited in the same transaction. */
export async function addPlayerNote(
  db: Db,
  input: { playerId: string; text: string },
  actor: OperatorActor,
): Promise<BackofficePlayerNote> {
  const text = input.text.trim();
  if (!text || text.length > NOTE_MAX_LENGTH) throw invalid('Write a note of 1 to 2,000 characters.');
  return db.transaction(async (tx) => {
    await findPlayerOr404(tx, input.playerId);
    const [note] = await tx
      .insert(playerNotes)
      .values({
        playerId: input.playerId,
        operatorId: actor.operatorId,
        operatorEmail: actor.operatorEmail,
        text,
        createdAt: actor.at,
      })
      .returning();
    await appendAudit(tx, {
      ...actor,
      action: 'player.note',
      targetType: 'player',
      targetId: input.playerId,
      before: null,
      after: { noteId: Number(note!.id), text },
    });
    return noteOf(note!);
  });
}

export async function listPlayerNotes(
  db: Db,
  playerId: string,
  query: ListPage,
): Promise<Paged<BackofficePlayerNote>> {
  const where = eq(playerNotes.playerId, playerId);
  const order = orderOf(query, { createdAt: playerNotes.createdAt }, 'createdAt', playerNotes.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playerNotes)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(playerNotes).where(where),
  ]);
  return { rows: rows.map(noteOf), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
