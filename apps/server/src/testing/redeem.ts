import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { adjustBalance, type Database } from '@casino/core';
import { makeRedeemEligible } from '@casino/core/testing';
import type { App } from '../app.ts';
import { createAgent } from './agent.ts';

export { FULL_PROFILE, makeRedeemEligible } from '@casino/core/testing';

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
