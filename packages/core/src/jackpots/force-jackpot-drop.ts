import type { ForceJackpotDrop } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jackpotTiers } from '../db/schema/jackpots.ts';
import { DomainError } from '../errors.ts';
import { commitmentOf, newSalt, type DropPointRandom } from './drop-point.ts';
import { publicTier } from './get-jackpots.ts';

/**
 * Test control (CLOCK_CONTROL=1 only, POST /rest/ops/jackpots/force-drop/): recommits the tier with a drop
 * point `above` units over its pot now (and a fresh salt), so a journey can reach a drop through the same
 * contribution, payment and reseeding path as any round.
 */
export async function forceJackpotDrop(
  tx: Db,
  input: ForceJackpotDrop & { at: Date },
  random?: Pick<DropPointRandom, 'salt'>,
) {
  const where = and(
    eq(jackpotTiers.brand, input.brand),
    eq(jackpotTiers.currency, input.currency),
    eq(jackpotTiers.key, input.key),
  );
  const [tier] = await tx.select().from(jackpotTiers).where(where).for('update');
  if (!tier)
    throw new DomainError({
      status: 404,
      code: 'not_found',
      message: 'This brand has no such jackpot tier.',
    });
  const dropPoint = tier.pot + input.above;
  const salt = (random?.salt ?? newSalt)();
  const [updated] = await tx
    .update(jackpotTiers)
    .set({
      dropPoint,
      salt,
      commitment: commitmentOf(dropPoint, salt),
      seededAt: input.at,
      updatedAt: input.at,
    })
    .where(eq(jackpotTiers.id, tier.id))
    .returning();
  return publicTier(updated!);
}
