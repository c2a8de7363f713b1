import { eq } from 'drizzle-orm';
import type { FreeSpinsPrize } from '@casino/contracts';
import { getGameDefinition } from '@casino/game-math';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { freeSpinGrants } from '../db/schema/free-spins.ts';
import { invalid } from '../errors.ts';

export interface FreeSpinsGranted {
  freeSpinId: string;
  endDate: Date;
  /** False when the key had granted them before (a repeated claim). */
  granted: boolean;
}

/** Free spins must be playable: an active in-house game (by catalogue slug) and one of its bet levels. */
async function assertPlayablePrize(tx: Db, prize: FreeSpinsPrize) {
  const [game] = await tx
    .select({ engineId: games.engineId, isActive: games.isActive })
    .from(games)
    .where(eq(games.slug, prize.gameId));
  const levels = game?.isActive ? getGameDefinition(game.engineId)?.betLevels : undefined;
  if (!levels) throw invalid('Free spins need an active in-house game: give its catalogue slug.');
  if (!levels.includes(prize.betLevel))
    throw invalid(`Free spins on this game need one of its bets: ${levels.join(', ')}.`);
}

/**
 * Grants free spins inside the caller's transaction (the claim that earns them). Idempotent by `key`:
 * a repeat answers the first grant. The grant lasts `lifetimeSeconds` from `now`. A game or bet level that
 * cannot be played is refused (422), undoing the caller's transaction rather than granting dead spins.
 */
export async function grantFreeSpins(
  tx: Db,
  input: { key: string; playerId: string; source: string; prize: FreeSpinsPrize; now: Date },
): Promise<FreeSpinsGranted> {
  const { prize } = input;
  await assertPlayablePrize(tx, prize);
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
