import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';

export const SIGN_IN_LOCK = { maxFailures: 5, lockMinutes: 15 } as const;
export const WRONG_CREDENTIALS_TEXT = 'Wrong email or password. Please check them and try again.';
export const lockedText = (minutes: number) =>
  `Too many failed sign-in attempts. Your account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later or reset your password.`;

/**
 * Checks the credentials. Failures count per account; the fifth in a row locks it for 15 minutes.
 * An unknown email costs the same time as a wrong password, so neither reveals which accounts exist.
 */
export async function signIn(db: Db, input: { email: string; password: string }, now: Date) {
  const [player] = await db.select().from(players).where(eq(players.email, input.email)).limit(1);
  if (!player) {
    await verifyPassword(await decoyPasswordHash(), input.password);
    throw new DomainError(401, WRONG_CREDENTIALS_TEXT, undefined, 'wrong_credentials');
  }
  if (player.lockedUntil && player.lockedUntil > now) {
    const minutes = Math.ceil((player.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new DomainError(423, lockedText(minutes), undefined, 'locked');
  }
  if (!(await verifyPassword(player.passwordHash, input.password))) {
    const [after] = await db
      .update(players)
      .set({
        failedLoginCount: sql`${players.failedLoginCount} + 1`,
        lockedUntil: sql`CASE WHEN ${players.failedLoginCount} + 1 >= ${SIGN_IN_LOCK.maxFailures}
          THEN ${new Date(now.getTime() + SIGN_IN_LOCK.lockMinutes * 60_000).toISOString()}::timestamptz ELSE NULL END`,
      })
      .where(eq(players.id, player.id))
      .returning({ failed: players.failedLoginCount });
    if ((after?.failed ?? 0) >= SIGN_IN_LOCK.maxFailures)
      throw new DomainError(423, lockedText(SIGN_IN_LOCK.lockMinutes), undefined, 'locked');
    throw new DomainError(401, WRONG_CREDENTIALS_TEXT, undefined, 'wrong_credentials');
  }
  const [signedIn] = await db
    .update(players)
    .set({ failedLoginCount: 0, lockedUntil: null, previousLoginAt: player.lastLoginAt, lastLoginAt: now })
    .where(eq(players.id, player.id))
    .returning();
  return signedIn!;
}

/** Records a sign-in that did not go through a password (sign-up, restore link). */
export async function markSignedIn(db: Db, playerId: string, now: Date) {
  const [player] = await db
    .update(players)
    .set({
      previousLoginAt: sql`${players.lastLoginAt}`,
      lastLoginAt: now,
      failedLoginCount: 0,
      lockedUntil: null,
    })
    .where(eq(players.id, playerId))
    .returning();
  return player!;
}
