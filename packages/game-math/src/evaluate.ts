import type { GameDefinition, PayByCount, RandomSource, SymbolId, Win } from './types.ts';

export interface LinePay {
  symbol: SymbolId;
  count: number;
  /** In line bets. */
  pay: number;
}

/**
 * The best left-to-right combination on one line: the leading wilds on their own, or the first
 * non-wild symbol with the wilds before and after it — whichever pays more. Symbols without a paytable
 * entry (scatters, coins) break the line and are not substituted. Works on a prefix too, as long as the
 * run has ended inside it (the exact RTP enumeration relies on that).
 */
export function evaluateLine(
  line: readonly SymbolId[],
  paytable: Readonly<Record<SymbolId, PayByCount>>,
  wild: SymbolId,
): LinePay | null {
  const n = line.length;
  let wilds = 0;
  while (wilds < n && line[wilds] === wild) wilds++;
  let best: LinePay | null = null;
  const wildPay = wilds > 0 ? (paytable[wild]?.[wilds] ?? 0) : 0;
  if (wildPay > 0) best = { symbol: wild, count: wilds, pay: wildPay };
  if (wilds < n) {
    const symbol = line[wilds]!;
    const pays = paytable[symbol];
    if (pays && symbol !== wild) {
      let count = wilds + 1;
      while (count < n && (line[count] === symbol || line[count] === wild)) count++;
      const pay = pays[count] ?? 0;
      if (pay > 0 && (best === null || pay > best.pay)) best = { symbol, count, pay };
    }
  }
  return best;
}

/** Picks a uniform stop on every strip and returns the visible window by [reel][row] (rows wrap). */
export function spinGrid(
  strips: readonly (readonly SymbolId[])[],
  rows: number,
  rng: RandomSource,
): SymbolId[][] {
  return strips.map((strip) => windowAt(strip, rng.int(strip.length), rows));
}

export function windowAt(strip: readonly SymbolId[], stop: number, rows: number): SymbolId[] {
  const cells: SymbolId[] = [];
  for (let row = 0; row < rows; row++) cells.push(strip[(stop + row) % strip.length]!);
  return cells;
}

/** Line wins of a grid; amounts are pay × line bet × multiplier. */
export function lineWins(
  game: GameDefinition,
  grid: readonly (readonly SymbolId[])[],
  lineBet: number,
  multiplier: number,
): Win[] {
  const wins: Win[] = [];
  const line: SymbolId[] = new Array<SymbolId>(game.reels);
  for (let l = 0; l < game.paylines.length; l++) {
    const rows = game.paylines[l]!;
    for (let reel = 0; reel < game.reels; reel++) line[reel] = grid[reel]![rows[reel]!]!;
    const result = evaluateLine(line, game.paytable, game.wild);
    if (result === null) continue;
    const positions: [number, number][] = [];
    for (let reel = 0; reel < result.count; reel++) positions.push([reel, rows[reel]!]);
    wins.push({
      kind: 'line',
      line: l,
      symbol: result.symbol,
      count: result.count,
      positions,
      amount: result.pay * lineBet * multiplier,
    });
  }
  return wins;
}

/** Every cell holding `symbol`, as [reel, row]. */
export function positionsOf(grid: readonly (readonly SymbolId[])[], symbol: SymbolId): [number, number][] {
  const positions: [number, number][] = [];
  grid.forEach((cells, reel) =>
    cells.forEach((cell, row) => {
      if (cell === symbol) positions.push([reel, row]);
    }),
  );
  return positions;
}
