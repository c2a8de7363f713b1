import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { systemClock, type Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/identity.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { transfer } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';
import { createSeamlessWallet } from './create-seamless-wallet.ts';
import { createSeamlessCaller } from './create-seamless-caller.ts';

export const TEST_PROVIDER = 'test-provider';
export const TEST_SECRET = 'test-provider-secret-0123456789abcdef';

/** A seamless wallet with one provider and a caller that signs its bodies like a provider would (tests, benches). */
export function createSeamlessTestClient(db: Db, publisher: Publisher, clock: Clock = systemClock) {
  const wallet = createSeamlessWallet({
    db,
    publisher,
    secrets: { [TEST_PROVIDER]: TEST_SECRET },
    clock,
  });
  const call = createSeamlessCaller(wallet, TEST_PROVIDER, TEST_SECRET);
  return { wallet, call };
}

/** Puts money on a player's account from the purchases house account. */
export const fund = (db: Db, playerId: string, currency: Currency, amount: number) =>
  transfer(db, {
    key: `test-fund:${randomUUID()}`,
    kind: 'purchase',
    currency,
    amount,
    from: { house: 'purchases' },
    to: { playerId },
  });

export const setGameMode = (db: Db, playerId: string, gameMode: 'TournamentPoints' | 'SweepStakes') =>
  db.update(players).set({ gameMode }).where(eq(players.id, playerId));
