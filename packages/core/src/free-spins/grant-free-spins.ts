import { eq } from 'drizzle-orm';
import type { FreeSpinsPrize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { freeSpinGrants } from '../db/schema/free-spins.ts';

export interface FreeSpinsGranted {
  freeSpinId: string;
  endDate: Date;
  /** False when the key had granted them before (a repeated claim). */
  granted: boolean;
}

/**
 * Grants free spins inside the caller's transaction (the claim that earns them). Idempotent by `key`:
 * a repeat answers the first grant. The grant lasts `lifetimeSeconds` from `now`.
 */
export async function grantFreeSpins(
  tx: Db,
  input: { key: string; playerId: string; source: string; prize: FreeSpinsPrize; now: Date },
): Promise<FreeSpinsGranted> {
  const { prize } = input;
  const expiresAt = new Date(input.now.getTime() + prize.lifetimeSeconds * 1000);
  const inserted = await tx
    .insert(freeSpinGrants)
    .values({
      playerId: input.playerId,
      gameId: prize.gameId,
      total: prize.count,
      remaining: prize.count,
      betLevel: prize.betLevel,
      lifetimeSeconds: prize.lifetimeSeconds,
      expiresAt,
      source: input.source,
      grantKey: input.key,
    })
    .onConflictDoNothing({ target: freeSpinGrants.grantKey })
    .returning({ id: freeSpinGrants.id, expiresAt: freeSpinGrants.expiresAt });
  if (inserted[0]) return { freeSpinId: inserted[0].id, endDate: inserted[0].expiresAt, granted: true };
  const [first] = await tx
    .select({ id: freeSpinGrants.id, expiresAt: freeSpinGrants.expiresAt })
    .from(freeSpinGrants)
    .where(eq(freeSpinGrants.grantKey, input.key));
  return { freeSpinId: first!.id, endDate: first!.expiresAt, granted: false };
}
