import { and, eq } from 'drizzle-orm';
import { MAGIC_BOX_REFUSALS, type MagicBox, type MagicBoxPrize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { magicBoxes } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { claimFeature } from '../engagement/claim-feature.ts';
import { drawWeighted, type RandomSource } from '../engagement/draw-weighted.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { getMagicBox, openableBoxes } from './get-magic-box.ts';
import { runningEvent } from './magic-box-feature.ts';

const refusal = (status: number, key: keyof typeof MAGIC_BOX_REFUSALS) =>
  new DomainError({ status, code: MAGIC_BOX_REFUSALS[key].code, message: MAGIC_BOX_REFUSALS[key].text });

export interface MagicBoxOpened {
  id: string;
  prize: MagicBoxPrize;
  event: string | null;
  data: MagicBox;
  replayed: boolean;
}

/**
 * Opens a mystery box (the one named, else the one expiring soonest): its content is drawn now on the
 * server from the config's weights — the running event's prizes during an event — and paid through the
 * claim rule (occasion `magic-box:{id}`; racing opens of one box pay once and answer the same). A box
 * earned while the feature ran opens until it expires, also after the feature ended. No box: 409.
 */
export async function openMagicBox(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; id?: string | undefined; now: Date; random?: RandomSource },
): Promise<MagicBoxOpened> {
  const { db } = deps;
  const { playerId, now } = input;
  let boxId: string;
  if (input.id) {
    const [box] = await db
      .select({ id: magicBoxes.id })
      .from(magicBoxes)
      .where(and(eq(magicBoxes.id, input.id), eq(magicBoxes.playerId, playerId)));
    if (!box) throw refusal(409, 'noBox');
    boxId = box.id;
  } else {
    const [box] = await openableBoxes(db, playerId, now);
    if (!box) throw refusal(409, 'noBox');
    boxId = box.id;
  }

  const outcome = await claimFeature<{ boxId: string; event: string | null; prizeIndex: number }, 'magicBox'>(
    deps,
    {
      brand: input.brand,
      playerId,
      key: 'magicBox',
      now,
      occasion: `magic-box:${boxId}`,
      requireLive: false,
      decide: async ({ tx, feature }) => {
        const [row] = await tx.select().from(magicBoxes).where(eq(magicBoxes.id, boxId)).for('update');
        if (!row || row.openedAt) throw refusal(409, 'noBox');
        if (now >= row.expiresAt) throw refusal(409, 'expired');
        const event = runningEvent(feature.config, now);
        const { index, item } = drawWeighted(event?.prizes ?? feature.config.prizes, input.random);
        await tx.update(magicBoxes).set({ openedAt: now }).where(eq(magicBoxes.id, boxId));
        return {
          prizes: [{ coins: item.prize.coins, entries: item.prize.entries, freeSpins: null }],
          state: { boxId, event: event?.slug ?? null, prizeIndex: index },
        };
      },
    },
  );
  const paid = outcome.prizes[0]!;
  return {
    id: boxId,
    prize: { coins: paid.coins, entries: paid.entries },
    event: outcome.state.event,
    data: await getMagicBox(db, { brand: input.brand, playerId, now }),
    replayed: outcome.replayed,
  };
}
