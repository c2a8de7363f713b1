import { describe, expect, it } from 'vitest';
import { afterPurchase, percentOf, streakStateAt, type StreakRun } from './streak-rules.ts';

const rules = { maxNumberOfDeposit: 3, resetStreakHours: 72 };
const at = (iso: string) => new Date(iso);
const ids = () => {
  let n = 0;
  return () => `run-${++n}`;
};

describe('deposit streak rules', () => {
  it('starts a run at 1, counts each purchase and waits at the maximum', () => {
    const id = ids();
    let run: StreakRun | null = null;
    const counts: number[] = [];
    for (const time of ['2026-03-10T10:00:00Z', '2026-03-11T10:00:00Z', '2026-03-12T10:00:00Z']) {
      run = afterPurchase(run, rules, at(time), id).run;
      counts.push(run.count);
    }
    expect(counts).toEqual([1, 2, 3]);
    expect(streakStateAt(run, rules, at('2026-04-30T00:00:00Z')).kind).toBe('full');
    const extra = afterPurchase(run, rules, at('2026-03-12T11:00:00Z'), id);
    expect(extra).toEqual({ run, counted: false });
  });

  it('resets when no purchase comes within the window (its end included)', () => {
    const id = ids();
    const first = afterPurchase(null, rules, at('2026-03-10T10:00:00Z'), id).run;
    const before = streakStateAt(first, rules, at('2026-03-13T09:59:59Z'));
    expect(before).toMatchObject({ kind: 'counting', resetAt: at('2026-03-13T10:00:00Z') });
    expect(streakStateAt(first, rules, at('2026-03-13T10:00:00Z')).kind).toBe('none');
    const next = afterPurchase(first, rules, at('2026-03-13T10:00:00Z'), id).run;
    expect(next).toMatchObject({ streakId: 'run-2', count: 1 });
  });

  it('starts a new run after the wheel was spun', () => {
    const id = ids();
    const spun: StreakRun = {
      streakId: 'run-0',
      count: 3,
      startedAt: at('2026-03-10T10:00:00Z'),
      lastDepositAt: at('2026-03-10T12:00:00Z'),
      spunAt: at('2026-03-10T12:05:00Z'),
    };
    expect(streakStateAt(spun, rules, at('2026-03-10T12:06:00Z')).kind).toBe('none');
    expect(afterPurchase(spun, rules, at('2026-03-10T13:00:00Z'), id).run).toMatchObject({
      streakId: 'run-1',
      count: 1,
    });
  });

  it('keeps the last deposit time when purchases are handled out of order', () => {
    const id = ids();
    const first = afterPurchase(null, rules, at('2026-03-10T12:00:00Z'), id).run;
    const second = afterPurchase(first, rules, at('2026-03-10T11:00:00Z'), id).run;
    expect(second).toMatchObject({ count: 2, lastDepositAt: at('2026-03-10T12:00:00Z') });
  });

  it('shows progress in whole percent', () => {
    expect([0, 1, 3, 8, 9].map((n) => percentOf(n, 8))).toEqual([0, 13, 38, 100, 100]);
  });
});
