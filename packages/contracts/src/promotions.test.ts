import { describe, expect, it } from 'vitest';
import { promotionsCounterLabel } from './values/promotions.ts';
import { SPEC_PROMOTION_TYPES } from './features.ts';
import { PromotionSchema } from './promotions.ts';

describe('promotionsCounterLabel', () => {
  it('shows the count up to nine, then 9+, and nothing for none', () => {
    expect(promotionsCounterLabel(0)).toBeNull();
    expect(promotionsCounterLabel(1)).toBe('1');
    expect(promotionsCounterLabel(9)).toBe('9');
    expect(promotionsCounterLabel(10)).toBe('9+');
    expect(promotionsCounterLabel(42)).toBe('9+');
  });
});

describe('PromotionSchema', () => {
  it("sends only the spec's 21 promotion types", () => {
    const types = PromotionSchema.options.flatMap((option) => {
      const type = option.shape.type;
      return 'options' in type ? [...type.options] : [type.value];
    });
    expect(SPEC_PROMOTION_TYPES).toHaveLength(21);
    expect(types.filter((type) => !(SPEC_PROMOTION_TYPES as readonly string[]).includes(type))).toEqual([]);
  });
});
