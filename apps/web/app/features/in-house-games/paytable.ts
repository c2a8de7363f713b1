import type { GameDefinition } from '@casino/game-math';

export interface SymbolPays {
  symbol: string;
  /** What 3, 4, 5… of it pay at this bet (minor units), highest count first; only counts that pay. */
  pays: { count: number; amount: number }[];
}

/** The paytable at a total bet: line pays are in line bets (bet / lines), so a row scales with the bet. */
export function paysAtBet(game: GameDefinition, bet: number): SymbolPays[] {
  const lineBet = bet / game.paylines.length;
  const rows: SymbolPays[] = [];
  for (const symbol of game.symbols) {
    const table = game.paytable[symbol];
    if (!table) continue;
    const pays = table
      .map((times, count) => ({ count, amount: times * lineBet }))
      .filter(({ amount }) => amount > 0)
      .reverse();
    if (pays.length) rows.push({ symbol, pays });
  }
  return rows;
}

/** Scatter pays at this bet (in total bets in the data), highest count first. */
export const scatterPaysAtBet = (game: GameDefinition, bet: number) =>
  (game.freeSpins?.scatterPays ?? [])
    .map((times, count) => ({ count, amount: times * bet, spins: game.freeSpins?.awards[count] ?? 0 }))
    .filter(({ amount, spins }) => amount > 0 || spins > 0)
    .reverse();

/**
 * The most one round can pay, in bets (docs/game-math.md, "No max-win cap"): every line at the top pay; a
 * scatter's top pay on each spin, over the paid spin and the capped free spins at their multiplier; a grid of
 * the top coin and the Grand.
 */
export function maxWinTimes(game: GameDefinition): number {
  const topLine = Math.max(...Object.values(game.paytable).flatMap((pays) => [...pays]));
  const free = game.freeSpins;
  if (free) {
    const perSpin = topLine + Math.max(...free.scatterPays);
    return perSpin * (1 + free.maxFreeSpins * free.multiplier);
  }
  const link = game.holdAndLink;
  if (link) {
    const topCoin = Math.max(...link.coinValues.map(({ value }) => value));
    return topLine + game.reels * game.rows * topCoin + link.grandPrize;
  }
  return topLine;
}
