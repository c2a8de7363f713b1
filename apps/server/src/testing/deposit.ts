import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@casino/contracts';
import { recordActivity, SANDBOX_METHOD_IDS, tables, type ActivityData, type Db } from '@casino/core';
import type { Agent } from './agent.ts';

/** The seeded "Popular" package, the one purchase tests buy. */
export async function popularPresetId(db: Db) {
  const [preset] = await db
    .select({ id: tables.offerPresets.id })
    .from(tables.offerPresets)
    .where(eq(tables.offerPresets.titleEn, 'Popular'));
  return preset!.id;
}

/** Tests only: a purchase through the real deposit route, paid with a sandbox card (the one that succeeds). */
export const buyWithSandboxCard = (
  agent: Agent,
  presetId: number,
  offerType = 'package',
  number: string = SANDBOX_CARDS.success,
) =>
  agent.post('/rest/cash/deposit/', {
    presetId,
    offerType,
    methodId: SANDBOX_METHOD_IDS.card,
    card: { number, expiry: '12/39', cvc: '123', holder: 'Test Player' },
    idempotencyKey: randomUUID(),
  });

/**
 * Tests only: a completed purchase as the cashier records it (the `purchase` activity, at `at`): a package of
 * 9.99 unless `data` says otherwise. The handlers run when the caller drains the activity; the payment's id.
 */
export async function recordPurchase(
  db: Db,
  purchase: { playerId: string; at: Date; data?: Partial<ActivityData['purchase']> },
) {
  const data = {
    paymentId: randomUUID(),
    presetId: null,
    offerType: 'package',
    priceCents: 999,
    coins: 0,
    entries: 0,
    depositsCount: 1,
    ...purchase.data,
  };
  await recordActivity(db, {
    kind: 'purchase',
    ref: `payment:${data.paymentId}`,
    playerId: purchase.playerId,
    at: purchase.at,
    data,
  });
  return data.paymentId;
}
