import { eq } from 'drizzle-orm';
import { OPERATOR_PASSWORD_MIN, OperatorRoleSchema, type OperatorRole } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { operators } from '../db/schema/index.ts';
import { conflict, invalid } from '../errors.ts';
import { generatePassword, hashPassword } from '../identity/passwords.ts';
import { isCommonPassword } from '../identity/common-passwords.ts';

export type OperatorAccount = typeof operators.$inferSelect;

/** What the back-office shows of an operator: never the hashes or the secret. */
export const operatorView = (row: OperatorAccount) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  twoFactor: row.totpConfirmedAt !== null,
  recoveryCodesLeft: row.recoveryCodeHashes.length,
  failedAttempts: row.failedAttempts,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
export type OperatorView = ReturnType<typeof operatorView>;

/** An operator's password: at least OPERATOR_PASSWORD_MIN characters, and not a common one. */
export function assertOperatorPassword(password: string, field = 'password') {
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > 200)
    throw invalid(`An operator's password has at least ${OPERATOR_PASSWORD_MIN} characters.`, {
      [field]: [`At least ${OPERATOR_PASSWORD_MIN} characters.`],
    });
  if (isCommonPassword(password))
    throw invalid('This password is too common and easy to guess: choose another one.', {
      [field]: ['Too common.'],
    });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new operator. Without a password one is generated (20 characters, ~115 bits) and returned: shown once,
 * never stored in clear, and replaced by the operator's own at the first sign-in. Two-factor sign-in is set up
 * at the first sign-in.
 */
export async function registerOperator(
  db: Db,
  input: { email: string; role: OperatorRole | string; password?: string | null },
): Promise<{ operator: OperatorAccount; password: string; generated: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    throw invalid('Enter a valid email address.', { email: ['Enter a valid email address.'] });
  const role = OperatorRoleSchema.safeParse(input.role);
  if (!role.success)
    throw invalid(`Unknown role "${input.role}": choose one of ${OperatorRoleSchema.options.join(', ')}.`, {
      role: ['Unknown role.'],
    });
  const generated = !input.password;
  const password = input.password || generatePassword(20);
  assertOperatorPassword(password);
  const [existing] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, email))
    .limit(1);
  if (existing) throw conflict('An operator with this email already exists.', { email: ['Already exists.'] });
  const [operator] = await db
    .insert(operators)
    .values({
      email,
      role: role.data,
      passwordHash: await hashPassword(password),
      // A generated password is one-time: replaced at the first sign-in (docs/backoffice.md).
      passwordChangeRequired: generated,
    })
    .onConflictDoNothing()
    .returning();
  if (!operator)
    throw conflict('An operator with this email already exists.', { email: ['Already exists.'] });
  return { operator, password, generated };
}
