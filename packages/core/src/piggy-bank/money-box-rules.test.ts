import { describe, expect, it } from 'vitest';
import { availableTimeToBreak, moneyBoxState, savedOf, topUpAmount } from './money-box-rules.ts';

const config = { sharePercent: 10, minAmount: 500, maxAmount: 1000, breakCooldownHours: 24 };
const now = new Date('2026-03-10T12:00:00.000Z');

describe('money box rules', () => {
  it('saves the share of a bet in whole coins, rounded down, up to the maximum', () => {
    expect(savedOf(config, 100)).toBe(10);
    expect(savedOf(config, 5)).toBe(0);
    expect(savedOf(config, 259)).toBe(25);
    expect(topUpAmount(config, 990, 25)).toBe(1000);
    expect(topUpAmount(config, 1000, 25)).toBe(1000);
    // A maximum lowered below a bank's amount never takes coins away.
    expect(topUpAmount(config, 1200, 25)).toBe(1200);
  });

  it('waits the cooldown after a break', () => {
    expect(availableTimeToBreak(config, null)).toBeNull();
    expect(availableTimeToBreak({ breakCooldownHours: 0 }, now)).toBeNull();
    expect(availableTimeToBreak(config, now)?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
  });

  it('is ready from the minimum or when full, once the wait is over', () => {
    const at = (amount: number, lastBrokenAt: Date | null = null, live = true) =>
      moneyBoxState({ live, config, amount, lastBrokenAt, now });
    expect(at(0)).toMatchObject({ status: 'collecting', canBreak: false });
    expect(at(499)).toMatchObject({ status: 'collecting', canBreak: false });
    expect(at(500)).toMatchObject({ status: 'ready', canBreak: true });
    expect(at(1000)).toMatchObject({ status: 'full', canBreak: true });
    const brokeAnHourAgo = new Date(now.getTime() - 3600_000);
    expect(at(1000, brokeAnHourAgo)).toMatchObject({ status: 'full', canBreak: false });
    expect(at(600, brokeAnHourAgo)).toMatchObject({ status: 'collecting', canBreak: false });
    expect(at(600, new Date(now.getTime() - 24 * 3600_000))).toMatchObject({
      status: 'ready',
      canBreak: true,
    });
    expect(at(600, null, false)).toMatchObject({ status: 'inactive', canBreak: false });
  });
});
