import { lineWins, positionsOf, spinGrid, windowAt } from './evaluate.ts';
import type {
  CoinCell,
  FreeSpinsMath,
  GameDefinition,
  HoldAndLinkMath,
  RandomSource,
  RoundOutcome,
  SpinStep,
  SymbolId,
  Win,
} from './types.ts';

/**
 * Plays one whole round — the paid spin plus every free spin or respin it leads to — and returns the
 * steps for the client to replay. Throws RangeError on a bet that is not one of the game's bet levels.
 * `buyFeature` (games with `featureBuy` only) buys the round at bet × price: its paid spin is a base spin
 * conditioned on starting the free spins (`triggeringGrid`).
 */
export function playRound(
  game: GameDefinition,
  bet: number,
  rng: RandomSource,
  options: { buyFeature?: boolean } = {},
): RoundOutcome {
  if (!game.betLevels.includes(bet))
    throw new RangeError(`Bet ${bet} is not one of ${game.id}'s bet levels (${game.betLevels.join(', ')})`);
  if (options.buyFeature && !(game.featureBuy && game.freeSpins))
    throw new RangeError(`${game.id} has no feature to buy`);
  const lineBet = bet / game.paylines.length;
  const grid = options.buyFeature
    ? triggeringGrid(game, game.freeSpins!, rng)
    : spinGrid(game.reelStrips, game.rows, rng);
  const base: SpinStep = { kind: 'base', grid, wins: lineWins(game, grid, lineBet, 1), win: 0 };
  const steps: SpinStep[] = [base];

  if (game.freeSpins) {
    const fs = game.freeSpins;
    const scatter = scatterWin(grid, fs.scatter, fs.scatterPays, bet, 1);
    if (scatter) base.wins.push(scatter);
    let total = Math.min(fs.awards[positionsOf(grid, fs.scatter).length] ?? 0, fs.maxFreeSpins);
    if (total > 0) {
      let left = total;
      base.feature = {
        freeSpinsAwarded: total,
        freeSpinsLeft: left,
        freeSpinsTotal: total,
        multiplier: fs.multiplier,
      };
      while (left > 0) {
        left--;
        const freeGrid = spinGrid(fs.reelStrips, game.rows, rng);
        const wins = lineWins(game, freeGrid, lineBet, fs.multiplier);
        const freeScatter = scatterWin(freeGrid, fs.scatter, fs.scatterPays, bet, fs.multiplier);
        if (freeScatter) wins.push(freeScatter);
        // Retriggers add spins up to the round's cap.
        const added = Math.min(
          fs.awards[positionsOf(freeGrid, fs.scatter).length] ?? 0,
          fs.maxFreeSpins - total,
        );
        total += added;
        left += added;
        steps.push({
          kind: 'free-spin',
          grid: freeGrid,
          wins,
          win: 0,
          feature: {
            freeSpinsAwarded: added,
            freeSpinsLeft: left,
            freeSpinsTotal: total,
            multiplier: fs.multiplier,
          },
        });
      }
    }
  }

  if (game.holdAndLink) playHoldAndLink(game, game.holdAndLink, bet, rng, steps);

  let totalWin = 0;
  for (const step of steps) {
    step.win = step.wins.reduce((sum, win) => sum + win.amount, 0);
    totalWin += step.win;
  }
  const outcome: RoundOutcome = { gameId: game.id, bet, totalWin, steps };
  if (options.buyFeature) outcome.price = bet * game.featureBuy!.price;
  return outcome;
}

/** Per base reel set: scatters in each stop's window, and stop combinations of reels r.. by scatter count. */
const triggerTables = new WeakMap<object, { perStop: number[][]; combos: number[][] }>();

/**
 * A base grid drawn uniformly among the stop combinations that start the free spins, one draw per reel:
 * each stop is weighted by how many combinations of the reels after it still trigger (exact integers,
 * at most the product of the strip lengths). Same distribution as redrawing until a trigger lands.
 */
