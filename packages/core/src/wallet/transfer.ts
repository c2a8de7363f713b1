import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { walletAccounts, walletEntries, walletTransfers } from '../db/schema/wallet.ts';
import { DomainError, invalid } from '../errors.ts';
import {
  accountOwner,
  CURRENCIES,
  HOUSE_ACCOUNTS,
  INSUFFICIENT_FUNDS_TEXT,
  type AccountRef,
  type Currency,
} from './wallet-types.ts';

export interface TransferInput {
  /** Unique per movement, e.g. `bet:{roundId}`; a repeat returns the first result. */
  key: string;
  /** What the movement is for (`purchase`, `bet`, `reward:daily-login` …); kept for reports. */
  kind: string;
  currency: Currency;
  amount: number;
  from: AccountRef;
  to: AccountRef;
  /** Descriptive only: not part of the idempotency comparison. */
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: string;
  replayed: boolean;
}

export const insufficientFunds = () =>
  new DomainError(402, INSUFFICIENT_FUNDS_TEXT, undefined, 'insufficient_funds');

function validate(input: TransferInput) {
  if (!input.key || input.key.length > 300) throw invalid('A transfer needs a key of 1-300 characters.');
  if (!CURRENCIES.includes(input.currency)) throw invalid(`Unknown currency ${String(input.currency)}.`);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw invalid('A transfer amount must be a positive whole number.');
  for (const ref of [input.from, input.to])
    if ('house' in ref && !HOUSE_ACCOUNTS.includes(ref.house))
      throw invalid(`Unknown house account ${String(ref.house)}.`);
  if (accountOwner(input.from) === accountOwner(input.to))
    throw invalid('A transfer needs two different accounts.');
}

/**
 * Moves `amount` from one account to another as one double-entry transfer, in its own transaction
 * (a savepoint when `db` is already a transaction). Player balances are updated in place — the UPDATE
 * locks the row and refuses to go below zero (a CHECK constraint backs it up); house accounts only get
 * entries, so concurrent bets never queue on one house row.
 */
export async function transfer(db: Db, input: TransferInput): Promise<TransferResult> {
  validate(input);
  return db.transaction((tx) => transferInTransaction(tx, input));
}

/**
 * The same transfer without its own savepoint, for callers that already run inside a transaction or
 * savepoint that is rolled back when this throws (the seamless wallet's hot path saves two round trips).
 */
export async function transferInTransaction(tx: Db, input: TransferInput): Promise<TransferResult> {
  validate(input);
  const fromOwner = accountOwner(input.from);
  const toOwner = accountOwner(input.to);
  const id = randomUUID();
  const inserted = await tx
    .insert(walletTransfers)
    .values({
      id,
      key: input.key,
      kind: input.kind,
      currency: input.currency,
      amount: input.amount,
      fromOwner,
      toOwner,
      metadata: input.metadata ?? null,
    })
    .onConflictDoNothing({ target: walletTransfers.key })
    .returning({ id: walletTransfers.id });
  if (inserted.length === 0) {
    // Waited for (or found) the first transfer with this key: replay it if it is the same movement.
    const [first] = await tx.select().from(walletTransfers).where(eq(walletTransfers.key, input.key));
    if (!first) throw new Error(`transfer ${input.key} vanished`);
    const same =
      first.kind === input.kind &&
      first.currency === input.currency &&
      first.amount === input.amount &&
      first.fromOwner === fromOwner &&
      first.toOwner === toOwner;
    if (!same)
      throw new DomainError(
        409,
        'This operation was already done with different details.',
        undefined,
        'idempotency_conflict',
      );
    return { transferId: first.id, replayed: true };
  }

  // Player legs in a fixed order (by owner) so two opposite player-to-player transfers cannot deadlock.
  const legs = [
    { ref: input.from, owner: fromOwner, delta: -input.amount },
    { ref: input.to, owner: toOwner, delta: input.amount },
  ].sort((a, b) => (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0));
  for (const leg of legs) {
    if (!('playerId' in leg.ref)) continue;
    if (leg.delta < 0) {
      const updated = await tx
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} + ${leg.delta}` })
        .where(
          and(
            eq(walletAccounts.owner, leg.owner),
            eq(walletAccounts.currency, input.currency),
            gte(walletAccounts.balance, -leg.delta),
          ),
        )
        .returning({ balance: walletAccounts.balance });
      if (updated.length === 0) throw insufficientFunds();
    } else {
      await tx
        .insert(walletAccounts)
        .values({
          owner: leg.owner,
          currency: input.currency,
          playerId: leg.ref.playerId,
          balance: leg.delta,
        })
        .onConflictDoUpdate({
          target: [walletAccounts.owner, walletAccounts.currency],
          set: { balance: sql`${walletAccounts.balance} + ${leg.delta}` },
        });
    }
  }
  await tx.insert(walletEntries).values([
    { transferId: id, owner: fromOwner, currency: input.currency, amount: -input.amount },
    { transferId: id, owner: toOwner, currency: input.currency, amount: input.amount },
  ]);
  return { transferId: id, replayed: false };
}
