import { and, eq, isNull } from 'drizzle-orm';
import { CONTACT_CONFIRM, type Locale } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { conflict, invalid } from '../errors.ts';
import type { MessageSender } from '../messaging/message-sender.ts';
import { renderMessage } from '../messaging/templates.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { payStepReward, publishBalances } from '../rewards/pay-reward.ts';
import { requirePlayer, type Player } from './find-player.ts';
import { localizedSitePath } from './request-password-restore.ts';
import { consumeToken, findLinkToken, issueLinkToken } from './restore-password-tokens.ts';

export const NO_EMAIL_TEXT = 'Your account has no email address yet. Please add one first.';
export const EMAIL_ALREADY_CONFIRMED_TEXT = 'Your email address is already confirmed.';
export const EMAIL_LINK_INVALID_TEXT =
  'This confirmation link is not valid any more: it was already used, it expired, or your email changed since. Please ask for a new one.';
export const EMAIL_LINK_OTHER_ACCOUNT_TEXT =
  'This confirmation link belongs to another account. Sign in with that account to confirm its email.';
export const EMAIL_CONFIRMED_TEXT = 'Thank you, your email address is confirmed.';
export const emailSentText = (email: string) =>
  `We have sent a confirmation link to ${email}. Please open it within ${CONTACT_CONFIRM.emailLinkTtlHours} hours.`;

export interface ContactMessageContext {
  /** Scheme, host and port the links point to. */
  origin: string;
  locale: Locale;
  appName: string;
  /** When the request came in: links and codes expire from it. */
  now: Date;
}

/** The link of a confirmation email: the /email-verify page confirms it for the signed-in player. */
export const emailConfirmLink = (origin: string, locale: Locale, token: string) =>
  `${origin}${localizedSitePath('/email-verify', locale)}?token=${encodeURIComponent(token)}`;

/** Issues a 24-hour link for the player's current email and sends it. Earlier links stop working. */
export async function sendConfirmationLink(
  deps: { db: Db; sender: MessageSender },
  player: Pick<Player, 'id' | 'email'>,
  context: ContactMessageContext,
) {
  const email = player.email;
  if (!email) throw invalid(NO_EMAIL_TEXT, { email: [NO_EMAIL_TEXT] });
  const token = await issueLinkToken(deps.db, {
    playerId: player.id,
    purpose: 'email_confirm',
    target: email,
    ttlMs: CONTACT_CONFIRM.emailLinkTtlHours * 3_600_000,
    now: context.now,
  });
  const link = emailConfirmLink(context.origin, context.locale, token);
  const message = renderMessage('emailConfirmLink', context.locale, {
    appName: context.appName,
    link,
    hours: CONTACT_CONFIRM.emailLinkTtlHours,
  });
  await deps.sender.send({
    ...message,
    to: email,
    link,
    locale: context.locale,
    playerId: player.id,
    fromName: context.appName,
  });
  return { email, message: emailSentText(email) };
}

/** POST /rest/players/email/send-confirmation/: (re)sends the link for the signed-in player's email. */
export async function sendEmailConfirmation(
  deps: { db: Db; sender: MessageSender },
  input: ContactMessageContext & { playerId: string | null },
) {
  const player = await requirePlayer(deps.db, input.playerId);
  if (!player.email) throw invalid(NO_EMAIL_TEXT, { email: [NO_EMAIL_TEXT] });
  if (player.emailConfirmedAt) throw conflict(EMAIL_ALREADY_CONFIRMED_TEXT);
  return sendConfirmationLink(deps, player, input);
}

/**
 * Confirms the signed-in player's email with the token of the link. The link must have been sent to this
 * player for the address they have now; it works once. The first confirmation of an account pays the
 * email reward in the same transaction (an address confirmed after a change is not paid again).
 */
export async function confirmEmail(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string | null; token: string },
  now: Date,
) {
  const { db } = deps;
  const player = await requirePlayer(db, input.playerId);
  const row = await findLinkToken(db, input.token, 'email_confirm', now);
  if (!row) throw invalid(EMAIL_LINK_INVALID_TEXT, { token: [EMAIL_LINK_INVALID_TEXT] });
  if (row.playerId !== player.id)
    throw invalid(EMAIL_LINK_OTHER_ACCOUNT_TEXT, { token: [EMAIL_LINK_OTHER_ACCOUNT_TEXT] });
  if (!player.email || row.target !== player.email)
    throw invalid(EMAIL_LINK_INVALID_TEXT, { token: [EMAIL_LINK_INVALID_TEXT] });
  const paid = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await consumeToken(tx, row.id, now)))
      throw invalid(EMAIL_LINK_INVALID_TEXT, { token: [EMAIL_LINK_INVALID_TEXT] });
    const confirmed = await tx
      .update(players)
      .set({ emailConfirmedAt: now, updatedAt: now })
      .where(and(eq(players.id, player.id), eq(players.email, row.target!), isNull(players.emailConfirmedAt)))
      .returning({ id: players.id });
    return confirmed.length > 0 && (await payStepReward(tx, 'emailConfirmation', player.id));
  });
  if (paid) await publishBalances(db, deps.publisher, [player.id]);
  return { email: player.email!, message: EMAIL_CONFIRMED_TEXT };
}
