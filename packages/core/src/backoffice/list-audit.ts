import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { containsPattern, startsWithPattern } from '../db/like-pattern.ts';

export interface AuditListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
  /** Words in the action, the operator's email, or the target id. */
  q?: string;
  /** An action, or an area with a trailing dot: `player.` */
  action?: string;
  /** An operator's id or email. */
  operator?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

const SORTS = { id: auditLog.id, at: auditLog.at, action: auditLog.action } as const;

/** The audit log, newest first by default, as JSON-ready entries (contracts `AuditEntrySchema`). */
export async function listAudit(db: Db, query: AuditListQuery) {
  const where: SQL[] = [];
  if (query.q)
    where.push(
      or(
        ilike(auditLog.action, containsPattern(query.q)),
        ilike(auditLog.operatorEmail, containsPattern(query.q)),
        ilike(auditLog.targetId, containsPattern(query.q)),
      )!,
    );
  if (query.action)
    where.push(
      query.action.endsWith('.')
        ? ilike(auditLog.action, startsWithPattern(query.action))
        : eq(auditLog.action, query.action),
    );
  if (query.operator)
    where.push(
      or(eq(auditLog.operatorId, query.operator), eq(auditLog.operatorEmail, query.operator.toLowerCase()))!,
    );
  if (query.targetType) where.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.from) where.push(gte(auditLog.at, query.from));
  if (query.to) where.push(lt(auditLog.at, query.to));
  const condition = where.length ? and(...where) : undefined;
  const column = SORTS[(query.sort ?? 'id') as keyof typeof SORTS] ?? auditLog.id;
  const rows = await db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(
      query.order === 'asc' ? asc(column) : desc(column),
      query.order === 'asc' ? asc(auditLog.id) : desc(auditLog.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(condition);
  return {
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
