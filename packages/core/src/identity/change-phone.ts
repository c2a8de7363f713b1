import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { CONTACT_CONFIRM } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { conflict } from '../errors.ts';
import type { MessageSender } from '../messaging/message-sender.ts';
import { renderMessage } from '../messaging/templates.ts';
import type { ContactMessageContext } from './confirm-email.ts';
import { requirePlayer } from './find-player.ts';
import { issueCode } from './restore-password-tokens.ts';

export const PHONE_IN_USE_TEXT =
  'Another account already uses this phone number. Please enter a different one.';
export const PHONE_ALREADY_CONFIRMED_TEXT = 'This phone number is already confirmed on your account.';
export const phoneCodeSentText = (phone: string) =>
  `We have sent a 6-digit code to ${phone}. It expires in ${CONTACT_CONFIRM.phoneCodeTtlMinutes} minutes.`;

/** Whether another player has confirmed this number (a confirmed number belongs to one account). */
export async function phoneTakenByOther(db: Db, phone: string, playerId: string) {
  const [other] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.phone, phone), isNotNull(players.phoneConfirmedAt), ne(players.id, playerId)))
    .limit(1);
  return Boolean(other);
}

/**
 * POST /rest/players/phone/: stores the number unconfirmed and texts a 6-digit code (10 minutes, five
 * tries). Sending the same unconfirmed number again sends a new code.
 */
export async function changePhone(
  deps: { db: Db; sender: MessageSender },
  input: Omit<ContactMessageContext, 'origin'> & { playerId: string | null; phone: string },
) {
  const { db, sender } = deps;
  const player = await requirePlayer(db, input.playerId);
  if (player.phone === input.phone && player.phoneConfirmedAt)
    throw conflict(PHONE_ALREADY_CONFIRMED_TEXT, { phone: [PHONE_ALREADY_CONFIRMED_TEXT] });
  if (await phoneTakenByOther(db, input.phone, player.id))
    throw conflict(PHONE_IN_USE_TEXT, { phone: [PHONE_IN_USE_TEXT] });
  if (player.phone !== input.phone || player.phoneConfirmedAt)
    await db
      .update(players)
      .set({
        phone: input.phone,
        // A one-click account's first contact is its phone.
        primaryContact: player.primaryContact ?? 'phone',
        phoneConfirmedAt: null,
        updatedAt: input.now,
      })
      .where(eq(players.id, player.id));
  const code = await issueCode(db, {
    playerId: player.id,
    purpose: 'phone_confirm',
    target: input.phone,
    ttlMs: CONTACT_CONFIRM.phoneCodeTtlMinutes * 60_000,
    now: input.now,
  });
  const message = renderMessage('phoneConfirmCode', input.locale, {
    appName: input.appName,
    code,
    minutes: CONTACT_CONFIRM.phoneCodeTtlMinutes,
  });
  await sender.send({ ...message, to: input.phone, locale: input.locale, playerId: player.id });
  return {
    phone: input.phone,
    expiresInSeconds: CONTACT_CONFIRM.phoneCodeTtlMinutes * 60,
    message: phoneCodeSentText(input.phone),
  };
}
