import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { conflict, invalid } from '../errors.ts';
import { emailInUse, emailIndexViolated } from '../person-match/email-owner.ts';
import { canonicalEmail } from '../person-match/person-keys.ts';
import type { MessageSender } from '../messaging/message-sender.ts';
import { sendConfirmationLink, type ContactMessageContext } from './confirm-email.ts';
import { requirePlayer } from './find-player.ts';
import { retireTokens } from './restore-password-tokens.ts';

export const EMAIL_IN_USE_TEXT =
  'Another account already uses this email address. Please enter a different one.';
export const SAME_EMAIL_TEXT = 'This is already your email address.';

/**
 * POST /rest/players/email/: the player's new email, unconfirmed until its link is opened. The link goes
 * out at once; links sent to the old address stop working.
 */
export async function changeEmail(
  deps: { db: Db; sender: MessageSender },
  input: ContactMessageContext & { playerId: string | null; email: string },
) {
  const { db } = deps;
  const player = await requirePlayer(db, input.playerId);
  if (player.email === input.email) {
    if (player.emailConfirmedAt) throw invalid(SAME_EMAIL_TEXT, { email: [SAME_EMAIL_TEXT] });
    // Same unconfirmed address: what the player wants is the link again.
    return sendConfirmationLink(deps, player, input);
  }
  if (await emailInUse(db, input.email, player.id))
    throw conflict(EMAIL_IN_USE_TEXT, { email: [EMAIL_IN_USE_TEXT] });
  try {
    await db
      .update(players)
      .set({
        email: input.email,
        canonicalEmail: canonicalEmail(input.email),
        primaryContact: player.primaryContact ?? 'email',
        emailConfirmedAt: null,
        updatedAt: input.now,
      })
      .where(eq(players.id, player.id));
  } catch (error) {
    // Two players claiming one mailbox at once: the unique index decides.
    if (emailIndexViolated(error)) throw conflict(EMAIL_IN_USE_TEXT, { email: [EMAIL_IN_USE_TEXT] });
    throw error;
  }
  await retireTokens(db, player.id, 'email_confirm', input.now);
  return sendConfirmationLink(deps, { id: player.id, email: input.email }, input);
}
