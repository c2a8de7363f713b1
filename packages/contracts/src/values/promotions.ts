/** The spec's promotion counter: more than nine shows as '9+'. */
export const promotionsCounterLabel = (count: number): string | null =>
  count <= 0 ? null : count > 9 ? '9+' : String(count);

export const PROMO_OFFER_PATHS = {
  page: '/rest/page/promotions/',
  exit: '/rest/cash/promo-offer-preset/exit/',
  subscribe: '/rest/cash/promo-offer-preset/subscribe/',
  flipTheCoin: '/rest/cash/promo-offer-preset/flip-the-coin/',
} as const;
