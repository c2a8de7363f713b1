import { describe, expect, it } from 'vitest';
import { applyMask, MASKS } from './input-mask.ts';

describe('applyMask', () => {
  it('groups a card number and drops what is not a digit', () => {
    expect(applyMask('4242424242424242', MASKS.cardNumber)).toBe('4242 4242 4242 4242');
    expect(applyMask('4242-42a42', MASKS.cardNumber)).toBe('4242 4242');
    expect(applyMask('4242 ', MASKS.cardNumber)).toBe('4242');
    expect(applyMask('1234567890123456789', MASKS.cardNumber)).toBe('1234 5678 9012 3456 789');
  });

  it('takes the first pattern of a list that fits: ZIP and ZIP+4', () => {
    expect(applyMask('94103', MASKS.zip)).toBe('94103');
    expect(applyMask('941031234', MASKS.zip)).toBe('94103-1234');
    expect(applyMask('94103-12345678', MASKS.zip)).toBe('94103-1234');
  });

  it('writes the expiry slash itself and caps the CVC', () => {
    expect(applyMask('1230', MASKS.cardExpiry)).toBe('12/30');
    expect(applyMask('12/3', MASKS.cardExpiry)).toBe('12/3');
    expect(applyMask('12345', MASKS.cardCvc)).toBe('1234');
  });

  it('reads letter and letter-or-digit tokens', () => {
    expect(applyMask('a1b2c3', 'A#A #A#')).toBe('a1b 2c3');
    expect(applyMask('ab-12', '**-**')).toBe('ab-12');
  });
});
