import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { adjustBalance, tables, type Database, type Db } from '@casino/core';
import type { App } from '../app.ts';
import { createAgent } from './agent.ts';

/** Every field redeem asks for (the full profile, address included). */
export const FULL_PROFILE = {
  name: 'Rita',
  surname: 'Moreno',
  birthDay: '1990-04-02',
  city: 'Austin',
  address: '1 Main St',
  zip: '73301',
  state: 'TX',
  phone: '+15125550100',
};

/** Tests only: puts a player where redeem is allowed — SweepStakes mode, full profile, an approved document. */
export async function makeRedeemEligible(db: Db, playerId: string) {
  await db
    .update(tables.players)
    .set({ gameMode: 'SweepStakes', ...FULL_PROFILE })
    .where(eq(tables.players.id, playerId));
  await db.insert(tables.identityDocuments).values({
    playerId,
    storageKey: `${playerId}/${randomUUID()}.png`,
    mime: 'image/png',
    size: 10,
    sha256: 'b'.repeat(64),
    status: 'approved',
  });
}

/** Tests only: winnings for a player, through the operator endpoint (an audited ledger adjustment). */
export async function giveWinnings(app: App, opsToken: string, playerEmail: string | null, amount: number) {
  const adjusted = await createAgent(app).post(
    '/rest/ops/wallet/adjust/',
    { playerEmail, currency: 'WINNING', amount, reason: 'test set-up', idempotencyKey: randomUUID() },
    { headers: { 'x-ops-token': opsToken } },
  );
  expect(adjusted.statusCode, adjusted.body).toBe(200);
}

/**
 * Tests only: a redeem-eligible player (makeRedeemEligible) with `amount` winnings credited straight through
 * the ledger (an audited adjustment, no HTTP).
 */
export async function eligibleWithWinnings(
  t: { app: App; database: Database },
  created: { player: { id: string }; email: string | null },
  amount = 100,
) {
  await makeRedeemEligible(t.database.db, created.player.id);
  await adjustBalance(
    { db: t.database.db, publisher: t.app.services.publisher },
    {
      playerEmail: created.email!,
      currency: 'WINNING',
      amount,
      reason: 'test set-up',
      idempotencyKey: randomUUID(),
    },
    { operatorId: 'test', operatorEmail: 'test', ip: null, at: new Date() },
  );
}
