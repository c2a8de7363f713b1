import { evaluateLine } from './evaluate.ts';
import { fishingRtp } from './play-shot.ts';
import { jackpotRtp, type JackpotTierMath } from './jackpot-rtp.ts';
import type { EngineDefinition, FreeSpinsMath, GameDefinition, HoldAndLinkMath, SymbolId } from './types.ts';

/**
 * Exact return to player as a fraction of the bet. Reel stops are independent and uniform, so:
 * - the symbol on a payline at a reel is distributed like the strip itself, whatever the row; the mean
 *   line pay is a sum over symbol tuples (pruned once a line's run has ended) and every line has the same mean;
 * - the count of scatters / coins on the grid is the convolution of each reel's count over its stops;
 * - a free spin's mean is fixed, so the feature is worth that mean × the expected number of free spins,
 *   a recursion over (spins left, spins granted) that honours the retrigger cap;
 * - hold-and-link is a Markov chain over (coins locked, respins left).
 * All wins are linear in the bet, so the result does not depend on the bet level.
 * A fishing game's RTP is every fish kind's hit chance × mean multiplier (equal by design).
 * `jackpots`: the tiers a jackpot game's bets feed (one mode's); their long-run return (`jackpotRtp`) is
 * added, since the share is taken from the house's part of the bet, not from the game's pays.
 */
export function theoreticalRtp(
  game: EngineDefinition,
  options: { jackpots?: readonly JackpotTierMath[] } = {},
): number {
  const base = game.kind === 'fishing' ? fishingRtp(game) : rtpBreakdown(game).total;
  return base + (options.jackpots ? jackpotRtp(options.jackpots) : 0);
}

export interface RtpBreakdown {
  lines: number;
  scatter: number;
  freeSpins: number;
  holdAndLink: number;
  total: number;
  /** Chance that a paid spin starts the feature (1 for a bought round). */
  featureChance: number;
}

export function rtpBreakdown(game: GameDefinition): RtpBreakdown {
  const lines = meanLinePay(game, game.reelStrips);
  let scatter = 0;
  let freeSpins = 0;
  let holdAndLink = 0;
  let featureChance = 0;
  if (game.freeSpins) {
    const fs = game.freeSpins;
    const counts = symbolCountDistribution(game.reelStrips, game.rows, fs.scatter);
    scatter = expectedByCount(counts, fs.scatterPays);
    const value = freeSpinsValue(game, fs);
    counts.forEach((p, count) => {
      if ((fs.awards[count] ?? 0) > 0) {
        featureChance += p;
        freeSpins += p * value(count);
      }
    });
  }
  if (game.holdAndLink) {
    const hl = game.holdAndLink;
    const counts = symbolCountDistribution(game.reelStrips, game.rows, hl.coin);
    const featureValue = holdAndLinkValues(game.reels * game.rows, hl);
    counts.forEach((p, count) => {
      if (count >= hl.trigger) {
        featureChance += p;
        holdAndLink += p * featureValue(count);
      }
    });
  }
  return {
    lines,
    scatter,
    freeSpins,
    holdAndLink,
    total: lines + scatter + freeSpins + holdAndLink,
    featureChance,
  };
}

/**
 * A bought round (`featureBuy`), as a fraction of its price: the paid spin is a base spin conditioned on
 * landing the trigger, so each part is E[part · 1{trigger}] / P(trigger). Line pays and the scatter count
 * are not independent (a scatter breaks a line), so lines are summed jointly with the scatter count
 * (`linePayByCount`).
 */
