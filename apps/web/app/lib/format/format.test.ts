import { describe, expect, it } from 'vitest';
import {
  countdownChangesIn,
  formatAmount,
  formatCountdown,
  formatMinorAmount,
  formatMoney,
  formatShortNumber,
} from './format.ts';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatCountdown', () => {
  it('shows hours:minutes:seconds under 24 h', () => {
    expect(formatCountdown(5 * h + 13 * m + 9 * s)).toBe('05:13:09');
    expect(formatCountdown(59 * s)).toBe('00:00:59');
    expect(formatCountdown(d - s)).toBe('23:59:59');
  });

  it('shows days, hours and minutes from 24 h', () => {
    expect(formatCountdown(2 * d + 5 * h + 13 * m + 9 * s)).toBe('2d 05h 13m');
    expect(formatCountdown(d)).toBe('1d 00h 00m');
    expect(formatCountdown(12 * d + 23 * h + 59 * m)).toBe('12d 23h 59m');
  });

  it('rounds partial seconds up so the last second is visible', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(9 * s + 1)).toBe('00:00:10');
    expect(formatCountdown(d - 1)).toBe('1d 00h 00m');
  });

  it('shows zero for finished or invalid input', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});

describe('formatShortNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.5, '12.5'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1999, '1.9K'],
    [999_999, '999.9K'],
    [275_000, '275K'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [3_000_000_000, '3B'],
    [4_200_000_000_000, '4.2T'],
    [-1500, '-1.5K'],
    ['350000', '350K'],
  ])('%s → %s', (input, expected) => {
    expect(formatShortNumber(input, 'en')).toBe(expected);
  });

  it.each([
    [12.5, '12,5'],
    [7500, '7,5\u00a0mil'],
    [999_999, '999,9\u00a0mil'],
    [2_500_000, '2,5\u00a0M'],
  ])('in Spanish, %s → %s', (input, expected) => {
    expect(formatShortNumber(input, 'es')).toBe(expected);
  });

  it('throws a TypeError on non-numeric values', () => {
    for (const bad of ['abc', '', '  ', NaN, Infinity, null, undefined, {}, [], true]) {
      expect(() => formatShortNumber(bad as unknown as number, 'en')).toThrow(TypeError);
    }
  });
});

describe('formatMoney', () => {
  it('writes a price as the locale does, the same on every page', () => {
    expect(formatMoney(9.99, 'en')).toBe('$9.99');
    expect(formatMoney('9.99', 'es')).toBe('9,99\u00a0US$');
  });
});

describe('formatMinorAmount', () => {
  it('shows whole units when one minor unit makes one, and cents when a hundred do', () => {
    expect(formatMinorAmount(12_500, 1, 'en')).toBe('12,500');
    expect(formatMinorAmount(250, 100, 'en')).toBe('2.50');
    expect(formatMinorAmount(123_405, 100, 'es')).toBe('1.234,05');
  });
});

describe('formatAmount', () => {
  it('adds thousands separators for the locale', () => {
    expect(formatAmount(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatAmount(1234, 'en')).toBe('1,234');
    expect(formatAmount(1234567.5, 'es')).toBe('1.234.567,5');
    // Spanish drops grouping for 4 digits by default; amounts keep it.
    expect(formatAmount(1234, 'es')).toBe('1.234');
    expect(formatAmount(999, 'en')).toBe('999');
  });

  it('takes fraction digit options', () => {
    expect(formatAmount(5, 'en', { minimumFractionDigits: 2 })).toBe('5.00');
    expect(formatAmount(1.23456, 'en', { maximumFractionDigits: 0 })).toBe('1');
  });

  it('throws a TypeError on non-numeric values', () => {
    expect(() => formatAmount('1,000', 'en')).toThrow(TypeError);
  });
});

describe('countdownChangesIn', () => {
  it("is the time until formatCountdown's text changes", () => {
    const DAY = 86_400_000;
    for (const ms of [
      1,
      999,
      1000,
      1001,
      59_500,
      3_600_000,
      DAY - 1,
      DAY,
      DAY + 1,
      DAY + 61_000,
      3 * DAY + 12_345,
    ]) {
      const wait = countdownChangesIn(ms);
      expect(wait, String(ms)).toBeGreaterThan(0);
      // The same text until then, another one at that moment.
      expect(formatCountdown(ms - wait + 1), String(ms)).toBe(formatCountdown(ms));
      expect(formatCountdown(ms - wait), String(ms)).not.toBe(formatCountdown(ms));
    }
    expect(countdownChangesIn(DAY + 61_000)).toBe(2_000);
    expect(countdownChangesIn(0)).toBe(Infinity);
  });
});
