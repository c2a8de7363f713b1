import { and, eq } from 'drizzle-orm';
import type { PaymentMethod, PaymentView } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The method to suggest after a decline: the next one in the cashier's list, or null after the last. */
export function nextMethodAfter(methods: PaymentMethod[], methodId: string): string | null {
  const index = methods.findIndex((m) => m.id === methodId);
  return index >= 0 ? (methods[index + 1]?.id ?? null) : null;
}

export function toPaymentView(row: PaymentRow, methods: PaymentMethod[]): PaymentView {
  const failed = row.status === 'declined' || row.status === 'failed';
  return {
    id: row.id,
    status: row.status,
    presetId: row.presetId,
    offerType: row.offerType,
    methodId: row.methodId,
    price: row.priceCents / 100,
    coins: row.coins,
    entries: row.entries,
    challengeUrl: row.status === 'challenge' ? row.challengeUrl : null,
    failureReason: failed ? row.failureReason : null,
    nextMethodId: failed ? nextMethodAfter(methods, row.methodId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const PAYMENT_NOT_FOUND = 'This payment does not exist.';

/** A payment of this player; another player's id is answered exactly like an unknown one (404). */
export async function findPlayerPayment(db: Db, playerId: string, paymentId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.playerId, playerId)));
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}
