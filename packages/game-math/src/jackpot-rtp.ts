/** A progressive tier's settings as the RTP needs them (amounts in one unit; share in basis points of a bet). */
export interface JackpotTierMath {
  seedAmount: number;
  ceiling: number;
  shareBps: number;
}

/**
 * The long-run return of progressive jackpot tiers per unit bet (docs/game-math.md, "Jackpot contribution").
 * A tier's generation starts at its seed S (paid by the house, not by bets) and drops at D, uniform over the
 * whole numbers of (S, C]; bets contribute D − S, the winner gets D. By the renewal-reward theorem the players
 * as a whole get back E[D] / E[D − S] per unit contributed, so a tier adds share × E[D] / E[D − S] to the RTP of
 * every eligible bet: E[D] = (S + 1 + C) / 2 and E[D − S] = (C − S + 1) / 2.
 */
export function jackpotRtp(tiers: readonly JackpotTierMath[]): number {
  let total = 0;
  for (const { seedAmount: s, ceiling: c, shareBps } of tiers) {
    if (!(c > s) || s < 0 || shareBps < 0)
      throw new RangeError('A tier needs 0 ≤ seed < ceiling and a share ≥ 0.');
    total += (shareBps / 10_000) * ((s + 1 + c) / (c - s + 1));
  }
  return total;
}
