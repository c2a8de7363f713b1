import type { CashOffersResponse, PromoOfferPreset, PurchaseEvent } from '@casino/contracts';
import {
  firstDepositUserData,
  trackDeposit,
  trackPaymentComplete,
  trackPurchase,
} from '../../lib/analytics/data-layer.ts';

/** The cashier's analytics steps, in the order a purchase goes through them. */
export type DepositStep =
  'open' | 'offer' | 'method' | 'submit' | 'challenge' | 'complete' | 'declined' | 'failed';

export interface DepositTrackContext {
  location: string | null;
  playerId: string | null;
  offer: Pick<PromoOfferPreset, 'id' | 'kind'> | null;
  methodType?: string | null;
}

/** One `deposit` event (spec fields: location, step, type, package, playerId, quantity, offer). */
export function trackDepositStep(step: DepositStep, context: DepositTrackContext): void {
  const { offer } = context;
  trackDeposit({
    step,
    ...(context.location ? { location: context.location } : {}),
    ...(context.playerId ? { playerId: context.playerId } : {}),
    ...(offer
      ? {
          type: offer.kind,
          package: offer.id,
          quantity: 1,
          ...(offer.kind === 'promoOffer' ? { offer: offer.id } : {}),
        }
      : {}),
  });
}

/**
 * A completed deposit: the server's purchase data as it is, and on the first deposit the player's
 * email and phone hashed with SHA-256 (spec: the first deposit's tracking call).
 */
export async function trackCompletedDeposit(input: {
  purchase: PurchaseEvent;
  isFirstDeposit: boolean;
  contact: { email: string | null; phone: string | null };
  location: string | null;
}): Promise<void> {
  const userData = input.isFirstDeposit ? await firstDepositUserData(input.contact) : null;
  const withUserData = userData && Object.keys(userData).length > 0 ? { user_data: userData } : {};
  trackPurchase({ ...input.purchase, ...withUserData });
  trackPaymentComplete({
    step: 'complete',
    type: input.purchase.type,
    package: input.purchase.offer,
    playerId: input.purchase.playerId,
    quantity: input.purchase.quantity,
    value: input.purchase.value,
    ...(input.location ? { location: input.location } : {}),
    ...withUserData,
  });
}

/** Every offer the cashier sells, packages first. */
export const allOffers = (offers: CashOffersResponse): PromoOfferPreset[] => [
  ...offers.packages,
  ...offers.promoOffers,
];