export function featureBuyBreakdown(game: GameDefinition): RtpBreakdown {
  const fs = game.freeSpins;
  if (!game.featureBuy || !fs) throw new RangeError(`${game.id} has no feature to buy`);
  const counts = symbolCountDistribution(game.reelStrips, game.rows, fs.scatter);
  const linesByCount = linePayByCount(game, game.reelStrips, fs.scatter);
  const value = freeSpinsValue(game, fs);
  let trigger = 0;
  let lines = 0;
  let scatter = 0;
  let freeSpins = 0;
  counts.forEach((p, count) => {
    if ((fs.awards[count] ?? 0) === 0) return;
    trigger += p;
    lines += linesByCount[count]!;
    scatter += p * (fs.scatterPays[count] ?? 0);
    freeSpins += p * value(count);
  });
  const perPrice = 1 / (trigger * game.featureBuy.price);
  return {
    lines: lines * perPrice,
    scatter: scatter * perPrice,
    freeSpins: freeSpins * perPrice,
    holdAndLink: 0,
    total: (lines + scatter + freeSpins) * perPrice,
    featureChance: 1,
  };
}

/** Expected free-spin pay in total bets, by the scatter count that started the feature. */
function freeSpinsValue(game: GameDefinition, fs: FreeSpinsMath): (count: number) => number {
  const perFreeSpin =
    fs.multiplier *
    (meanLinePay(game, fs.reelStrips) +
      expectedByCount(symbolCountDistribution(fs.reelStrips, game.rows, fs.scatter), fs.scatterPays));
  const played = expectedFreeSpinsPlayed(game, fs);
  return (count) => played(Math.min(fs.awards[count] ?? 0, fs.maxFreeSpins)) * perFreeSpin;
}

/**
 * E[total line pay · 1{the grid shows k of `symbol`}] in total bets, for each k. Per line, each reel
 * contributes the pair (symbol on the line's row, count of `symbol` in its window) drawn from the same
 * stop; once the line's run has ended, the reels left add only their count (a convolution).
 * Summed over k it is meanLinePay.
 */
export function linePayByCount(
  game: GameDefinition,
  strips: readonly (readonly SymbolId[])[],
  symbol: SymbolId,
): number[] {
  const rows = game.rows;
  const windowCounts = strips.map((strip) =>
    strip.map((_, stop) => {
      let n = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === symbol) n++;
      return n;
    }),
  );
  // tail[r][k]: chance that reels r.. show k of `symbol` together.
  const tail: number[][] = [];
  tail[game.reels] = [1];
  for (let r = game.reels - 1; r >= 0; r--) {
    const next = new Array<number>(tail[r + 1]!.length + rows).fill(0);
    const weight = 1 / strips[r]!.length;
    for (const n of windowCounts[r]!) tail[r + 1]!.forEach((q, k) => (next[n + k]! += weight * q));
    tail[r] = next;
  }
  const result = new Array<number>(tail[0]!.length).fill(0);
  for (const line of game.paylines) {
    // joint[r]: (symbol on this line's row, count in the window) → probability.
    const joint = strips.map((strip, r) => {
      const pairs = new Map<string, { symbol: SymbolId; count: number; p: number }>();
      strip.forEach((_, stop) => {
        const shown = strip[(stop + line[r]!) % strip.length]!;
        const count = windowCounts[r]![stop]!;
        const key = `${shown}\u0000${count}`;
        const pair = pairs.get(key) ?? { symbol: shown, count, p: 0 };
        pair.p += 1 / strip.length;
        pairs.set(key, pair);
      });
      return [...pairs.values()];
    });
    const prefix: SymbolId[] = [];
    const walk = (reel: number, probability: number, count: number): void => {
      if (reel === game.reels || runEnded(prefix, game)) {
        const pay = evaluateLine(prefix, game.paytable, game.wild)?.pay ?? 0;
        if (pay > 0)
          tail[reel]!.forEach(
            (q, k) => (result[count + k]! += (probability * q * pay) / game.paylines.length),
          );
        return;
      }
      for (const pair of joint[reel]!) {
        prefix.push(pair.symbol);
        walk(reel + 1, probability * pair.p, count + pair.count);
        prefix.pop();
      }
    };
    walk(0, 1, 0);
  }
  return result;
}

/** Symbol → probability that a given cell of the reel shows it. */
function stripFrequencies(strip: readonly SymbolId[]): [SymbolId, number][] {
  const counts = new Map<SymbolId, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts].map(([symbol, n]) => [symbol, n / strip.length]);
}

