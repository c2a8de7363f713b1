import { and, desc, eq, gte, like, lt, not, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_HISTORY_KINDS,
  describeLedgerKind,
  type AccountHistoryCurrency,
  type AccountHistoryRow,
  type AccountHistoryType,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { startsWithPattern } from '../db/like-pattern.ts';
import { games } from '../db/schema/catalogue.ts';
import { payments } from '../db/schema/cashier.ts';
import { redeemRequests } from '../db/schema/redeem.ts';
import { walletEntries, walletTransfers } from '../db/schema/wallet.ts';

export interface AccountHistoryFilter {
  playerId: string;
  type?: AccountHistoryType | undefined;
  currency?: AccountHistoryCurrency | undefined;
  /** Instants, `from` included, `until` excluded. */
  from?: Date | undefined;
  until?: Date | undefined;
  /** Only entries older than this one (the previous page's `nextCursor`). */
  before?: number | undefined;
  limit: number;
}

export interface AccountHistoryPage {
  rows: AccountHistoryRow[];
  nextCursor: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The instants of a range of the player's days (both included): `tz` is the player's offset from UTC in
 * minutes, east positive, so 2026-11-25 at −360 starts at 06:00 UTC.
 */
export function dayRange(input: { from?: string | undefined; to?: string | undefined; tz: number }) {
  const startOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - input.tz * 60_000);
  return {
    from: input.from ? startOf(input.from) : undefined,
    until: input.to ? new Date(startOf(input.to).getTime() + DAY_MS) : undefined,
  };
}

/** The kinds of one history type, from the data-driven table in contracts. */
function kindMatches(type: Exclude<AccountHistoryType, 'other'>): SQL | undefined {
  return or(
    ...ACCOUNT_HISTORY_KINDS.filter((rule) => rule.type === type).map((rule) =>
      rule.prefix
        ? or(
            eq(walletTransfers.kind, rule.kind),
            like(walletTransfers.kind, startsWithPattern(`${rule.kind}:`)),
          )
        : eq(walletTransfers.kind, rule.kind),
    ),
  );
}

function typeMatches(type: AccountHistoryType): SQL | undefined {
  if (type !== 'other') return kindMatches(type);
  const known = ACCOUNT_HISTORY_KINDS.map((rule) => rule.type).filter((t, i, all) => all.indexOf(t) === i);
  return not(or(...known.map(kindMatches))!);
}

/** A metadata id as a uuid only when it is one, so a stray value never fails the whole page. */
const metadataUuid = (field: string) =>
  sql`CASE WHEN ${walletTransfers.metadata} ->> ${field} ~ '^[0-9a-fA-F-]{36}$'
    THEN (${walletTransfers.metadata} ->> ${field})::uuid END`;

/**
 * The player's side of the ledger, newest first: one row per entry (a transfer touches a player once),
 * one statement per page. Keyset by entry id — ids only grow, so rows written while the player pages
 * never shift or repeat the older pages. Purchases, redeems and games are joined for their details, each
 * join again scoped to the player.
 */
export async function listAccountHistory(db: Db, filter: AccountHistoryFilter): Promise<AccountHistoryPage> {
  const owner = `player:${filter.playerId}`;
  /** The player's own record (a payment, a redemption) that a transfer of that kind names in its metadata. */
  const recordOf = (table: typeof payments | typeof redeemRequests, kindIs: SQL, field: string) =>
    and(kindIs, eq(table.id, metadataUuid(field)), eq(table.playerId, filter.playerId));
  const rows = await db
    .select({
      id: walletEntries.id,
      createdAt: walletEntries.createdAt,
      currency: walletEntries.currency,
      amount: walletEntries.amount,
      kind: walletTransfers.kind,
      gameId: sql<string | null>`${walletTransfers.metadata} ->> 'gameId'`,
      gameTitle: games.title,
      priceCents: payments.priceCents,
      redeemStatus: redeemRequests.status,
      memo: sql<string | null>`${walletTransfers.metadata} ->> 'memo'`,
    })
    .from(walletEntries)
    .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
    .leftJoin(payments, recordOf(payments, eq(walletTransfers.kind, 'purchase'), 'paymentId'))
    .leftJoin(redeemRequests, recordOf(redeemRequests, like(walletTransfers.kind, 'redeem:%'), 'redeemId'))
    .leftJoin(games, eq(games.slug, sql`${walletTransfers.metadata} ->> 'gameId'`))
    .where(
      and(
        eq(walletEntries.owner, owner),
        // Repeats the partial index's predicate so the planner can use it.
        like(walletEntries.owner, 'player:%'),
        filter.before !== undefined ? lt(walletEntries.id, filter.before) : undefined,
        filter.currency ? eq(walletEntries.currency, filter.currency) : undefined,
        filter.type ? typeMatches(filter.type) : undefined,
        filter.from ? gte(walletEntries.createdAt, filter.from) : undefined,
        filter.until ? lt(walletEntries.createdAt, filter.until) : undefined,
      ),
    )
    .orderBy(desc(walletEntries.id))
    .limit(filter.limit + 1);

  const page = rows.slice(0, filter.limit);
  return {
    rows: page.map((r) => ({
      id: String(r.id),
      createdAt: r.createdAt.toISOString(),
      type: describeLedgerKind(r.kind).type,
      kind: r.kind,
      currency: r.currency,
      amount: Number(r.amount),
      gameId: r.gameId ?? null,
      gameTitle: r.gameTitle ?? null,
      priceCents: r.priceCents ?? null,
      redeemStatus: r.redeemStatus ?? null,
      memo: r.memo ?? null,
    })),
    nextCursor: rows.length > filter.limit ? String(page.at(-1)!.id) : null,
  };
}

/**
 * Every row of a filter, newest first, a page at a time, up to `max` rows: what a CSV export streams.
 * Costs one statement per `pageSize` rows.
 */
export async function* eachAccountHistoryRow(
  db: Db,
  filter: Omit<AccountHistoryFilter, 'limit'>,
  options: { max: number; pageSize: number },
): AsyncGenerator<AccountHistoryRow> {
  let before = filter.before;
  let left = options.max;
  while (left > 0) {
    const page = await listAccountHistory(db, { ...filter, before, limit: Math.min(options.pageSize, left) });
    for (const row of page.rows) yield row;
    left -= page.rows.length;
    if (!page.nextCursor) return;
    before = Number(page.nextCursor);
  }
}
