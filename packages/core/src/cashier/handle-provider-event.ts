import { and, eq } from 'drizzle-orm';
import { BRANDS, FAILED_PAYMENT_TEXT, isBrandKey, toMinorUnits, type PurchaseEvent } from '@casino/contracts';
import { offerPresets, paymentEvents, payments, players } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { recordActivity } from '../engagement/activity.ts';
import { countCompletedDeposits } from '../offers/player-offers.ts';
import { transferInTransaction } from '../wallet/transfer.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { badWebhook, type ProviderEvent } from './payment-provider.ts';
import { nextPaymentState, type Transition } from './payment-state.ts';
import type { PaymentRow } from './payment-view.ts';

export type EventOutcome =
  | { kind: 'duplicate' }
  | { kind: 'ignored'; status: PaymentRow['status'] }
  | { kind: 'applied'; status: PaymentRow['status'] };

/**
 * Applies one provider notification. Stored once per (provider, eventId); the payment row is locked
 * while its state changes, and a completion credits coins and entries through the ledger in the same
 * transaction (keys `purchase:{id}:COIN|ENTRY`), so a payment is credited exactly once whatever the
 * provider repeats or reorders. Pushes go out after the commit.
 */
export async function handleProviderEvent(
  deps: PaymentDeps,
  input: { provider: string; event: ProviderEvent; now: Date },
): Promise<EventOutcome> {
  const { event } = input;
  const result = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, event.paymentId), eq(payments.provider, input.provider)))
      .for('update');
    if (!payment) throw notFound('No payment matches this event.');
    if (event.providerRef !== '' && payment.providerRef !== null && payment.providerRef !== event.providerRef)
      throw badWebhook('The event does not belong to this payment.');
    const stored = await tx
      .insert(paymentEvents)
      .values({
        provider: input.provider,
        eventId: event.eventId,
        paymentId: payment.id,
        type: event.type,
        payload: { ...event },
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (stored.length === 0) return { kind: 'duplicate' as const };

    const transition = nextPaymentState(payment.status, event.type);
    if (!transition) return { kind: 'ignored' as const, status: payment.status };
    const { now } = input;
    const [updated] = await tx
      .update(payments)
      .set({
        status: transition.status,
        providerRef: event.providerRef || payment.providerRef,
        challengeUrl: null,
        failureReason: transition.status === 'failed' ? (event.reason ?? 'payment_failed') : null,
        completedAt: transition.credit ? now : null,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (transition.credit) await creditPurchase(tx, updated!);
    const depositsCount = transition.credit ? await countCompletedDeposits(tx, payment.playerId) : 0;
    if (transition.credit)
      await recordActivity(tx, {
        kind: 'purchase',
        ref: payment.id,
        playerId: payment.playerId,
        data: {
          paymentId: payment.id,
          presetId: payment.presetId,
          offerType: payment.offerType,
          priceCents: payment.priceCents,
          coins: payment.coins,
          entries: payment.entries,
          magicBoxes: payment.magicBoxes,
          depositsCount,
        },
        at: now,
      });
    return { kind: 'applied' as const, payment: updated!, transition, depositsCount };
  });
  if (result.kind !== 'applied') return result;
  await notify(deps, result.payment, result.transition, result.depositsCount);
  if (result.transition.credit) deps.activity?.kick();
  return { kind: 'applied', status: result.payment.status };
}

async function creditPurchase(tx: PaymentDeps['db'], payment: PaymentRow) {
  const credits = [
    { currency: 'COIN' as const, amount: payment.coins },
    { currency: 'ENTRY' as const, amount: toMinorUnits('ENTRY', payment.entries) },
  ];
  for (const { currency, amount } of credits) {
    if (amount === 0) continue;
    await transferInTransaction(tx, {
      key: `purchase:${payment.id}:${currency}`,
      kind: 'purchase',
      currency,
      amount,
      from: { house: 'purchases' },
      to: { playerId: payment.playerId },
      metadata: { paymentId: payment.id, presetId: payment.presetId },
    });
  }
}

async function notify(deps: PaymentDeps, payment: PaymentRow, transition: Transition, depositsCount: number) {
  const { publisher, db } = deps;
  const to = payment.playerId;
  for (const what of transition.notify) {
    switch (what) {
      case '3dsPassed':
      case '3dsFailed':
        publisher.toPlayer(to, {
          type: 'payment',
          action: '3dsResult',
          data: { paymentId: payment.id, passed: what === '3dsPassed' },
        });
        break;
      case 'refresh':
        publisher.toPlayer(to, { type: 'payment', action: 'refresh', data: { paymentId: payment.id } });
        break;
      case 'failedComplete':
        publisher.toPlayer(to, {
          type: 'deposit',
          action: 'failedComplete',
          data: {
            paymentId: payment.id,
            presetId: payment.presetId,
            offerType: payment.offerType,
            methodId: payment.methodId,
            message: FAILED_PAYMENT_TEXT,
          },
        });
        if (payment.methodType === 'apple_pay')
          publisher.toPlayer(to, {
            type: 'playerVerification',
            action: 'apple_pay_failed',
            data: { paymentId: payment.id },
          });
        break;
      case 'complete':
        publisher.toPlayer(to, {
          type: 'deposit',
          action: 'complete',
          data: {
            paymentId: payment.id,
            presetId: payment.presetId,
            depositsCount,
            isFirstDeposit: depositsCount === 1,
            purchase: await purchaseEvent(deps, payment),
          },
        });
        if (payment.methodType === 'apple_pay')
          publisher.toPlayer(to, {
            type: 'playerVerification',
            action: 'apple_pay_success',
            data: { paymentId: payment.id },
          });
        await publishBalance(db, publisher, to);
        // Daily limits and low-balance offers may have changed, and so has what the cashier sells.
        publisher.toPlayer(to, { type: 'promotionsPage', action: 'update' });
        publisher.toPlayer(to, { type: 'cash', action: 'offersChanged', data: {} });
        break;
    }
  }
}

/** The analytics purchase event of a completed payment (spec fields). */
async function purchaseEvent(deps: PaymentDeps, payment: PaymentRow): Promise<PurchaseEvent> {
  const [[offer], [player]] = await Promise.all([
    deps.db
      .select({ usualPriceCents: offerPresets.usualPriceCents })
      .from(offerPresets)
      .where(eq(offerPresets.id, payment.presetId)),
    deps.db
      .select({ brand: players.brand, login: players.login })
      .from(players)
      .where(eq(players.id, payment.playerId)),
  ]);
  const usual = offer?.usualPriceCents ?? null;
  return {
    type: 'coins',
    value: payment.priceCents / 100,
    discount: usual !== null && usual > payment.priceCents ? (usual - payment.priceCents) / 100 : 0,
    coins: payment.coins,
    bonus: payment.entries,
    affiliation: player && isBrandKey(player.brand) ? BRANDS[player.brand].appName : '',
    // The same player id the client's deposit events carry (app init's login).
    playerId: player?.login ?? '',
    quantity: 1,
    offer: payment.presetId,
  };
}
