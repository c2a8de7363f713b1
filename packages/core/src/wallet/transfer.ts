import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { walletAccounts, walletEntries, walletTransfers } from '../db/schema/wallet.ts';
import { rowsOf } from './check-ledger.ts';
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
  new DomainError({ status: 402, code: 'insufficient_funds', message: INSUFFICIENT_FUNDS_TEXT });

function validate(input: TransferInput) {
  if (!input.key || input.key.length > 300) throw invalid('A transfer needs a key of 1-300 characters.');
  if (!CURRENCIES.includes(input.currency)) throw invalid(`Unknown currency ${String(input.currency)}.`);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw invalid('A transfer amount must be a positive whole number.');
  for (const ref of [input.from, input.to])
    if ('house' in ref && !HOUSE_ACCOUNTS.includes(ref.house))
      throw invalid(`Unknown house account ${String(ref.house)}.`);
    else if ('jackpot' in ref && !(Number.isSafeInteger(ref.jackpot) && ref.jackpot > 0))
      throw invalid('A jackpot account needs its tier id.');
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
  const { transfers } = await transferAllInTransaction(tx, [input]);
  return transfers[0]!;
}

export interface TransferAllResult {
  /** One per input, in order. */
  transfers: TransferResult[];
  /** The balance after the batch of each player account it changed, by `owner:currency`. */
  balances: Map<string, number>;
}

const accountKey = (owner: string, currency: Currency) => `${owner}:${currency}`;

function batchRows(inputs: readonly TransferInput[]) {
  for (const input of inputs) validate(input);
  if (new Set(inputs.map((i) => i.key)).size !== inputs.length)
    throw invalid('The transfers of one batch need different keys.');
  return inputs.map((input) => ({
    id: randomUUID(),
    key: input.key,
    kind: input.kind,
    currency: input.currency,
    amount: input.amount,
    fromOwner: accountOwner(input.from),
    toOwner: accountOwner(input.to),
    metadata: input.metadata ?? null,
  }));
}

