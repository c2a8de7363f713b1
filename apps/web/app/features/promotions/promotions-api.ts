import {
  ExitOfferResponseSchema,
  FlipTheCoinResponseSchema,
  PROMO_OFFER_PATHS,
  PromoOfferSubscribeResponseSchema,
  PromotionsPageResponseSchema,
  type FlipTheCoinResponse,
  type PromoOfferPreset,
  type PromotionsPage,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export async function fetchPromotionsPage(): Promise<PromotionsPage> {
  return (await http.get(PROMO_OFFER_PATHS.page, { schema: PromotionsPageResponseSchema })).payload;
}

export async function fetchExitOffer(): Promise<PromoOfferPreset | null> {
  const answer = await http.get(PROMO_OFFER_PATHS.exit, { schema: ExitOfferResponseSchema });
  return answer.exitPopupPromoOfferPreset?.promoOfferPreset ?? null;
}

/** Unlocks the offer of a promoOffer link; throws an HttpError (404) for an unknown or expired hash. */
export async function subscribePromoOffer(urlHash: string): Promise<number> {
  return (
    await http.post(PROMO_OFFER_PATHS.subscribe, { urlHash }, { schema: PromoOfferSubscribeResponseSchema })
  ).presetId;
}

export async function flipTheCoin(promoOfferSet: string): Promise<FlipTheCoinResponse> {
  return http.post(PROMO_OFFER_PATHS.flipTheCoin, undefined, {
    query: { promoOfferSet },
    schema: FlipTheCoinResponseSchema,
  });
}
