import { and, eq, isNull, sql } from 'drizzle-orm';
import { VALIDATION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import { assertStrongPassword, hashPassword } from '../identity/passwords.ts';
import { EMAIL_TAKEN_TEXT } from '../identity/register-player.ts';
import { emailInUse, emailIndexViolated } from '../person-match/email-owner.ts';
import { canonicalEmail } from '../person-match/person-keys.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { payRegistrationRewards, publishBalances } from '../rewards/pay-reward.ts';

const emailTaken = () => conflict(EMAIL_TAKEN_TEXT, { email: [EMAIL_TAKEN_TEXT] });

/**
 * POST /rest/registration/complete/: a one-click account (no email, generated password) gets an email
 * and a password of the player's own. Email and length rules are checked by the schema already.
 * The registration is complete now: its rewards are paid in the same transaction.
 */
export async function completeRegistration(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string | null; email: string; password: string },
) {
  const player = await requirePlayer(deps.db, input.playerId);
  if (player.email !== null) throw conflict(VALIDATION.profile.registrationAlreadyComplete);
  assertStrongPassword(input.password);
  if (await emailInUse(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let updated;
  let rewarded: string[] = [];
  try {
    ({ updated, rewarded } = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .update(players)
        .set({
          email: input.email,
          canonicalEmail: canonicalEmail(input.email),
          primaryContact: player.primaryContact ?? 'email',
          passwordHash,
          hasAutoPassword: false,
          registrationCompletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        // Two completions at once: only the first finds the email still empty.
        .where(and(eq(players.id, player.id), isNull(players.email)))
        .returning();
      return { updated: row, rewarded: row ? await payRegistrationRewards(tx, row) : [] };
    }));
  } catch (error) {
    // Someone else took the mailbox between the check and the update: the unique index decides.
    if (emailIndexViolated(error)) throw emailTaken();
    throw error;
  }
  if (!updated) throw conflict(VALIDATION.profile.registrationAlreadyComplete);
  deps.publisher.toPlayer(player.id, {
    type: 'profile',
    action: 'profileUpdated',
    data: { email: updated.email, hasAutoPassword: false, registrationCompleted: true },
  });
  await publishBalances(deps.db, deps.publisher, rewarded);
  return updated;
}
