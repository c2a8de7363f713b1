import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OperatorRole } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { operators, operatorSignIns } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { operatorView, type OperatorAccount } from './create-operator.ts';
import { endOperatorSessions } from './operator-sessions.ts';

const SORTS = {
  email: operators.email,
  role: operators.role,
  createdAt: operators.createdAt,
} as const;

/** `%` and `_` typed by a person are literal characters, not patterns. */

export async function listOperators(
  db: Db,
  query: { page: number; pageSize: number; sort?: string; order: 'asc' | 'desc'; q?: string; role?: string },
) {
  const where: SQL[] = [];
  if (query.q) where.push(ilike(operators.email, containsPattern(query.q)));
  if (query.role) where.push(eq(operators.role, query.role as OperatorRole));
  const column = SORTS[(query.sort ?? 'createdAt') as keyof typeof SORTS] ?? operators.createdAt;
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(operators)
    .where(condition)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(operators.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(operators).where(condition);
  return { rows: rows.map(operatorView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function operatorById(db: Db, id: string): Promise<OperatorAccount> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  if (!row) throw notFound('There is no operator with this id.');
  return row;
}

async function update(db: Db, id: string, change: Partial<OperatorAccount>) {
  const [row] = await db.update(operators).set(change).where(eq(operators.id, id)).returning();
  return row!;
}

/** A new role takes effect at once: the operator's sessions end, so every screen reloads with it. */
export async function changeOperatorRole(
  db: Db,
  input: { operatorId: string; role: OperatorRole; actorId: string | null; now: Date },
) {
  const before = await operatorById(db, input.operatorId);
  if (input.operatorId === input.actorId)
    throw conflict('You cannot change your own role: ask another administrator.');
  const after = await update(db, input.operatorId, { role: input.role });
  if (before.role !== input.role) await endOperatorSessions(db, input.operatorId, input.now);
  return { before: operatorView(before), after: operatorView(after) };
}

/** Disables (or enables again) an operator; disabling ends their sessions. */
export async function setOperatorDisabled(
  db: Db,
  input: { operatorId: string; disabled: boolean; actorId: string | null; now: Date },
) {
  const before = await operatorById(db, input.operatorId);
  if (input.operatorId === input.actorId) throw conflict('You cannot disable your own account.');
  const after = await update(db, input.operatorId, {
    disabledAt: input.disabled ? (before.disabledAt ?? input.now) : null,
    ...(input.disabled ? {} : { failedAttempts: 0, lockedUntil: null }),
  });
  if (input.disabled) await endOperatorSessions(db, input.operatorId, input.now);
  return { before: operatorView(before), after: operatorView(after) };
}

/**
 * For a lost phone: the secret and recovery codes are dropped and the sessions end; the next sign-in sets
 * two-factor sign-in up again with a new QR code. Also lifts a lockout.
 */
export async function resetOperatorTwoFactor(db: Db, input: { operatorId: string; now: Date }) {
  const before = await operatorById(db, input.operatorId);
  const after = await update(db, input.operatorId, {
    totpSecret: null,
    totpConfirmedAt: null,
    totpLastStep: null,
    recoveryCodeHashes: [],
    failedAttempts: 0,
    lockedUntil: null,
  });
  await endOperatorSessions(db, input.operatorId, input.now);
  return { before: operatorView(before), after: operatorView(after) };
}

/** Sign-in attempts, newest first: `q` matches the email or the address. */
export async function listOperatorSignIns(
  db: Db,
  query: { page: number; pageSize: number; order: 'asc' | 'desc'; q?: string; success?: 'true' | 'false' },
) {
  const where: SQL[] = [];
  if (query.q)
    where.push(
      or(
        ilike(operatorSignIns.email, containsPattern(query.q)),
        ilike(operatorSignIns.ip, containsPattern(query.q)),
      )!,
    );
  if (query.success) where.push(eq(operatorSignIns.success, query.success === 'true'));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(operatorSignIns)
    .where(condition)
    .orderBy(query.order === 'asc' ? asc(operatorSignIns.id) : desc(operatorSignIns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(operatorSignIns).where(condition);
  return {
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
