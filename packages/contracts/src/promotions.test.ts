import { describe, expect, it } from 'vitest';
import { promotionsCounterLabel } from './values/promotions.ts';

describe('promotionsCounterLabel', () => {
  it('shows the count up to nine, then 9+, and nothing for none', () => {
    expect(promotionsCounterLabel(0)).toBeNull();
    expect(promotionsCounterLabel(1)).toBe('1');
    expect(promotionsCounterLabel(9)).toBe('9');
    expect(promotionsCounterLabel(10)).toBe('9+');
    expect(promotionsCounterLabel(42)).toBe('9+');
  });
});
