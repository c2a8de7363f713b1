import { eq } from 'drizzle-orm';
import type { TakeBreakRequest } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { playerBreaks, players } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { endPlayerSessions } from '../identity/sessions.ts';
import { forgetProtectionHint } from '../play-limits/protection-hint.ts';
import { activeBreak, BREAK_TEXTS, breakView, breakEnd } from './break-rules.ts';

/**
 * The player takes a cooling-off or a self-exclusion: the break is recorded and every session of the player
 * ends in the same transaction (the caller then tells their open pages and closes their sockets). A break
 * may only make things stricter: one that would end before the break in force is refused.
 */
export async function takeBreak(db: Db, input: { playerId: string; request: TakeBreakRequest; now: Date }) {
  const { playerId, request, now } = input;
  const view = await db.transaction(async (tx) => {
    // The player's row, locked: two requests at once take turns, so the second sees the first's break.
    const [player] = await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.id, playerId))
      .for('update');
    if (!player) throw notFound('Player not found.');
    const endsAt = breakEnd(request.period, now);
    const liftsAt = request.kind === 'coolingOff' ? endsAt : null;
    const current = await activeBreak(tx, playerId, now);
    if (current) {
      const stricter =
        (request.kind === 'selfExclusion' && current.kind === 'coolingOff') ||
        (request.kind === current.kind &&
          (endsAt === null || (current.endsAt !== null && endsAt > current.endsAt)));
      if (!stricter) throw conflict(BREAK_TEXTS.alreadyOnBreak);
    }
    const [row] = await tx
      .insert(playerBreaks)
      .values({ playerId, kind: request.kind, period: request.period, startedAt: now, endsAt, liftsAt })
      .returning();
    await endPlayerSessions(tx, playerId, undefined, 'break');
    return breakView(row!, now);
  });
  // After commit: the player's next spin takes the fully checked path.
  forgetProtectionHint(playerId);
  return view;
}
