import { randomInt } from 'node:crypto';
import {
  BINGO_BALLS_PER_CARD,
  BINGO_CARD_SIZE,
  BINGO_NUMBERS,
  type BingoCard,
  type BingoConfig,
  type FeatureSchedule,
} from '@casino/contracts';
import type { RandomSource } from '../engagement/draw-weighted.ts';
import { periodAt } from '../engagement/periods.ts';

const cryptoSource: RandomSource = (maxExclusive) => randomInt(maxExclusive);

/** Rounds are counted from this Monday in blocks of `roundDays` days of the feature's periods. */
export const BINGO_ROUND_ANCHOR = '2026-01-05';
const DAY_MS = 86_400_000;

/** The bingo round that contains `now`: its key (its first day) and its end (cut to the feature's finish). */
export function bingoRoundAt(schedule: FeatureSchedule, roundDays: number, now: Date) {
  let period = periodAt(schedule, now);
  const days = Math.round(
    (Date.parse(`${period.key}T00:00:00Z`) - Date.parse(`${BINGO_ROUND_ANCHOR}T00:00:00Z`)) / DAY_MS,
  );
  const index = Math.floor(days / roundDays);
  const key = new Date(Date.parse(`${BINGO_ROUND_ANCHOR}T00:00:00Z`) + index * roundDays * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const left = roundDays - (days - index * roundDays);
  for (let i = 1; i < left; i++) period = periodAt(schedule, period.endsAt);
  const finish = schedule.finishesAt ? Date.parse(schedule.finishesAt) : Infinity;
  return { key, endsAt: new Date(Math.min(period.endsAt.getTime(), finish)) };
}

/** What a player's counters mean: balls to play and the progress to the next one (0–100). */
export function bingoBalls(config: Pick<BingoConfig, 'roundsPerBall'>, rounds: number, cardsPlayed: number) {
  const balls = Math.floor(rounds / config.roundsPerBall);
  return {
    availablePoint: Math.max(0, balls - cardsPlayed * BINGO_BALLS_PER_CARD),
    nextBallProgress: Math.floor(((rounds % config.roundsPerBall) * 100) / config.roundsPerBall),
  };
}

/** `count` distinct numbers of 1..max in the order drawn (a partial Fisher–Yates shuffle, crypto draws). */
export function drawDistinct(count: number, max: number, random: RandomSource = cryptoSource): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + random(max - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** The lines of a 3×3 card: rows, columns, diagonals (cell indexes row by row). */
export const BINGO_LINES: readonly (readonly number[])[] = (() => {
  const n = BINGO_CARD_SIZE;
  const range = Array.from({ length: n }, (_, i) => i);
  return [
    ...range.map((r) => range.map((c) => r * n + c)),
    ...range.map((c) => range.map((r) => r * n + c)),
    range.map((i) => i * n + i),
    range.map((i) => i * n + (n - 1 - i)),
  ];
})();

export const linesOf = (hits: readonly boolean[]) =>
  BINGO_LINES.filter((line) => line.every((cell) => hits[cell])).length;

/** One card: its numbers and the balls drawn (both node:crypto), the cells hit and the lines completed. */
export function playBingoCard(random: RandomSource = cryptoSource): BingoCard {
  const numbers = drawDistinct(BINGO_CARD_SIZE * BINGO_CARD_SIZE, BINGO_NUMBERS, random);
  const balls = drawDistinct(BINGO_BALLS_PER_CARD, BINGO_NUMBERS, random);
  const drawn = new Set(balls);
  const hits = numbers.map((n) => drawn.has(n));
  return { numbers, balls, hits, lines: linesOf(hits) };
}

/** The prize of a card by its lines (past the table's end its last prize). */
export const linePrize = (config: Pick<BingoConfig, 'linePrizes'>, lines: number) =>
  config.linePrizes[Math.min(lines, config.linePrizes.length - 1)]!;
