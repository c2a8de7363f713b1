import { describe, expect, it } from 'vitest';
import { PRIZE_DROPS_DEFAULTS, type PrizeAssignedData, type PrizeDropsInfo } from '@casino/contracts';
import { withWin } from './use-prize-drops.ts';

const info: PrizeDropsInfo = {
  isActive: true,
  general: {
    ...PRIZE_DROPS_DEFAULTS,
    finishedAt: null,
    nextPrizePoolStartedAt: '2026-03-11T00:00:00.000Z',
  },
  prizes: [
    { level: 3, name: 'gold', coins: 5_000, entries: 0, count: 10, remaining: 10 },
    { level: 1, name: 'bronze', coins: 80, entries: 0, count: 490, remaining: 490 },
  ],
  lastWinners: [],
  myWinsToday: 0,
};
const win = (prizeId: string, isWinner: boolean): PrizeAssignedData => ({
  prizeId,
  level: 3,
  coins: 5_000,
  entries: 0,
  name: 'Ann***',
  wonAt: '2026-03-10T12:00:00.000Z',
  isWinner,
  brand: 'tao',
  remaining: [
    { level: 3, remaining: 9 },
    { level: 1, remaining: 490 },
  ],
});

describe('a prize drop on the board', () => {
  it('takes the server’s counts and puts the winner first, once', () => {
    const after = withWin(info, win('a', false));
    expect(after.prizes.map((p) => p.remaining)).toEqual([9, 490]);
    expect(after.lastWinners.map((w) => w.prizeId)).toEqual(['a']);
    expect(after.myWinsToday).toBe(0);
    expect(withWin(after, win('a', false))).toBe(after);
    expect(withWin(after, win('b', true)).myWinsToday).toBe(1);
  });
});
