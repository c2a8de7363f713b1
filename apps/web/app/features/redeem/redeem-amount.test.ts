import { describe, expect, it } from 'vitest';
import { redeemAmountSchema } from './redeem-amount.ts';

const schema = redeemAmountSchema({ minimum: 50, maximum: 120.5 });
const check = (amount: string) => {
  const result = schema.safeParse({ amount });
  return result.success ? result.data.amount : result.error.issues[0]!.message;
};

describe('redeemAmountSchema', () => {
  it('reads amounts with a dot or a comma, up to two decimals', () => {
    expect(check('50')).toBe(50);
    expect(check(' 75.5 ')).toBe(75.5);
    expect(check('75,25')).toBe(75.25);
    expect(check('120.50')).toBe(120.5);
  });

  it('names what is wrong', () => {
    expect(check('')).toBe('required');
    expect(check('abc')).toBe('number');
    expect(check('-60')).toBe('number');
    expect(check('1e3')).toBe('number');
    expect(check('60.123')).toBe('decimals');
    expect(check('49.99')).toBe('belowMinimum');
    expect(check('120.51')).toBe('aboveWinnings');
  });
});
