import { and, eq } from 'drizzle-orm';
import { CONTACT_CONFIRM, VALIDATION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { conflict, invalid } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { payStepReward, publishBalances } from '../rewards/pay-reward.ts';
import { phoneTakenByOther, PHONE_IN_USE_TEXT } from './change-phone.ts';
import { requirePlayer } from './find-player.ts';
import { checkCode, consumeToken } from './restore-password-tokens.ts';

export const NO_PHONE_TEXT = 'Please enter your phone number first; we will text you a code.';
export const PHONE_CODE_DEAD_TEXT =
  'This code is not valid any more: it expired or was typed wrong too many times. Please ask for a new one.';
export const phoneCodeWrongText = (attemptsLeft: number) =>
  `This code is not correct. You have ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`;
export const PHONE_CONFIRMED_TEXT = 'Thank you, your phone number is confirmed.';

/**
 * POST /rest/players/phone/confirm/: the code texted to the player's current number confirms it. The
 * account's first confirmed phone pays the phone reward in the same transaction, once.
 */
export async function confirmPhone(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string | null; code: string },
  now: Date,
) {
  const { db } = deps;
  const player = await requirePlayer(db, input.playerId);
  if (!player.phone) throw invalid(NO_PHONE_TEXT, { phone: [NO_PHONE_TEXT] });
  if (!/^\d{6}$/.test(input.code))
    throw invalid(VALIDATION.code.invalid, { code: [VALIDATION.code.invalid] });
  const check = await checkCode(db, {
    playerId: player.id,
    purpose: 'phone_confirm',
    code: input.code,
    maxAttempts: CONTACT_CONFIRM.phoneCodeMaxAttempts,
    now,
  });
  if (!check.ok) {
    const text = check.reason === 'wrong' ? phoneCodeWrongText(check.attemptsLeft) : PHONE_CODE_DEAD_TEXT;
    throw invalid(text, { code: [text] });
  }
  if (check.row.target !== player.phone)
    throw invalid(PHONE_CODE_DEAD_TEXT, { code: [PHONE_CODE_DEAD_TEXT] });
  if (await phoneTakenByOther(db, player.phone, player.id))
    throw conflict(PHONE_IN_USE_TEXT, { phone: [PHONE_IN_USE_TEXT] });
  const paid = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await consumeToken(tx, check.row.id, now)))
      throw invalid(PHONE_CODE_DEAD_TEXT, { code: [PHONE_CODE_DEAD_TEXT] });
    const confirmed = await tx
      .update(players)
      .set({ phoneConfirmedAt: now, updatedAt: now })
      .where(and(eq(players.id, player.id), eq(players.phone, check.row.target!)))
      .returning({ id: players.id });
    return confirmed.length > 0 && (await payStepReward(tx, 'phoneConfirmation', player.id));
  });
  if (paid) await publishBalances(db, deps.publisher, [player.id]);
  return { phone: player.phone!, message: PHONE_CONFIRMED_TEXT };
}
