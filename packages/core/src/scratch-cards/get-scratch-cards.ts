import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { ScratchCard, ScratchCards } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { scratchCards } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';

type CardRow = typeof scratchCards.$inferSelect;

/** A card as the player sees it at `now`: its status and timer, never its prize before the reveal. */
export const toScratchCard = (row: CardRow, now: Date): ScratchCard => {
  const waiting = now < row.activatesAt;
  return {
    id: row.id,
    status: waiting ? 'ready_for_activate' : 'available',
    prize: null,
    timer: (waiting ? row.activatesAt : row.expiresAt).toISOString(),
  };
};

/**
 * The player's scratch cards (spec: `cards[]`, `finishedAt`): cards not scratched and not expired, the
 * soonest timer first. Cards earned keep their time after the feature ends (`isActive` false then).
 */
export async function getScratchCards(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<ScratchCards> {
  const [feature, rows] = await Promise.all([
    loadFeature(db, input.brand, 'scratchCardLottery'),
    db
      .select()
      .from(scratchCards)
      .where(
        and(
          eq(scratchCards.playerId, input.playerId),
          isNull(scratchCards.revealedAt),
          gt(scratchCards.expiresAt, input.now),
        ),
      )
      .orderBy(asc(scratchCards.activatesAt), asc(scratchCards.issuedAt), asc(scratchCards.id)),
  ]);
  const cards = rows.map((row) => toScratchCard(row, input.now));
  cards.sort((a, b) => statusRank(a) - statusRank(b) || a.timer.localeCompare(b.timer));
  return {
    isActive: feature !== null && isLive(feature, input.now),
    cards,
    finishedAt: feature?.schedule.finishesAt ?? null,
  };
}

/** Cards that can be scratched now come first. */
const statusRank = (card: ScratchCard) => (card.status === 'available' ? 0 : 1);
