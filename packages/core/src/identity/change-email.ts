import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { conflict, invalid } from '../errors.ts';
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
  const [taken] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, input.email))
    .limit(1);
  if (taken) throw conflict(EMAIL_IN_USE_TEXT, { email: [EMAIL_IN_USE_TEXT] });
  try {
    await db
      .update(players)
      .set({ email: input.email, emailConfirmedAt: null, updatedAt: input.now })
      .where(eq(players.id, player.id));
  } catch (error) {
    const message = String(
      (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message,
    );
    // Two players claiming one address at once: the unique index decides.
    if (message.includes('players_email_idx'))
      throw conflict(EMAIL_IN_USE_TEXT, { email: [EMAIL_IN_USE_TEXT] });
    throw error;
  }
  await retireTokens(db, player.id, 'email_confirm', input.now);
  return sendConfirmationLink(deps, { id: player.id, email: input.email }, input);
}
