import type { Db } from '../db/client.ts';
import type { jackpotTiers } from '../db/schema/jackpots.ts';
import { transferAllInTransaction, type TransferInput } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';

export type JackpotTier = typeof jackpotTiers.$inferSelect;
export type JackpotMode = JackpotTier['currency'];

/** The ledger currency of a tier's pot: Coins, or (Entries mode) the redeemable winnings its drop pays. */
export const potCurrency = (mode: JackpotMode): Currency => (mode === 'COIN' ? 'COIN' : 'WINNING');

/** A bet's share in 1/10,000 of a minor unit: `shareBps` basis points of it. */
export const SHARE_SCALE = 10_000;

/** The house funds a tier's seed (at seeding and after each drop): once per tier and generation. */
export const seedTransfer = (
  tier: Pick<JackpotTier, 'id' | 'currency' | 'seedAmount'>,
  generation: number,
): TransferInput => ({
  key: `jackpot:seed:${tier.id}:${generation}`,
  kind: 'jackpot:seed',
  currency: potCurrency(tier.currency),
  amount: tier.seedAmount,
  from: { house: 'bets' },
  to: { jackpot: tier.id },
  metadata: { tierId: tier.id, generation },
});

/** Moves the batch inside the caller's transaction (the round's, the seed step's, the operator's). */
export const moveAll = (tx: Db, inputs: TransferInput[]) =>
  inputs.length ? transferAllInTransaction(tx, inputs) : Promise.resolve(null);
