import { randomInt } from 'node:crypto';
import {
  BINGO_BALLS_PER_CARD,
  BINGO_CARD_SIZE,
  BINGO_NUMBERS,
  type BingoCard,
  type BingoConfig,
  type FeatureSchedule,
  type Schedule,
} from '@casino/contracts';
import type { RandomSource } from '../engagement/draw-weighted.ts';
import { contiguousOccurrenceAt } from '../schedule/schedule.ts';

const cryptoSource: RandomSource = (maxExclusive) => randomInt(maxExclusive);

/** Rounds are occurrences every `roundDays` days from this Monday, at the period's reset in its zone. */
export const BINGO_ROUND_ANCHOR = '2026-01-05';
const DAY_MS = 86_400_000;
/** The rule is walked from its start: it starts a whole number of rounds before the anchor, from 2020 on. */
const ROUNDS_FROM = '2020-01-01';

/**
 * Bingo's rounds on the schedule model (docs/live-operations.md): `FREQ=DAILY;INTERVAL=roundDays` from the
 * anchor at the feature's reset hour in its zone, each lasting `roundDays` wall-clock days; a round's number
 * is its occurrence's key (its first local day).
 */
export function bingoRoundSchedule(schedule: FeatureSchedule, roundDays: number): Schedule {
  const anchor = Date.parse(`${BINGO_ROUND_ANCHOR}T00:00:00Z`);
  const back = Math.ceil((anchor - Date.parse(`${ROUNDS_FROM}T00:00:00Z`)) / DAY_MS / roundDays) * roundDays;
  const first = new Date(anchor - back * DAY_MS).toISOString().slice(0, 10);
  return {
    start: `${first}T${String(schedule.period.resetHour).padStart(2, '0')}:00`,
    timeZone: schedule.period.timeZone,
    rrule: `FREQ=DAILY;INTERVAL=${roundDays}`,
    duration: `P${roundDays}D`,
    until: null,
  };
}

/** The bingo round that contains `now`: its key (its first day) and its end (cut to the feature's finish). */
export function bingoRoundAt(schedule: FeatureSchedule, roundDays: number, now: Date) {
  const round = contiguousOccurrenceAt(bingoRoundSchedule(schedule, roundDays), now);
  if (!round) throw new Error(`No bingo round at ${now.toISOString()} (rounds start ${ROUNDS_FROM})`);
  const finish = schedule.finishesAt ? Date.parse(schedule.finishesAt) : Infinity;
  return { key: round.key.slice(0, 10), endsAt: new Date(Math.min(round.endsAt.getTime(), finish)) };
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
