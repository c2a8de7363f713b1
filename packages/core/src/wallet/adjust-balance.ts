import { fromMinorUnits, toMinorUnits } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { DomainError, invalid } from '../errors.ts';
import { transfer, type TransferResult } from './transfer.ts';

export const ADJUSTABLE_CURRENCIES = ['COIN', 'ENTRY', 'WINNING'] as const;
export type AdjustableCurrency = (typeof ADJUSTABLE_CURRENCIES)[number];

/**
 * The ledger side of an adjustment, checked and moved in `db` (the caller's transaction, when it audits
 * the adjustment in the same one): no push, the caller publishes the balance once it committed. `key` is
 * the whole transfer key: the same key answers the first transfer, the key with another amount is a 409.
 */
export async function applyBalanceAdjustment(
  db: Db,
  input: {
    playerId: string;
    currency: AdjustableCurrency;
    /** Player-facing units: positive credits, negative debits. */
    amount: number;
    reason: string;
    key: string;
    /** Kept in the transfer's metadata beside the reason (who asked for it). */
    metadata?: Record<string, unknown>;
  },
): Promise<TransferResult> {
  const reason = input.reason?.trim() ?? '';
  if (!ADJUSTABLE_CURRENCIES.includes(input.currency))
    throw invalid(`The currency must be one of ${ADJUSTABLE_CURRENCIES.join(', ')}.`);
  const minor = toMinorUnits(input.currency, input.amount);
  if (
    !Number.isFinite(input.amount) ||
    minor === 0 ||
    Math.abs(fromMinorUnits(input.currency, minor) - input.amount) > 1e-9
  )
    throw invalid(
      input.currency === 'COIN'
        ? 'The amount must be a whole number of coins other than 0.'
        : 'The amount must be a number other than 0 with at most two decimals.',
    );
  if (!reason || reason.length > 500) throw invalid('Give a reason of 1-500 characters.');
  const house = { house: 'adjustments' as const };
  const self = { playerId: input.playerId };
  return transfer(db, {
    key: input.key,
    kind: 'adjustment',
    currency: input.currency,
    amount: Math.abs(minor),
    from: minor > 0 ? house : self,
    to: minor > 0 ? self : house,
    metadata: { ...input.metadata, reason },
  }).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'insufficient_funds')
      throw new DomainError({
        status: 402,
        code: 'insufficient_funds',
        message: 'The player does not have that much to take back.',
      });
    throw error;
  });
}
