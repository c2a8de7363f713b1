import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { BACKOFFICE_SESSION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { operators, operatorSessions, operatorSignIns } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { decoyPasswordHash, verifyPassword } from '../identity/passwords.ts';
import { appendAudit } from './audit-log.ts';
import type { OperatorAccount } from './create-operator.ts';
import { createOperatorSession, sessionExpiry } from './operator-sessions.ts';
import {
  checkTotp,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  totpQrSvg,
  totpUrl,
} from './totp.ts';

export const OPERATOR_WRONG_CREDENTIALS_TEXT = 'Wrong email or password. Please check them and try again.';
export const OPERATOR_WRONG_CODE_TEXT =
  'That code is not right (or was already used). Enter the current 6-digit code from your authenticator app, or an unused recovery code.';
export const OPERATOR_DISABLED_TEXT = 'This operator account is disabled. Ask an administrator.';
export const OPERATOR_STEP_EXPIRED_TEXT = 'The sign-in expired. Enter your email and password again.';

interface Context {
  now: Date;
  ip?: string | null;
  userAgent?: string | null;
}

export async function recordOperatorSignIn(
  db: Db,
  row: { email: string; operatorId: string | null; success: boolean; reason: string },
  context: Context,
) {
  await db.insert(operatorSignIns).values({ ...row, at: context.now, ip: context.ip ?? null });
}

const until = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const operatorLockedText = (lockedUntil: Date) =>
  `Too many failed sign-in attempts: this account is locked until ${until(lockedUntil)}. Try again then, or ask an administrator.`;

const locked = (lockedUntil: Date) =>
  new DomainError({ status: 423, code: 'locked', message: operatorLockedText(lockedUntil) });

/**
 * Counts a failed password or code. The failure that reaches BACKOFFICE_SESSION.maxFailures in a row locks
 * the account for lockoutSeconds; the refusal then says until when.
 */
async function countFailure(
  db: Db,
  operator: OperatorAccount,
  reason: string,
  text: string,
  context: Context,
): Promise<never> {
  const [counted] = await db
    .update(operators)
    .set({ failedAttempts: sql`${operators.failedAttempts} + 1` })
    .where(eq(operators.id, operator.id))
    .returning({ failedAttempts: operators.failedAttempts });
  let lockedUntil: Date | null = null;
  if ((counted?.failedAttempts ?? 0) >= BACKOFFICE_SESSION.maxFailures) {
    lockedUntil = new Date(context.now.getTime() + BACKOFFICE_SESSION.lockoutSeconds * 1000);
    await db.update(operators).set({ failedAttempts: 0, lockedUntil }).where(eq(operators.id, operator.id));
  }
  await recordOperatorSignIn(
    db,
    {
      email: operator.email,
      operatorId: operator.id,
      success: false,
      reason: lockedUntil ? `${reason}+locked` : reason,
    },
    context,
  );
  if (lockedUntil) throw locked(lockedUntil);
  throw new DomainError({ status: 401, code: reason, message: text });
}

export type OperatorPasswordStep =
  | { step: 'totp'; operator: OperatorAccount; sessionToken: string }
  | {
      step: 'totpSetup';
      operator: OperatorAccount;
      sessionToken: string;
      secret: string;
      otpauthUrl: string;
      qrSvg: string;
    };

/**
 * The password step. Right → a half-open session that only the code step accepts, and on the first sign-in
 * (or after an administrator reset two-factor sign-in) a new TOTP secret to scan. Every attempt is recorded;
 * the failures count towards the lockout (reset only by a full sign-in, so guessing codes after a right
 * password still locks).
 */
export async function signInOperator(
  db: Db,
  input: { email: string; password: string },
  context: Context,
): Promise<OperatorPasswordStep> {
  const email = input.email.trim().toLowerCase();
  const [operator] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  if (!operator) {
    // An unknown email costs the time of a wrong password.
    await verifyPassword(await decoyPasswordHash(), input.password);
    await recordOperatorSignIn(
      db,
      { email, operatorId: null, success: false, reason: 'unknownEmail' },
      context,
    );
    throw new DomainError({ status: 401, code: 'wrongPassword', message: OPERATOR_WRONG_CREDENTIALS_TEXT });
  }
  if (operator.lockedUntil && operator.lockedUntil > context.now) {
    await recordOperatorSignIn(
      db,
      { email, operatorId: operator.id, success: false, reason: 'locked' },
      context,
    );
    throw locked(operator.lockedUntil);
  }
  if (!(await verifyPassword(operator.passwordHash, input.password)))
    return countFailure(db, operator, 'wrongPassword', OPERATOR_WRONG_CREDENTIALS_TEXT, context);
  if (operator.disabledAt) {
    await recordOperatorSignIn(
      db,
      { email, operatorId: operator.id, success: false, reason: 'disabled' },
      context,
    );
    throw new DomainError({ status: 403, code: 'disabled', message: OPERATOR_DISABLED_TEXT });
  }
  const { token } = await createOperatorSession(db, operator.id, 'password', context.now, context);
  await recordOperatorSignIn(
    db,
    { email, operatorId: operator.id, success: true, reason: 'password' },
    context,
  );
  if (operator.totpConfirmedAt && operator.totpSecret) return { step: 'totp', operator, sessionToken: token };
  // Not set up yet: a new secret at each password step until a code confirms one.
  const secret = newTotpSecret();
  await db
    .update(operators)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(operators.id, operator.id));
  const otpauthUrl = totpUrl(operator.email, secret);
  return {
    step: 'totpSetup',
    operator,
    sessionToken: token,
    secret,
    otpauthUrl,
    qrSvg: await totpQrSvg(otpauthUrl),
  };
}

