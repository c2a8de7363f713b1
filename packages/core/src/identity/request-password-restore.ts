import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { PASSWORD_RESTORE, type Locale, type RestoreSentState } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import type { MessageSender } from '../messaging/message-sender.ts';
import { renderMessage } from '../messaging/templates.ts';
import { issueCode, issueLinkToken } from './restore-password-tokens.ts';

export const RESTORE_SENT_TEXT =
  'If an account uses this email, we have sent it a link to reset the password. Please check your inbox.';
export const RESTORE_PHONE_SENT_TEXT =
  'If an account uses this phone number, we have sent it a code to reset the password.';

export interface RequestPasswordRestoreInput {
  email?: string | undefined;
  phone?: string | undefined;
  /** Scheme, host and port the links point to, e.g. https://play.example.com. */
  origin: string;
  locale: Locale;
  appName: string;
  now: Date;
}

/** The site path of a page in a language: en has no prefix, the others are under /{locale}. */
export const localizedSitePath = (path: string, locale: Locale) =>
  locale === 'en' ? path : `/${locale}${path}`;

/** The link of a restore email: any page opens the change-password modal from it. */
export const restoreLink = (origin: string, locale: Locale, token: string) =>
  `${origin}${localizedSitePath('/', locale)}?change-password=${encodeURIComponent(token)}`;

/**
 * Sends a restore link by email, or a code by text message to a confirmed phone. The answer is the same
 * whether or not an account exists, so the form cannot be used to find out who plays here.
 */
export async function requestPasswordRestore(
  deps: { db: Db; sender: MessageSender },
  input: RequestPasswordRestoreInput,
): Promise<{ state: RestoreSentState; message: string }> {
  const { db, sender } = deps;
  const { now } = input;
  if (input.email) {
    const [player] = await db.select().from(players).where(eq(players.email, input.email)).limit(1);
    if (player) {
      const token = await issueLinkToken(db, {
        playerId: player.id,
        purpose: 'password_restore',
        target: player.email,
        ttlMs: PASSWORD_RESTORE.linkTtlMinutes * 60_000,
        now,
      });
      const link = restoreLink(input.origin, input.locale, token);
      const message = renderMessage('passwordRestoreLink', input.locale, {
        appName: input.appName,
        link,
        minutes: PASSWORD_RESTORE.linkTtlMinutes,
      });
      await sender.send({
        ...message,
        to: input.email,
        link,
        locale: input.locale,
        playerId: player.id,
        fromName: input.appName,
      });
    }
    return { state: 'sent', message: RESTORE_SENT_TEXT };
  }
  const phone = input.phone ?? '';
  const player = await findPlayerByConfirmedPhone(db, phone);
  if (player) {
    const code = await issueCode(db, {
      playerId: player.id,
      purpose: 'password_restore',
      target: phone,
      ttlMs: PASSWORD_RESTORE.codeTtlMinutes * 60_000,
      now,
    });
    const message = renderMessage('passwordRestoreCode', input.locale, {
      appName: input.appName,
      code,
      minutes: PASSWORD_RESTORE.codeTtlMinutes,
    });
    await sender.send({ ...message, to: phone, locale: input.locale, playerId: player.id });
  }
  return { state: 'phone-sent', message: RESTORE_PHONE_SENT_TEXT };
}

/** Only a confirmed phone proves who holds it; the latest confirmation wins if two accounts ever share one. */
export async function findPlayerByConfirmedPhone(db: Db, phone: string) {
  if (!phone) return null;
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.phone, phone), isNotNull(players.phoneConfirmedAt)))
    .orderBy(desc(players.phoneConfirmedAt))
    .limit(1);
  return player ?? null;
}
