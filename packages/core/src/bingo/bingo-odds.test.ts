import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rationalToNumber } from '../engagement/draw-weighted.ts';
import { BINGO_DEFAULT_CONFIG } from './bingo-feature.ts';
import { bingoLineOdds, bingoOddsMarkdown } from './bingo-odds.ts';
import { bingoBalls, bingoRoundAt, drawDistinct, linesOf, playBingoCard } from './bingo-rules.ts';
import { ALWAYS_DAILY } from '../engagement/feature-definition.ts';

const DOCS = new URL('../../../../docs/engagement.md', import.meta.url);

describe('bingo rules', () => {
  it('counts rows, columns and diagonals', () => {
    expect(linesOf(Array(9).fill(false))).toBe(0);
    expect(linesOf([true, true, true, false, false, false, false, false, false])).toBe(1);
    expect(linesOf([true, false, false, false, true, false, false, false, true])).toBe(1);
    expect(linesOf(Array(9).fill(true))).toBe(8);
  });

  it('draws distinct numbers within range, and plays a card of 9 numbers and 10 balls', () => {
    for (let i = 0; i < 200; i++) {
      const n = drawDistinct(10, 30);
      expect(new Set(n).size).toBe(10);
      expect(n.every((x) => x >= 1 && x <= 30)).toBe(true);
    }
    const card = playBingoCard();
    expect(card.numbers).toHaveLength(9);
    expect(card.balls).toHaveLength(10);
    expect(card.hits).toEqual(card.numbers.map((n) => card.balls.includes(n)));
  });

  it('turns rounds into balls and progress', () => {
    expect(bingoBalls({ roundsPerBall: 5 }, 0, 0)).toEqual({ availablePoint: 0, nextBallProgress: 0 });
    expect(bingoBalls({ roundsPerBall: 5 }, 4, 0)).toEqual({ availablePoint: 0, nextBallProgress: 80 });
    expect(bingoBalls({ roundsPerBall: 5 }, 57, 1)).toEqual({ availablePoint: 1, nextBallProgress: 40 });
  });

  it('runs rounds of a week from Monday, cut at the feature’s finish', () => {
    expect(bingoRoundAt(ALWAYS_DAILY, 7, new Date('2026-03-10T12:00:00Z'))).toEqual({
      key: '2026-03-09',
      endsAt: new Date('2026-03-16T00:00:00Z'),
    });
    expect(bingoRoundAt(ALWAYS_DAILY, 7, new Date('2026-03-16T00:00:00Z')).key).toBe('2026-03-16');
    const finishing = { ...ALWAYS_DAILY, finishesAt: '2026-03-12T18:00:00.000Z' };
    expect(bingoRoundAt(finishing, 7, new Date('2026-03-10T12:00:00Z')).endsAt).toEqual(
      new Date('2026-03-12T18:00:00Z'),
    );
  });
});

describe('bingo odds', () => {
  it('add up to one', () => {
    const total = bingoLineOdds().reduce((sum, p) => sum + rationalToNumber(p), 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('are written in docs/engagement.md as computed', () => {
    const docs = readFileSync(DOCS, 'utf8');
    const block = docs.split('<!-- bingo-odds:begin -->')[1]?.split('<!-- bingo-odds:end -->')[0]?.trim();
    // Prettier pads the table's cells: compare without the padding.
    const plain = (md: string) => md.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');
    expect(plain(block ?? '')).toBe(plain(bingoOddsMarkdown(BINGO_DEFAULT_CONFIG)));
  });
});