export interface OperatorCodeStep {
  operator: OperatorAccount;
  /** The full session's token: a new one (the half-open token ends). */
  sessionToken: string;
  method: 'totp' | 'totpSetup' | 'recoveryCode';
  /** Only when two-factor sign-in was just set up: shown once. */
  recoveryCodes?: string[];
}

/**
 * The code step of a half-open session: a TOTP code (±1 step, never one at or before the last accepted
 * step) or, once set up, a recovery code (single use). Right → the session is replaced by a full one, the
 * failures reset, and `auth.signIn` is audited; the first confirmation sets up two-factor sign-in and
 * returns the recovery codes.
 */
export async function confirmOperatorSignIn(
  db: Db,
  input: { sessionId: string; code: string },
  context: Context,
): Promise<OperatorCodeStep> {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, input.sessionId))
    .limit(1);
  if (!row || row.session.stage !== 'password' || sessionExpiry(row.session, context.now))
    throw new DomainError({ status: 401, code: 'signInExpired', message: OPERATOR_STEP_EXPIRED_TEXT });
  const { operator } = row;
  if (operator.disabledAt)
    throw new DomainError({ status: 403, code: 'disabled', message: OPERATOR_DISABLED_TEXT });
  if (operator.lockedUntil && operator.lockedUntil > context.now) {
    await recordOperatorSignIn(
      db,
      { email: operator.email, operatorId: operator.id, success: false, reason: 'locked' },
      context,
    );
    throw locked(operator.lockedUntil);
  }
  const code = input.code.trim();
  const settingUp = !operator.totpConfirmedAt;
  let method: OperatorCodeStep['method'] | null = null;
  if (operator.totpSecret) {
    const step = await checkTotp(operator.totpSecret, code, context.now, operator.totpLastStep);
    if (step !== null) {
      // Conditional: two requests with one code cannot both pass.
      const [claimed] = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.id, operator.id),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning({ id: operators.id });
      if (claimed) method = settingUp ? 'totpSetup' : 'totp';
    }
  }
  if (!method && !settingUp && looksLikeRecoveryCode(code)) {
    const hash = hashRecoveryCode(code);
    const [used] = await db
      .update(operators)
      .set({ recoveryCodeHashes: sql`${operators.recoveryCodeHashes} - ${hash}::text` })
      .where(
        and(
          eq(operators.id, operator.id),
          sql`${operators.recoveryCodeHashes} @> jsonb_build_array(${hash}::text)`,
        ),
      )
      .returning({ id: operators.id });
    if (used) method = 'recoveryCode';
  }
  if (!method) return countFailure(db, operator, 'wrongCode', OPERATOR_WRONG_CODE_TEXT, context);

  const recoveryCodes =
    method === 'totpSetup'
      ? Array.from({ length: BACKOFFICE_SESSION.recoveryCodeCount }, newRecoveryCode)
      : undefined;
  return db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(operators)
      .set({
        failedAttempts: 0,
        lockedUntil: null,
        ...(recoveryCodes
          ? { totpConfirmedAt: context.now, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) }
          : {}),
      })
      .where(eq(operators.id, operator.id))
      .returning();
    await tx.delete(operatorSessions).where(eq(operatorSessions.id, input.sessionId));
    const { token } = await createOperatorSession(tx, operator.id, 'full', context.now, context);
    await recordOperatorSignIn(
      tx,
      { email: operator.email, operatorId: operator.id, success: true, reason: method },
      context,
    );
    await appendAudit(tx, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: 'auth.signIn',
      targetType: 'operator',
      targetId: operator.id,
      after: { method, ...(recoveryCodes ? { twoFactorSetUp: true } : {}) },
      ip: context.ip ?? null,
      at: context.now,
    });
    return { operator: signedIn!, sessionToken: token, method, ...(recoveryCodes ? { recoveryCodes } : {}) };
  });
}
