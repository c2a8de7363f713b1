import { and, count, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import { fromMinorUnits, type BackofficeLedgerRow, type LedgerCurrency } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { startsWithPattern } from '../db/like-pattern.ts';
import { walletEntries, walletTransfers } from '../db/schema/index.ts';
import { offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

export interface LedgerFilter extends ListPage {
  currency?: LedgerCurrency | undefined;
  /** `reward` finds `reward` and `reward:…`. */
  kind?: string | undefined;
  /** UTC days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 24 * 3600 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The player's side of every ledger transfer: signed amounts, the other account, the adjustment's reason. */
export async function listPlayerLedger(
  db: Db,
  playerId: string,
  query: LedgerFilter,
): Promise<Paged<BackofficeLedgerRow>> {
  const owner = `player:${playerId}`;
  const where = and(
    eq(walletEntries.owner, owner),
    query.currency ? eq(walletEntries.currency, query.currency) : undefined,
    query.kind
      ? or(
          eq(walletTransfers.kind, query.kind),
          like(walletTransfers.kind, startsWithPattern(`${query.kind}:`)),
        )
      : undefined,
    query.from ? gte(walletEntries.createdAt, startOfDay(query.from)) : undefined,
    query.to ? lt(walletEntries.createdAt, new Date(startOfDay(query.to).getTime() + DAY_MS)) : undefined,
  );
  const order = orderOf(
    query,
    { createdAt: walletEntries.createdAt, amount: walletEntries.amount },
    'createdAt',
    walletEntries.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: walletEntries.id,
        transferId: walletEntries.transferId,
        createdAt: walletEntries.createdAt,
        currency: walletEntries.currency,
        amount: walletEntries.amount,
        kind: walletTransfers.kind,
        counterparty: sql<string>`CASE WHEN ${walletTransfers.fromOwner} = ${owner} THEN ${walletTransfers.toOwner} ELSE ${walletTransfers.fromOwner} END`,
        reason: sql<string | null>`${walletTransfers.metadata} ->> 'reason'`,
      })
      .from(walletEntries)
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(walletEntries)
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      transferId: r.transferId,
      createdAt: r.createdAt.toISOString(),
      currency: r.currency,
      amount: fromMinorUnits(r.currency, Number(r.amount)),
      kind: r.kind,
      counterparty: r.counterparty,
      reason: r.reason ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
