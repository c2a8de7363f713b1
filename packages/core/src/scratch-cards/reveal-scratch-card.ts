import { and, eq } from 'drizzle-orm';
import { SCRATCH_CARD_REFUSALS, type ScratchCardPrize, type ScratchCards } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { scratchCards } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { claimFeature } from '../engagement/claim-feature.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { getScratchCards } from './get-scratch-cards.ts';

const refusal = (status: number, key: keyof typeof SCRATCH_CARD_REFUSALS) =>
  new DomainError({
    status,
    code: SCRATCH_CARD_REFUSALS[key].code,
    message: SCRATCH_CARD_REFUSALS[key].text,
  });

export interface ScratchCardRevealed {
  id: string;
  prize: ScratchCardPrize;
  data: ScratchCards;
  replayed: boolean;
}

/**
 * Reveals a scratched card and pays the prize drawn when it was issued, through the claim rule (occasion
 * `scratch-card:{id}`: 32 racing reveals pay once and all answer the same prize). A card can be revealed
 * between its activation and its expiry (409 otherwise), also after the feature ended: it was earned
 * while it ran. Another player's card or an unknown id is 404.
 */
export async function revealScratchCard(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; id: string; now: Date },
): Promise<ScratchCardRevealed> {
  const { db } = deps;
  const { playerId, now } = input;
  const [card] = await db
    .select({ id: scratchCards.id })
    .from(scratchCards)
    .where(and(eq(scratchCards.id, input.id), eq(scratchCards.playerId, playerId)));
  if (!card) throw refusal(404, 'notFound');

  const outcome = await claimFeature<{ cardId: string }, 'scratchCardLottery'>(deps, {
    brand: input.brand,
    playerId,
    key: 'scratchCardLottery',
    now,
    occasion: `scratch-card:${card.id}`,
    requireLive: false,
    decide: async ({ tx }) => {
      const [row] = await tx.select().from(scratchCards).where(eq(scratchCards.id, card.id)).for('update');
      if (!row) throw refusal(404, 'notFound');
      if (now < row.activatesAt) throw refusal(409, 'notYetActive');
      if (now >= row.expiresAt) throw refusal(409, 'expired');
      await tx.update(scratchCards).set({ revealedAt: now }).where(eq(scratchCards.id, card.id));
      const prize = row.prize as ScratchCardPrize;
      return {
        prizes: [{ coins: prize.coins, entries: prize.entries, freeSpins: null }],
        state: { cardId: card.id },
      };
    },
  });
  const paid = outcome.prizes[0]!;
  return {
    id: card.id,
    prize: { coins: paid.coins, entries: paid.entries },
    data: await getScratchCards(db, { brand: input.brand, playerId, now }),
    replayed: outcome.replayed,
  };
}
