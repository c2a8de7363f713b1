import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operators } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { hashPassword, verifyPassword } from '../identity/passwords.ts';
import { appendAudit } from './audit-log.ts';
import { assertOperatorPassword, type OperatorAccount } from './create-operator.ts';

export const OPERATOR_PASSWORD_CHANGE_REQUIRED_TEXT =
  'Choose your own password first: the one-time password you signed in with must be replaced before the back-office can be used.';
export const OPERATOR_WRONG_CURRENT_PASSWORD_TEXT =
  'Your current password is not right. Enter the password you signed in with.';
export const OPERATOR_SAME_PASSWORD_TEXT = 'Choose a new password, different from your current one.';

/**
 * An operator replaces their password (the one-time one of a new account, or their own): the current one
 * is checked, the new one follows the operators' rule and differs from it. The hash, the cleared
 * `passwordChangeRequired` flag and the `operator.passwordChange` audit row are written in one transaction;
 * the session stays.
 */
export async function changeOperatorPassword(
  db: Db,
  input: { operator: OperatorAccount; currentPassword: string; newPassword: string },
  context: { now: Date; ip?: string | null },
): Promise<OperatorAccount> {
  const { operator, currentPassword, newPassword } = input;
  if (!(await verifyPassword(operator.passwordHash, currentPassword)))
    throw invalid(OPERATOR_WRONG_CURRENT_PASSWORD_TEXT, { currentPassword: ['Not right.'] });
  if (newPassword === currentPassword)
    throw invalid(OPERATOR_SAME_PASSWORD_TEXT, { newPassword: ['The same as the current one.'] });
  assertOperatorPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Only over the hash just verified: two changes at once cannot both apply.
    const [changed] = await tx
      .update(operators)
      .set({ passwordHash, passwordChangeRequired: false })
      .where(and(eq(operators.id, operator.id), eq(operators.passwordHash, operator.passwordHash)))
      .returning();
    if (!changed) throw invalid(OPERATOR_WRONG_CURRENT_PASSWORD_TEXT, { currentPassword: ['Not right.'] });
    await appendAudit(tx, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: 'operator.passwordChange',
      targetType: 'operator',
      targetId: operator.id,
      before: { passwordChangeRequired: operator.passwordChangeRequired },
      after: { passwordChangeRequired: false },
      ip: context.ip ?? null,
      at: context.now,
    });
    return changed;
  });
}
