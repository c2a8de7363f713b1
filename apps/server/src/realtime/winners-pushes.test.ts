import { describe, expect, it } from 'vitest';
import type { LastWinner } from '@casino/contracts';
import { createRecordingPublisher } from '@casino/core';
import { withWinnersPushes } from './winners-pushes.ts';

const winner = (id: number): LastWinner => ({
  id,
  name: 'Ann***',
  kind: 'bigWin',
  game: { id: 1, slug: 'gold-vault', title: 'Gold Vault', img: '' },
  amount: 500,
  currency: 'COIN',
  wonAt: '2026-03-10T12:00:00.000Z',
});

/** Timers the test fires by hand. */
function manualTimers() {
  const due: Array<() => void> = [];
  return {
    setTimer: (run: () => void) => due.push(run),
    clearTimer: () => {},
    fire: () => due.splice(0).forEach((run) => run()),
  };
}

describe('withWinnersPushes', () => {
  it("sends a quiet brand's first win at once, then the next ones together, newest first", () => {
    const { publisher, sent } = createRecordingPublisher();
    const timers = manualTimers();
    const told: string[] = [];
    const { publisher: wrapped } = withWinnersPushes(publisher, { onWin: (b) => told.push(b), ...timers });
    const win = (brand: string, id: number) =>
      wrapped.toRoom('public', { type: 'winners', action: 'won', data: { brand, winners: [winner(id)] } });

    win('funrize', 1);
    win('funrize', 2);
    win('funrize', 3);
    win('tao', 4);
    const ids = () =>
      sent.map(({ message }) =>
        message.type === 'winners'
          ? `${message.data.brand}:${message.data.winners.map((w) => w.id).join(',')}`
          : '',
      );
    expect(ids()).toEqual(['funrize:1', 'tao:4']);
    expect(told).toEqual(['funrize', 'funrize', 'funrize', 'tao']);

    timers.fire();
    expect(ids()).toEqual(['funrize:1', 'tao:4', 'funrize:3,2']);
    // A quiet interval ends the throttle: the next win goes at once again.
    timers.fire();
    timers.fire();
    win('funrize', 5);
    expect(ids().at(-1)).toBe('funrize:5');
  });

  it('passes every other push through untouched', () => {
    const { publisher, sent } = createRecordingPublisher();
    const { publisher: wrapped } = withWinnersPushes(publisher, { onWin: () => {}, ...manualTimers() });
    wrapped.toRoom('public', { type: 'promotionsPage', action: 'update' });
    expect(sent).toEqual([{ to: 'public', message: { type: 'promotionsPage', action: 'update' } }]);
  });
});
