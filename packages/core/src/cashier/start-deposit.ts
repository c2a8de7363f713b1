import { and, eq } from 'drizzle-orm';
import {
  FAILED_PAYMENT_TEXT,
  type CardInputSchema,
  type DepositRequestSchema,
  type PaymentMethod,
  type PaymentView,
} from '@casino/contracts';
import type { z } from 'zod';
import { payments } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import { findSellableOffer } from '../offers/player-offers.ts';
import { featureModules } from '../engagement/feature-module.ts';
import { assertWithinPurchaseLimits } from '../play-limits/assert-within-limits.ts';
import { refuseIfPersonOnBreak } from '../person-match/break-match.ts';
import { refuseDuringBreak } from '../self-exclusion/break-rules.ts';
import { assertCardUsable } from './card-checks.ts';
import type { PaymentDeps } from './payment-deps.ts';
import type { StartPaymentResult } from './payment-provider.ts';
import { nextMethodAfter, toPaymentView, type PaymentRow } from './payment-view.ts';

/** The parsed request (the card number already without spaces). */
export type DepositInput = z.output<typeof DepositRequestSchema>;
type ParsedCard = z.output<typeof CardInputSchema>;

export const DEPOSIT_TEXTS = {
  unknownMethod: 'This payment method is not available. Please choose another one.',
  cardRequired: 'Enter your card details.',
  cardNotAllowed: 'Card details are only needed for card payments. Choose the card method or remove them.',
  blocked: 'Purchases are not available in your location.',
  otherRequest: 'This purchase was already started with different details. Please start a new purchase.',
  providerDown: 'The payment provider is not answering. Please try again in a moment.',
} as const;

function sameRequest(row: PaymentRow, input: DepositInput) {
  return (
    row.presetId === input.presetId && row.offerType === input.offerType && row.methodId === input.methodId
  );
}

/**
 * Starts a purchase of an offer: the server decides the price and amounts (copied into the payment),
 * then asks the method's provider to charge. Idempotent per player and idempotencyKey: a repeat returns
 * the same payment. Refusals (bad method, card, offer, region) are 4xx and record nothing.
 */
export async function startDeposit(
  deps: PaymentDeps,
  input: { playerId: string | null; request: DepositInput; now: Date },
): Promise<PaymentView> {
  const { db, providers } = deps;
  const { request } = input;
  const player = await requirePlayer(db, input.playerId);
  const methods = providers.methods();

  const existing = await findByKey(deps, player.id, request.idempotencyKey);
  if (existing) return repeat(existing, request, methods);

  const found = providers.findMethod(request.methodId);
  if (!found)
    throw new DomainError({ status: 422, code: 'unknown_method', message: DEPOSIT_TEXTS.unknownMethod });
  const { method, provider } = found;
  const card: ParsedCard | undefined = request.card;
  if (method.type === 'card' && !card)
    throw new DomainError({
      status: 422,
      code: 'card_required',
      message: DEPOSIT_TEXTS.cardRequired,
      errors: { card: [DEPOSIT_TEXTS.cardRequired] },
    });
  if (method.type !== 'card' && card)
    throw new DomainError({ status: 422, code: 'card_not_allowed', message: DEPOSIT_TEXTS.cardNotAllowed });
  if (card) assertCardUsable(card, input.now);
  if (player.geoAccess === 'blocked')
    throw new DomainError({
      status: 403,
      code: 'financial_operations_unavailable',
      message: DEPOSIT_TEXTS.blocked,
    });
  await refuseDuringBreak(db, player.id, input.now);
  // The break covers the person: not another account of theirs, nor their card on a new one.
  const cardFingerprint = card ? provider.cardFingerprint(card) : null;
  await refuseIfPersonOnBreak(
    db,
    {
      playerId: player.id,
      canonicalEmail: player.canonicalEmail,
      identityKey: player.identityKey,
      cardFingerprint,
    },
    input.now,
  );
  const { row: offer } = await findSellableOffer(db, {
    playerId: player.id,
    presetId: request.presetId,
    offerType: request.offerType,
    now: input.now,
  });
  for (const { checkPurchase } of featureModules())
    await checkPurchase?.(db, { offer, brand: player.brand, playerId: player.id, now: input.now });

  // The limit check and the payment are one transaction: the payment counts for the next purchase.
  const [created] = await db.transaction(async (tx) => {
    await assertWithinPurchaseLimits(tx, {
      playerId: player.id,
      amountCents: offer.priceCents,
      now: input.now,
    });
    return tx
      .insert(payments)
      .values({
        playerId: player.id,
        createdAt: input.now,
        idempotencyKey: request.idempotencyKey,
        presetId: offer.id,
        offerType: offer.kind,
        provider: provider.name,
        methodId: method.id,
        methodType: method.type,
        priceCents: offer.priceCents,
        coins: offer.coins,
        entries: offer.entries,
        magicBoxes: offer.magicBoxes,
        location: request.location ?? null,
        cardFingerprint,
      })
      .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
      .returning();
  });
  if (!created) {
    // A concurrent request with the same key won the insert.
    const first = await findByKey(deps, player.id, request.idempotencyKey);
    return repeat(first!, request, methods);
  }

  let result: StartPaymentResult;
  try {
    result = await provider.startPayment({
      paymentId: created.id,
      amountCents: created.priceCents,
      currency: 'USD',
      method,
      card: card && { number: card.number, expiry: card.expiry, cvc: card.cvc, holder: card.holder },
    });
  } catch (error) {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: 'provider_error', updatedAt: input.now })
      .where(and(eq(payments.id, created.id), eq(payments.status, 'pending')));
    if (error instanceof DomainError) throw error;
    throw new DomainError({ status: 502, code: 'provider_unavailable', message: DEPOSIT_TEXTS.providerDown });
  }

  const row = await recordStart(deps, created.id, result, input.now);
  if (row.status === 'challenge' && row.challengeUrl)
    deps.publisher.toPlayer(player.id, {
      type: 'payment',
      action: '3dsVerification',
      data: { paymentId: row.id, challengeUrl: row.challengeUrl },
    });
  if (row.status === 'declined')
    deps.publisher.toPlayer(player.id, {
      type: 'payment',
      action: 'decline',
      data: {
        paymentId: row.id,
        presetId: row.presetId,
        offerType: row.offerType,
        methodId: row.methodId,
        nextMethodId: nextMethodAfter(methods, row.methodId),
        message: FAILED_PAYMENT_TEXT,
      },
    });
  return toPaymentView(row, methods);
}

async function findByKey(deps: PaymentDeps, playerId: string, key: string) {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, key)));
  return row;
}

function repeat(row: PaymentRow, request: DepositInput, methods: PaymentMethod[]) {
  if (!sameRequest(row, request))
    throw new DomainError({ status: 409, code: 'idempotency_conflict', message: DEPOSIT_TEXTS.otherRequest });
  return toPaymentView(row, methods);
}

/**
 * Records the provider's first answer. A webhook may already have moved the payment on (a fast
 * provider), so the status only changes while it is still pending; the reference is always kept.
 */
async function recordStart(deps: PaymentDeps, paymentId: string, result: StartPaymentResult, now: Date) {
  const { db } = deps;
  await db
    .update(payments)
    .set({ providerRef: result.providerRef, updatedAt: now })
    .where(eq(payments.id, paymentId));
  if (result.status !== 'pending')
    await db
      .update(payments)
      .set(
        result.status === 'challenge'
          ? { status: 'challenge', challengeUrl: result.challengeUrl, updatedAt: now }
          : { status: 'declined', failureReason: result.reason, updatedAt: now },
      )
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}
