import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { canonicalEmail } from './person-keys.ts';

/**
 * Whether another account reaches this mailbox: the same address, or another spelling of it
 * (`name+again@…`, a dotted Gmail address). One account per mailbox, so one set of sign-up rewards.
 */
export async function emailInUse(db: Db, email: string, exceptPlayerId?: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        or(eq(players.email, email), eq(players.canonicalEmail, canonicalEmail(email))),
        exceptPlayerId ? ne(players.id, exceptPlayerId) : undefined,
      ),
    )
    .limit(1);
  return taken !== undefined;
}

/** Two accounts claiming one mailbox at once: a unique index decided (the exact or the canonical email). */
export function emailIndexViolated(error: unknown): boolean {
  const message = String(
    (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message,
  );
  return message.includes('players_email_idx') || message.includes('players_canonical_email_idx');
}
