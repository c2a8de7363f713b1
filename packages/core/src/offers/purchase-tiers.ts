/** How many things (scratch cards, mystery boxes) a purchase of `priceCents` earns: the highest tier it reaches, else 0. */
export const countForPurchase = (
  tiers: readonly { minPriceCents: number; count: number }[],
  priceCents: number,
) => tiers.reduce((best, tier) => (priceCents >= tier.minPriceCents ? Math.max(best, tier.count) : best), 0);
