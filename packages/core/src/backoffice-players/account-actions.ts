import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players, sessions } from '../db/schema/index.ts';
import { appendAudit } from '../backoffice/audit-log.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { accountStatusOf } from '../identity/account-status.ts';
import { endPlayerSessions } from '../identity/sessions.ts';
import type { OperatorActor } from './actor.ts';
import { PLAYER_NOT_FOUND_TEXT, playerBalances } from './get-player-detail.ts';

export const ALREADY_LOCKED_TEXT = 'This account is already locked.';
export const NOT_LOCKED_TEXT = 'This account is not locked.';
export const ALREADY_CLOSED_TEXT = 'This account is closed; a closed account stays closed.';

const REASON_MAX_LENGTH = 500;

function checkedReason(reason: string) {
  const text = reason.trim();
  if (text.length < 3 || text.length > REASON_MAX_LENGTH)
    throw invalid('Give a reason of 3 to 500 characters.', {
      reason: ['Give a reason of 3 to 500 characters.'],
    });
  return text;
}

/** The player's row locked for this transaction: two operators acting at once take turns. */
async function lockedRow(tx: Db, playerId: string) {
  const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  if (!player) throw notFound(PLAYER_NOT_FOUND_TEXT);
  return player;
}

const stateOf = (p: {
  lockedAt: Date | null;
  lockReason: string | null;
  closedAt: Date | null;
  closeReason: string | null;
}) => ({
  status: accountStatusOf(p),
  lockedAt: p.lockedAt?.toISOString() ?? null,
  lockReason: p.lockReason,
  closedAt: p.closedAt?.toISOString() ?? null,
  closeReason: p.closeReason,
});

/**
 * Locks the account: every session ends in the same transaction and sign-in is refused (with a message
 * that says so) until an operator unlocks it. Audited as `player.lock`.
 */
export async function lockPlayer(db: Db, input: { playerId: string; reason: string }, actor: OperatorActor) {
  const reason = checkedReason(input.reason);
  await db.transaction(async (tx) => {
    const player = await lockedRow(tx, input.playerId);
    if (player.closedAt) throw conflict(ALREADY_CLOSED_TEXT);
    if (player.lockedAt) throw conflict(ALREADY_LOCKED_TEXT);
    const [after] = await tx
      .update(players)
      .set({ lockedAt: actor.at, lockReason: reason, updatedAt: actor.at })
      .where(eq(players.id, player.id))
      .returning();
    const ended = await endPlayerSessions(tx, player.id).returning({ id: sessions.id });
    await appendAudit(tx, {
      ...actor,
      action: 'player.lock',
      targetType: 'player',
      targetId: player.id,
      before: stateOf(player),
      after: { ...stateOf(after!), sessionsEnded: ended.length },
    });
  });
}

/** Lifts an operator's lock: the player may sign in again. Audited as `player.unlock`. */
export async function unlockPlayer(
  db: Db,
  input: { playerId: string; reason: string },
  actor: OperatorActor,
) {
  const reason = checkedReason(input.reason);
  await db.transaction(async (tx) => {
    const player = await lockedRow(tx, input.playerId);
    if (player.closedAt) throw conflict(ALREADY_CLOSED_TEXT);
    if (!player.lockedAt) throw conflict(NOT_LOCKED_TEXT);
    const [after] = await tx
      .update(players)
      .set({ lockedAt: null, lockReason: null, updatedAt: actor.at })
      .where(eq(players.id, player.id))
      .returning();
    await appendAudit(tx, {
      ...actor,
      action: 'player.unlock',
      targetType: 'player',
      targetId: player.id,
      before: stateOf(player),
      after: { ...stateOf(after!), reason },
    });
  });
}

/**
 * Closes the account for good: sessions end, sign-in is refused, the balances stay as they are (recorded
 * in the audit row). Audited as `player.close`.
 */
export async function closePlayer(db: Db, input: { playerId: string; reason: string }, actor: OperatorActor) {
  const reason = checkedReason(input.reason);
  await db.transaction(async (tx) => {
    const player = await lockedRow(tx, input.playerId);
    if (player.closedAt) throw conflict(ALREADY_CLOSED_TEXT);
    const [after] = await tx
      .update(players)
      .set({ closedAt: actor.at, closeReason: reason, updatedAt: actor.at })
      .where(eq(players.id, player.id))
      .returning();
    const ended = await endPlayerSessions(tx, player.id).returning({ id: sessions.id });
    await appendAudit(tx, {
      ...actor,
      action: 'player.close',
      targetType: 'player',
      targetId: player.id,
      before: stateOf(player),
      after: {
        ...stateOf(after!),
        sessionsEnded: ended.length,
        balances: await playerBalances(tx, player.id),
      },
    });
  });
}
