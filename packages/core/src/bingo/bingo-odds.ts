import {
  BINGO_BALLS_PER_CARD,
  BINGO_CARD_SIZE,
  BINGO_NUMBERS,
  toMinorUnits,
  type BingoConfig,
} from '@casino/contracts';
import { formatRational, rational, rationalToNumber, type Rational } from '../engagement/draw-weighted.ts';
import { BINGO_LINES } from './bingo-rules.ts';

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/**
 * The exact chance of each number of lines (0–8) on one card: the card's 9 numbers and the 10 balls are
 * drawn independently and uniformly from 1–30, so a given set of k cells is exactly the cells hit with
 * chance C(21, 10−k) / C(30, 10) (the other balls fall outside the card); summed over the 512 sets.
 */
export function bingoLineOdds(): Rational[] {
  const cells = BINGO_CARD_SIZE * BINGO_CARD_SIZE;
  const total = choose(BINGO_NUMBERS, BINGO_BALLS_PER_CARD);
  const ways = Array.from({ length: BINGO_LINES.length + 1 }, () => 0n);
  for (let mask = 0; mask < 1 << cells; mask++) {
    const hits = Array.from({ length: cells }, (_, i) => ((mask >> i) & 1) === 1);
    const k = hits.filter(Boolean).length;
    const lines = BINGO_LINES.filter((line) => line.every((c) => hits[c])).length;
    ways[lines]! += choose(BINGO_NUMBERS - cells, BINGO_BALLS_PER_CARD - k);
  }
  return ways.map((w) => rational(w, total));
}

/** One card's exact expected prize under a config (coins; entries in hundredths). */
export function bingoExpectedValue(config: Pick<BingoConfig, 'linePrizes'>) {
  const odds = bingoLineOdds();
  const sum = (value: (lines: number) => number) =>
    odds.reduce(
      (acc, p, lines) => {
        const v = BigInt(value(lines));
        return rational(acc.num * p.den + p.num * v * acc.den, acc.den * p.den);
      },
      rational(0n, 1n),
    );
  const prize = (lines: number) => config.linePrizes[Math.min(lines, config.linePrizes.length - 1)]!;
  return {
    coins: sum((l) => prize(l).coins),
    entryHundredths: sum((l) => toMinorUnits('ENTRY', prize(l).entries)),
  };
}

/** The docs' table of the bingo odds and the card's value (docs/engagement.md, "Bingo"). */
export function bingoOddsMarkdown(config: Pick<BingoConfig, 'linePrizes'>): string {
  const odds = bingoLineOdds();
  const pct = (r: Rational) => `${(rationalToNumber(r) * 100).toFixed(4)} %`;
  const last = config.linePrizes.length - 1;
  const rows = odds.map((p, lines) => {
    const prize = config.linePrizes[Math.min(lines, last)]!;
    const parts = [
      prize.coins ? `${prize.coins.toLocaleString('en-US')} coins` : null,
      prize.entries ? `${prize.entries} ${prize.entries === 1 ? 'entry' : 'entries'}` : null,
    ].filter(Boolean);
    return `| ${lines} | ${formatRational(p)} | ${pct(p)} | ${parts.join(' + ')} |`;
  });
  const ev = bingoExpectedValue(config);
  const num = (r: Rational) => rationalToNumber(r).toFixed(4);
  return [
    '| lines | chance | ≈ | prize |',
    '| ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `- One card: coins **${formatRational(ev.coins)} ≈ ${num(ev.coins)}**, entries **${formatRational(rational(ev.entryHundredths.num, ev.entryHundredths.den * 100n))} ≈ ${(rationalToNumber(ev.entryHundredths) / 100).toFixed(4)}**.`,
  ].join('\n');
}