/** Mean total line pay of one spin, in total bets (= mean pay of one line in line bets). */
export function meanLinePay(game: GameDefinition, strips: readonly (readonly SymbolId[])[]): number {
  const frequencies = strips.map(stripFrequencies);
  const prefix: SymbolId[] = [];
  let expected = 0;
  const walk = (reel: number, probability: number): void => {
    if (reel === game.reels || runEnded(prefix, game)) {
      expected += probability * (evaluateLine(prefix, game.paytable, game.wild)?.pay ?? 0);
      return;
    }
    for (const [symbol, p] of frequencies[reel]!) {
      prefix.push(symbol);
      walk(reel + 1, probability * p);
      prefix.pop();
    }
  };
  walk(0, 1);
  return expected;
}

/** True when the symbols still to come cannot change the line's result. */
function runEnded(prefix: readonly SymbolId[], game: GameDefinition): boolean {
  let i = 0;
  while (i < prefix.length && prefix[i] === game.wild) i++;
  if (i === prefix.length) return false;
  const symbol = prefix[i]!;
  if (!game.paytable[symbol]) return true;
  for (i++; i < prefix.length; i++) if (prefix[i] !== symbol && prefix[i] !== game.wild) return true;
  return false;
}

/** Probability of each count (index) of `symbol` in the visible grid. */
export function symbolCountDistribution(
  strips: readonly (readonly SymbolId[])[],
  rows: number,
  symbol: SymbolId,
): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const perReel = new Array<number>(rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === symbol) n++;
      perReel[n]! += 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + rows).fill(0);
    distribution.forEach((p, a) => perReel.forEach((q, b) => (next[a + b]! += p * q)));
    distribution = next;
  }
  return distribution;
}

function expectedByCount(distribution: readonly number[], pays: readonly number[]): number {
  return distribution.reduce((sum, p, count) => sum + p * (pays[count] ?? 0), 0);
}

/** Expected free spins played, given the first award, with retriggers capped at maxFreeSpins. */
function expectedFreeSpinsPlayed(game: GameDefinition, fs: FreeSpinsMath): (award: number) => number {
  const counts = symbolCountDistribution(fs.reelStrips, game.rows, fs.scatter);
  const memo = new Map<number, number>();
  // f(left, granted) = expected spins still played with `left` to play and `granted` granted so far.
  const f = (left: number, granted: number): number => {
    if (left === 0) return 0;
    if (granted >= fs.maxFreeSpins) return left;
    const key = left * (fs.maxFreeSpins + 1) + granted;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 1;
    counts.forEach((p, count) => {
      const added = Math.min(fs.awards[count] ?? 0, fs.maxFreeSpins - granted);
      value += p * f(left - 1 + added, granted + added);
    });
    memo.set(key, value);
    return value;
  };
  return (award) => f(award, award);
}

/** Expected feature pay in total bets, by the number of coins that started it. */
function holdAndLinkValues(cells: number, hl: HoldAndLinkMath): (startCoins: number) => number {
  let weights = 0;
  let weighted = 0;
  for (const coin of hl.coinValues) {
    weights += coin.weight;
    weighted += coin.weight * coin.value;
  }
  const meanCoin = weighted / weights;
  const q = hl.coinChance.numerator / hl.coinChance.denominator;
  // value[n][r]: expected pay with n coins locked and r respins left.
  const value: number[][] = [];
  for (let n = cells; n >= 0; n--) {
    value[n] = [];
    for (let r = 0; r <= hl.respins; r++) {
      if (n === cells) value[n]![r] = cells * meanCoin + hl.grandPrize;
      else if (r === 0) value[n]![r] = n * meanCoin;
      else {
        const empty = cells - n;
        let v = 0;
        for (let m = 0; m <= empty; m++) {
          const p = binomial(empty, m) * q ** m * (1 - q) ** (empty - m);
          v += p * (m === 0 ? value[n]![r - 1]! : value[n + m]![hl.respins]!);
        }
        value[n]![r] = v;
      }
    }
  }
  return (startCoins) => value[startCoins]![hl.respins]!;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
