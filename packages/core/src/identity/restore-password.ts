import { eq } from 'drizzle-orm';
import { PASSWORD_RESTORE } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { assertPasswordsMatch, assertStrongPassword, hashPassword } from './passwords.ts';
import { findPlayerByConfirmedPhone } from './request-password-restore.ts';
import {
  checkCode,
  consumeToken,
  findLinkToken,
  retireTokens,
  type AuthTokenRow,
} from './restore-password-tokens.ts';
import { refuseUnlessActive } from './account-status.ts';
import { endPlayerSessions } from './sessions.ts';

export const RESTORE_LINK_INVALID_TEXT =
  'This password reset link is not valid any more: it was already used or it expired. Please ask for a new one.';
export const RESTORE_CODE_WRONG_TEXT = (attemptsLeft: number) =>
  `This code is not correct. You have ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`;
export const RESTORE_CODE_DEAD_TEXT =
  'This code is not valid any more: it expired or was typed wrong too many times. Please ask for a new one.';

export interface RestoreSecret {
  /** The token of the email link, or the code of the text message. */
  token: string;
  /** With a code: the phone it was sent to. */
  phone?: string | undefined;
}

/** The live restore secret, or a 422 that says to ask for a new one. A wrong code uses up an attempt. */
async function findRestoreSecret(db: Db, secret: RestoreSecret, now: Date): Promise<AuthTokenRow> {
  if (!secret.phone) {
    const row = await findLinkToken(db, secret.token, 'password_restore', now);
    if (!row) throw invalid(RESTORE_LINK_INVALID_TEXT, { token: [RESTORE_LINK_INVALID_TEXT] });
    return row;
  }
  const player = await findPlayerByConfirmedPhone(db, secret.phone);
  if (!player) throw invalid(RESTORE_CODE_DEAD_TEXT, { token: [RESTORE_CODE_DEAD_TEXT] });
  const check = await checkCode(db, {
    playerId: player.id,
    purpose: 'password_restore',
    code: secret.token,
    maxAttempts: PASSWORD_RESTORE.codeMaxAttempts,
    now,
  });
  if (check.ok && check.row.target === secret.phone) return check.row;
  const text =
    check.ok || check.reason !== 'wrong'
      ? RESTORE_CODE_DEAD_TEXT
      : RESTORE_CODE_WRONG_TEXT(check.attemptsLeft);
  throw invalid(text, { token: [text] });
}

/** Whether a restore link (or code) still works; it is not used up, so the form can follow. */
export async function confirmRestoreToken(db: Db, secret: RestoreSecret, now: Date) {
  const row = await findRestoreSecret(db, secret, now);
  return { playerId: row.playerId };
}

/**
 * Sets a new password from a restore link or code: the secret is used up, every session of the player
 * ends, and the caller signs the player in on a fresh one. Opening an emailed link also proves the email.
 */
export async function restorePassword(
  db: Db,
  input: RestoreSecret & { password: string; passwordRepeat: string },
  now: Date,
) {
  assertPasswordsMatch(input.password, input.passwordRepeat);
  assertStrongPassword(input.password);
  const row = await findRestoreSecret(db, input, now);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (!(await consumeToken(tx as unknown as Db, row.id, now)))
      throw invalid(RESTORE_LINK_INVALID_TEXT, { token: [RESTORE_LINK_INVALID_TEXT] });
    const [player] = await tx
      .update(players)
      .set({ passwordHash, hasAutoPassword: false, failedLoginCount: 0, lockedUntil: null, updatedAt: now })
      .where(eq(players.id, row.playerId))
      .returning();
    if (!player) throw invalid(RESTORE_LINK_INVALID_TEXT, { token: [RESTORE_LINK_INVALID_TEXT] });
    // A locked or closed account keeps its password and its link: the transaction rolls back.
    refuseUnlessActive(player);
    if (!input.phone && row.target && row.target === player.email && !player.emailConfirmedAt)
      await tx.update(players).set({ emailConfirmedAt: now }).where(eq(players.id, player.id));
    await retireTokens(tx as unknown as Db, player.id, 'password_restore', now);
    await endPlayerSessions(tx as unknown as Db, player.id);
    return { playerId: player.id };
  });
}
