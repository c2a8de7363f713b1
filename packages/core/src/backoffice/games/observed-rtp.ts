/**
 * What a game's settled paid rounds returned, from sums the database adds up in one pass (n, Σbet, Σwin,
 * Σbet², Σwin², Σbet·win): no row leaves the database.
 */
export interface RoundSums {
  rounds: number;
  sumBet: number;
  sumWin: number;
  sumBetSquared: number;
  sumWinSquared: number;
  sumBetWin: number;
}

export interface ObservedRtp {
  /** Σwin / Σbet; null without a paid round. */
  rtp: number | null;
  /** The 95 % confidence interval of the RTP; null below two rounds. */
  ciLow: number | null;
  ciHigh: number | null;
}

/** The normal quantile of a two-sided 95 % interval. */
export const Z_95 = 1.96;

/**
 * The observed RTP R = Σwin / Σbet and its 95 % confidence interval R ± 1.96·s/√n, where s is the sample
 * standard deviation of each round's return measured in average bets: d_i = (win_i − R·bet_i) / b̄, with
 * b̄ = Σbet / n. Σd_i = 0, so s² = Σd_i² / (n − 1), and Σd_i²·b̄² = Σwin² − 2R·Σbet·win + R²·Σbet²: the
 * sums of squares are enough. When every round bets the same, d_i = win_i/bet − R is exactly the
 * round's return minus its mean, and this is the textbook mean ± 1.96·s/√n of the per-round returns;
 * when bets differ, the interval stays centred on the RTP the ledger saw (Σwin / Σbet), not on the mean of
 * the ratios (the ratio estimator's variance, by the delta method). The lower bound is never below 0.
 */
export function observedRtp(sums: RoundSums): ObservedRtp {
  const { rounds: n, sumBet, sumWin } = sums;
  if (n <= 0 || sumBet <= 0) return { rtp: null, ciLow: null, ciHigh: null };
  const rtp = sumWin / sumBet;
  if (n < 2) return { rtp, ciLow: null, ciHigh: null };
  const meanBet = sumBet / n;
  const squares = sums.sumWinSquared - 2 * rtp * sums.sumBetWin + rtp * rtp * sums.sumBetSquared;
  // Rounding can leave a tiny negative where every round returned the same.
  const variance = Math.max(0, squares) / (meanBet * meanBet) / (n - 1);
  const halfWidth = (Z_95 * Math.sqrt(variance)) / Math.sqrt(n);
  return { rtp, ciLow: Math.max(0, rtp - halfWidth), ciHigh: rtp + halfWidth };
}