function triggeringGrid(game: GameDefinition, fs: FreeSpinsMath, rng: RandomSource): SymbolId[][] {
  const strips = game.reelStrips;
  let tables = triggerTables.get(strips);
  if (!tables) {
    const perStop = strips.map((strip) =>
      strip.map((_, stop) => windowAt(strip, stop, game.rows).filter((s) => s === fs.scatter).length),
    );
    const combos: number[][] = [];
    combos[strips.length] = [1];
    for (let r = strips.length - 1; r >= 0; r--) {
      const next = new Array<number>(combos[r + 1]!.length + game.rows).fill(0);
      for (const n of perStop[r]!) combos[r + 1]!.forEach((ways, k) => (next[n + k]! += ways));
      combos[r] = next;
    }
    tables = { perStop, combos };
    triggerTables.set(strips, tables);
  }
  const { perStop, combos } = tables;
  const triggers = (count: number) => (fs.awards[count] ?? 0) > 0;
  // Combinations of reels r.. that trigger given `before` scatters on the reels already drawn.
  const ways = (r: number, before: number) =>
    combos[r]!.reduce((sum, n, k) => (triggers(before + k) ? sum + n : sum), 0);
  const grid: SymbolId[][] = [];
  let before = 0;
  for (let r = 0; r < strips.length; r++) {
    let pick = rng.int(ways(r, before));
    let stop = 0;
    for (; ; stop++) {
      const weight = ways(r + 1, before + perStop[r]![stop]!);
      if (pick < weight) break;
      pick -= weight;
    }
    before += perStop[r]![stop]!;
    grid.push(windowAt(strips[r]!, stop, game.rows));
  }
  return grid;
}

function scatterWin(
  grid: readonly (readonly SymbolId[])[],
  scatter: SymbolId,
  pays: readonly number[],
  bet: number,
  multiplier: number,
): Win | null {
  const positions = positionsOf(grid, scatter);
  const pay = pays[positions.length] ?? 0;
  if (pay === 0) return null;
  return {
    kind: 'scatter',
    symbol: scatter,
    count: positions.length,
    positions,
    amount: pay * bet * multiplier,
  };
}

function drawCoin(hl: HoldAndLinkMath, reel: number, row: number, bet: number, rng: RandomSource): CoinCell {
  let total = 0;
  for (const coin of hl.coinValues) total += coin.weight;
  let pick = rng.int(total);
  for (const coin of hl.coinValues) {
    if (pick < coin.weight) {
      const cell: CoinCell = { reel, row, value: coin.value * bet };
      if (coin.label) cell.label = coin.label;
      return cell;
    }
    pick -= coin.weight;
  }
  throw new Error('unreachable: weights cover the pick');
}

/**
 * Coins on the base grid get values; `trigger` or more start the respins: coins lock, every empty cell
 * spins on its own, a new coin resets the respins. At the end the coins pay their values, plus the grand
 * prize when every cell holds one.
 */
function playHoldAndLink(
  game: GameDefinition,
  hl: HoldAndLinkMath,
  bet: number,
  rng: RandomSource,
  steps: SpinStep[],
): void {
  const base = steps[0]!;
  const locked = positionsOf(base.grid, hl.coin).map(([reel, row]) => drawCoin(hl, reel, row, bet, rng));
  if (locked.length > 0) base.coins = locked.slice();
  if (locked.length < hl.trigger) return;

  const cells = game.reels * game.rows;
  const held = base.grid.map((column) => column.map((symbol) => symbol === hl.coin));
  let respinsLeft = hl.respins;
  base.feature = { respinsLeft, lockedCoins: locked.slice() };
  while (respinsLeft > 0 && locked.length < cells) {
    const grid: SymbolId[][] = [];
    let landed = 0;
    for (let reel = 0; reel < game.reels; reel++) {
      const column: SymbolId[] = [];
      for (let row = 0; row < game.rows; row++) {
        if (held[reel]![row]) {
          column.push(hl.coin);
        } else if (rng.int(hl.coinChance.denominator) < hl.coinChance.numerator) {
          held[reel]![row] = true;
          locked.push(drawCoin(hl, reel, row, bet, rng));
          landed++;
          column.push(hl.coin);
        } else {
          column.push(hl.blank);
        }
      }
      grid.push(column);
    }
    respinsLeft = landed > 0 ? hl.respins : respinsLeft - 1;
    steps.push({
      kind: 'respin',
      grid,
      wins: [],
      win: 0,
      coins: locked.slice(),
      feature: { respinsLeft, lockedCoins: locked.slice() },
    });
  }

  const last = steps[steps.length - 1]!;
  const positions = locked.map((coin): [number, number] => [coin.reel, coin.row]);
  last.wins.push({
    kind: 'coins',
    symbol: hl.coin,
    count: locked.length,
    positions,
    amount: locked.reduce((sum, coin) => sum + coin.value, 0),
  });
  if (locked.length === cells)
    last.wins.push({ kind: 'grand', symbol: hl.coin, count: cells, positions, amount: hl.grandPrize * bet });
}
