import { and, eq, sql } from 'drizzle-orm';
import type { PublicRoom, PushMessage, WinnerKind } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { winners } from '../db/schema/index.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { selectWinners } from './winner-rows.ts';

/** Rows of a brand's feed kept; older ones are deleted as new ones come (the home shows 12). */
export const WINNERS_KEPT = 200;

export interface Win {
  kind: WinnerKind;
  /** What makes the win once: a replay of the same (kind, ref) adds nothing. */
  ref: string;
  brand: string;
  playerId: string;
  /** The game as sessions and rounds name it (its slug). */
  gameSlug: string;
  currency: 'COIN' | 'ENTRY' | 'WINNING';
  /** In the currency's minor unit. */
  amount: number;
  at: Date;
}

/** Where the feed's push goes: a dispatcher's buffered pushes, or a publisher after the commit. */
export interface WinPushes {
  toRoom(room: PublicRoom, message: PushMessage): void;
}

/**
 * Adds a win to its brand's feed inside the caller's transaction — the one call a source of wins makes
 * (big wins, prize drops, jackpots) — and pushes it to open pages (room `public`; the server throttles it
 * per brand). Nothing is added for a replayed win or a game outside the catalogue; nothing is pushed for a
 * player who hid their wins. Answers whether a row was added.
 */
export async function recordWin(tx: Db, push: WinPushes, win: Win): Promise<boolean> {
  if (win.amount <= 0) return false;
  const inserted = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      INSERT INTO winners (brand, kind, ref, player_id, game_id, currency, amount, won_at)
      SELECT ${win.brand}, ${win.kind}, ${win.ref}, ${win.playerId}::uuid, g.id, ${win.currency},
        ${win.amount}::bigint, ${win.at.toISOString()}::timestamptz
      FROM games g WHERE g.slug = ${win.gameSlug}
      ON CONFLICT (kind, ref) DO NOTHING
      RETURNING id`),
  );
  const id = inserted[0] ? Number(inserted[0].id) : null;
  if (id === null) return false;
  // The feed is capped: rows past the brand's newest WINNERS_KEPT go (by the (brand, id) index).
  await tx.execute(sql`
    DELETE FROM winners WHERE brand = ${win.brand} AND id <= (
      SELECT id FROM winners WHERE brand = ${win.brand} ORDER BY id DESC OFFSET ${WINNERS_KEPT} LIMIT 1)`);
  const [shown] = await selectWinners(tx, and(eq(winners.id, id), eq(winners.brand, win.brand)), 1);
  if (shown)
    push.toRoom('public', { type: 'winners', action: 'won', data: { brand: win.brand, winners: [shown] } });
  return true;
}
