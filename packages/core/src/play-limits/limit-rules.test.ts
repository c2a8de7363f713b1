import { describe, expect, it } from 'vitest';
import { changeLimit, effectiveLimit, pendingChange } from './limit-rules.ts';
import { periodEnd, periodStart } from './limit-periods.ts';

const now = new Date('2031-03-12T15:30:00Z'); // a Wednesday
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('limit rules', () => {
  it('a first limit and a lower one apply at once', () => {
    const first = changeLimit(undefined, 5000, now)!;
    expect(effectiveLimit(first, now)).toBe(5000);
    const lower = changeLimit(first, 2000, now)!;
    expect(effectiveLimit(lower, now)).toBe(2000);
    expect(pendingChange(lower, now)).toBeNull();
  });

  it('a higher limit waits 24 hours, then applies', () => {
    const raised = changeLimit(
      { amount: 2000, pendingAmount: null, pendingRemove: false, pendingFrom: null },
      9000,
      now,
    )!;
    expect(effectiveLimit(raised, now)).toBe(2000);
    expect(effectiveLimit(raised, later(23.99))).toBe(2000);
    expect(pendingChange(raised, now)).toEqual({ amount: 9000, from: later(24) });
    expect(effectiveLimit(raised, later(24))).toBe(9000);
    // Asking again for the same raise keeps its time; lowering drops it.
    expect(changeLimit(raised, 9000, later(5))!.pendingFrom).toEqual(later(24));
    expect(changeLimit(raised, 1000, later(5))).toMatchObject({ amount: 1000, pendingFrom: null });
  });

  it('removing waits 24 hours; removing nothing stores nothing', () => {
    const removed = changeLimit(
      { amount: 2000, pendingAmount: null, pendingRemove: false, pendingFrom: null },
      null,
      now,
    )!;
    expect(effectiveLimit(removed, later(1))).toBe(2000);
    expect(effectiveLimit(removed, later(24))).toBeNull();
    expect(changeLimit(undefined, null, now)).toBeNull();
    expect(changeLimit(removed, null, later(25))).toBeNull();
  });

  it('periods are UTC calendar days, Monday weeks and months', () => {
    expect(periodStart('day', now).toISOString()).toBe('2031-03-12T00:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2031-03-10T00:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2031-03-01T00:00:00.000Z');
    expect(periodEnd('week', now).toISOString()).toBe('2031-03-17T00:00:00.000Z');
    expect(periodEnd('month', new Date('2031-12-31T23:59:59Z')).toISOString()).toBe(
      '2032-01-01T00:00:00.000Z',
    );
    // A Sunday belongs to the week that began the Monday before.
    expect(periodStart('week', new Date('2031-03-16T23:00:00Z')).toISOString()).toBe(
      '2031-03-10T00:00:00.000Z',
    );
  });
});
