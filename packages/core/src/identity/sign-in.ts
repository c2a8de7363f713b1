import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { refuseSignInDuringBreak } from '../self-exclusion/break-rules.ts';
import { refuseUnlessActive } from './account-status.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import {
  FAILURES_BEFORE_CHALLENGE,
  FAILURES_BEFORE_CHALLENGE_PER_IP,
  requireChallengeAfter,
  type SignInGuard,
} from './sign-in-guard.ts';

export const WRONG_CREDENTIALS_TEXT = 'Wrong email or password. Please check them and try again.';

/**
 * Checks the credentials. No lock: a lock lets anyone keep a player out with five wrong guesses. Instead,
 * after FAILURES_BEFORE_CHALLENGE failures for an email (or FAILURES_BEFORE_CHALLENGE_PER_IP from one
 * address) every attempt needs a solved proof-of-work challenge, and the right password with one always
 * signs in. Unknown emails count and cost the same as known ones, so neither reveals which accounts exist.
 * An account an operator locked or closed is refused with a 403 that says so (after the password only).
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; challenge?: string; redeemOnly?: boolean },
  context: { now: Date; ip: string; guard: SignInGuard },
) {
  const { now, ip, guard } = context;
  const emailKey = `sign-in:email:${input.email.toLowerCase()}`;
  const ipKey = `sign-in:ip:${ip}`;
  await requireChallengeAfter(
    guard,
    [
      [emailKey, FAILURES_BEFORE_CHALLENGE],
      [ipKey, FAILURES_BEFORE_CHALLENGE_PER_IP * guard.ipScale],
    ],
    input.challenge,
    now,
  );
  const [player] = await db.select().from(players).where(eq(players.email, input.email)).limit(1);
  let valid = false;
  if (player) valid = await verifyPassword(player.passwordHash, input.password);
  // An unknown email costs the time of a wrong password.
  else await verifyPassword(await decoyPasswordHash(), input.password);
  if (!player || !valid) {
    await guard.recordFailure([emailKey, ipKey], now);
    throw new DomainError({ status: 401, code: 'wrong_credentials', message: WRONG_CREDENTIALS_TEXT });
  }
  await guard.clear(emailKey);
  // Only now, with the password proven: a locked or closed account hears why it cannot sign in.
  refuseUnlessActive(player);
  await refuseSignInDuringBreak(db, player.id, now, input.redeemOnly);
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
