import { and, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BackofficePlayerRow, PlayerAccountStatus } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { accountStatusOf } from '../identity/account-status.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { iso, offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A phone as people type it: digits with +, spaces, dots, dashes or brackets, at least four digits. */
const PHONE = /^\+?[\d\s().-]+$/;

export interface PlayerSearch extends ListPage {
  q?: string | undefined;
  status?: PlayerAccountStatus | undefined;
  brand?: string | undefined;
}

const statusIs = (status: PlayerAccountStatus): SQL | undefined =>
  status === 'closed'
    ? isNotNull(players.closedAt)
    : status === 'locked'
      ? and(isNotNull(players.lockedAt), isNull(players.closedAt))
      : and(isNull(players.lockedAt), isNull(players.closedAt));

function matching(q: string): SQL | undefined {
  if (UUID.test(q)) return eq(players.id, q.toLowerCase());
  const text = or(ilike(players.email, containsPattern(q)), ilike(players.login, containsPattern(q)));
  const digits = q.replace(/\D/g, '');
  if (PHONE.test(q) && digits.length >= 4)
    return or(
      text,
      sql`regexp_replace(coalesce(${players.phone}, ''), '[^0-9]', '', 'g') LIKE ${containsPattern(digits)}`,
    );
  return text;
}

/**
 * The back-office's player search: a whole UUID finds that player; otherwise any part of the email or
 * login, or the digits of the phone, whatever the spaces and signs around them.
 */
export async function searchPlayers(db: Db, query: PlayerSearch): Promise<Paged<BackofficePlayerRow>> {
  const q = query.q?.trim();
  const where = and(
    q ? matching(q) : undefined,
    query.status ? statusIs(query.status) : undefined,
    query.brand ? eq(players.brand, query.brand) : undefined,
  );
  const order = orderOf(
    query,
    {
      createdAt: players.createdAt,
      // Never signed in counts as the oldest sign-in.
      lastLoginAt: sql`coalesce(${players.lastLoginAt}, 'epoch'::timestamptz)`,
      email: players.email,
      login: players.login,
    },
    'createdAt',
    players.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(players)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(players).where(where),
  ]);
  return {
    rows: rows.map((p) => ({
      id: p.id,
      brand: p.brand,
      email: p.email,
      login: p.login,
      phone: p.phone,
      name: [p.name, p.surname].filter(Boolean).join(' ') || null,
      status: accountStatusOf(p),
      gameMode: p.gameMode,
      createdAt: p.createdAt.toISOString(),
      lastLoginAt: iso(p.lastLoginAt),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
