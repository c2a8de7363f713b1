import { eq } from 'drizzle-orm';
import { VALIDATION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { requirePlayer } from './find-player.ts';
import { assertPasswordsMatch, assertStrongPassword, hashPassword, verifyPassword } from './passwords.ts';
import { retireTokens } from './restore-password-tokens.ts';
import { endPlayerSessions } from './sessions.ts';

export const OLD_PASSWORD_WRONG_TEXT =
  'Your current password is not correct. Please check it, or use "Forgot password?" to reset it.';
export const SAME_PASSWORD_TEXT = 'Your new password must be different from the current one.';
export const PASSWORD_CHANGED_TEXT = 'Your password has been changed.';

export interface ChangePasswordInput {
  playerId: string | null;
  /** The session the request came on; every other session of the player ends. */
  keepSessionId?: string | null;
  passwordOld?: string | undefined;
  password: string;
  passwordRepeat: string;
  now: Date;
}

/**
 * Sets a new password. The current one is asked for unless the account still has its generated
 * password (one-click sign-up). Other devices are signed out; the caller rotates the current session.
 */
export async function changePassword(db: Db, input: ChangePasswordInput) {
  const player = await requirePlayer(db, input.playerId);
  if (!player.hasAutoPassword) {
    if (!input.passwordOld)
      throw invalid(VALIDATION.password.oldRequired, { password_old: [VALIDATION.password.oldRequired] });
    if (!(await verifyPassword(player.passwordHash, input.passwordOld)))
      throw invalid(OLD_PASSWORD_WRONG_TEXT, { password_old: [OLD_PASSWORD_WRONG_TEXT] });
    if (input.passwordOld === input.password)
      throw invalid(SAME_PASSWORD_TEXT, { password: [SAME_PASSWORD_TEXT] });
  }
  assertPasswordsMatch(input.password, input.passwordRepeat);
  assertStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db
    .update(players)
    .set({ passwordHash, hasAutoPassword: false, updatedAt: input.now })
    .where(eq(players.id, player.id));
  // A restore link asked for before the change must not undo it.
  await retireTokens(db, player.id, 'password_restore', input.now);
  await endPlayerSessions(db, player.id, input.keepSessionId ?? undefined);
  return { playerId: player.id, message: PASSWORD_CHANGED_TEXT };
}
