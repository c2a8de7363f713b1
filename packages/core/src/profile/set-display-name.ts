import { and, eq, ne, sql } from 'drizzle-orm';
import { VALIDATION, type DisplayNameUpdate } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { isAbusiveName } from './abusive-names.ts';

const refuse = (status: number, code: string, message: string) =>
  new DomainError({ status, code, message, errors: { displayName: [message] } });

const taken = () => refuse(409, 'display_name_taken', VALIDATION.displayName.taken);

/**
 * Sets the name the player is known by (shape checked by `DisplayNameSchema`): refused when it holds a word of
 * the kept list, or when another player of the brand has it in any case. The unique index on
 * (brand, lower(name)) settles two players racing for the same name.
 */
export async function setDisplayName(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string | null; change: DisplayNameUpdate },
) {
  const player = await requirePlayer(deps.db, input.playerId);
  const { displayName } = input.change;
  if (isAbusiveName(displayName)) throw refuse(422, 'display_name_abusive', VALIDATION.displayName.abusive);
  if (displayName === player.displayName) return { displayName };
  const [other] = await deps.db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.brand, player.brand),
        ne(players.id, player.id),
        sql`lower(${players.displayName}) = lower(${displayName})`,
      ),
    )
    .limit(1);
  if (other) throw taken();
  try {
    await deps.db
      .update(players)
      .set({ displayName, updatedAt: sql`now()` })
      .where(eq(players.id, player.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  deps.publisher.toPlayer(player.id, { type: 'profile', action: 'profileUpdated', data: { displayName } });
  return { displayName };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