/** CTEs `claimed` (the keys this batch claims, a taken key is skipped) and `entries` (their entries). */
function claimCtes(rows: ReturnType<typeof batchRows>) {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.key}, ${r.kind}, ${r.currency}, ${r.amount}::bigint, ${r.fromOwner}, ${r.toOwner},
          ${r.metadata === null ? null : JSON.stringify(r.metadata)}::jsonb)`,
    ),
    sql`, `,
  );
  return sql`claimed AS (
        INSERT INTO ${walletTransfers} (id, key, kind, currency, amount, from_owner, to_owner, metadata)
        VALUES ${values}
        ON CONFLICT (key) DO NOTHING
        RETURNING id, currency, amount, from_owner, to_owner
      ), entries AS (
        INSERT INTO ${walletEntries} (transfer_id, owner, currency, amount)
        SELECT id, from_owner, currency, -amount FROM claimed
        UNION ALL SELECT id, to_owner, currency, amount FROM claimed
      )`;
}

/**
 * A batch that debits one player account (a round's bet and win), as CTEs for the caller's one
 * statement: `claimed` and `entries` as in `transferAllInTransaction`, then `account`, the UPDATE that
 * applies the account's net change only when every key was claimed by this batch and the balance covers
 * the debits (before the credits, so a win cannot cover its own bet). `account` empty means nothing may
 * stand: the caller's statement must abort itself (`abortStatement`, db/abort.ts), which also needs no
 * transaction around it (a key was taken, or insufficient funds — tell them apart by
 * `SELECT count(*) FROM claimed` against the batch's size).
 */
export function ledgerCtes(
  inputs: readonly TransferInput[],
  account: { playerId: string; currency: Currency },
) {
  const rows = batchRows(inputs);
  const owner = accountOwner({ playerId: account.playerId });
  let debit = 0;
  let credit = 0;
  for (const row of rows) {
    if (row.currency !== account.currency || (row.fromOwner !== owner && row.toOwner !== owner))
      throw invalid('A one-statement batch moves money of one player account only.');
    if (row.fromOwner === owner) debit += row.amount;
    else credit += row.amount;
  }
  if (debit === 0) throw invalid('A one-statement batch debits its player account.');
  return sql`${claimCtes(rows)}, account AS (
        UPDATE ${walletAccounts} SET balance = balance + ${credit - debit}::bigint
        WHERE owner = ${owner} AND currency = ${account.currency} AND balance >= ${debit}::bigint
          AND (SELECT count(*) FROM claimed) = ${rows.length}
        RETURNING balance
      )`;
}

/**
 * Several transfers inside the caller's transaction: one statement claims every key and writes the
 * claimed transfers' entries, then one UPDATE per player account applies its net change. An account's debits are checked against its balance before the batch's credits, so a
 * bet cannot be covered by the win that follows it. Keys already used are replayed as in `transfer`.
 */
export async function transferAllInTransaction(
  tx: Db,
  inputs: readonly TransferInput[],
): Promise<TransferAllResult> {
  const rows = batchRows(inputs);
  // One statement claims the keys and writes the claimed transfers' entries (the foreign key is checked
  // at the statement's end, when both exist).
  const inserted = rowsOf<{ id: string }>(
    await tx.execute(sql`WITH ${claimCtes(rows)} SELECT id FROM claimed`),
  );
  const fresh = new Set(inserted.map((r) => r.id));

  const transfers: TransferResult[] = [];
  for (const row of rows) {
    if (fresh.has(row.id)) {
      transfers.push({ transferId: row.id, replayed: false });
      continue;
    }
    // Waited for (or found) the first transfer with this key: replay it if it is the same movement.
    const [first] = await tx.select().from(walletTransfers).where(eq(walletTransfers.key, row.key));
    if (!first) throw new Error(`transfer ${row.key} vanished`);
    const same =
      first.kind === row.kind &&
      first.currency === row.currency &&
      first.amount === row.amount &&
      first.fromOwner === row.fromOwner &&
      first.toOwner === row.toOwner;
    if (!same)
      throw new DomainError({
        status: 409,
        code: 'idempotency_conflict',
        message: 'This operation was already done with different details.',
      });
    transfers.push({ transferId: first.id, replayed: true });
  }

  // Net change per player account; house accounts only get entries, so bets never queue on a house row.
  const accounts = new Map<
    string,
    { owner: string; currency: Currency; playerId: string; debit: number; credit: number }
  >();
  inputs.forEach((input, i) => {
    if (!fresh.has(rows[i]!.id)) return;
    for (const [ref, sign] of [
      [input.from, -1],
      [input.to, 1],
    ] as const) {
      if (!('playerId' in ref)) continue;
      const owner = accountOwner(ref);
      const key = accountKey(owner, input.currency);
      const account = accounts.get(key) ?? {
        owner,
        currency: input.currency,
        playerId: ref.playerId,
        debit: 0,
        credit: 0,
      };
      if (sign < 0) account.debit += input.amount;
      else account.credit += input.amount;
      accounts.set(key, account);
    }
  });
  // Accounts in a fixed order (owner, then currency) so two opposite batches cannot deadlock.
  const balances = new Map<string, number>();
  for (const key of [...accounts.keys()].sort()) {
    const account = accounts.get(key)!;
    const delta = account.credit - account.debit;
    if (account.debit > 0) {
      // The UPDATE locks the row and refuses to go below zero (a CHECK constraint backs it up).
      const [updated] = await tx
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} + ${delta}` })
        .where(
          and(
            eq(walletAccounts.owner, account.owner),
            eq(walletAccounts.currency, account.currency),
            gte(walletAccounts.balance, account.debit),
          ),
        )
        .returning({ balance: walletAccounts.balance });
      if (!updated) throw insufficientFunds();
      balances.set(key, Number(updated.balance));
    } else {
      const [upserted] = await tx
        .insert(walletAccounts)
        .values({
          owner: account.owner,
          currency: account.currency,
          playerId: account.playerId,
          balance: delta,
        })
        .onConflictDoUpdate({
          target: [walletAccounts.owner, walletAccounts.currency],
          set: { balance: sql`${walletAccounts.balance} + ${delta}` },
        })
        .returning({ balance: walletAccounts.balance });
      balances.set(key, Number(upserted!.balance));
    }
  }
  return { transfers, balances };
}
