import { describe, expect, it } from 'vitest';
import { buyFeatureSpin } from './buy-feature.tsx';

describe('buyFeatureSpin', () => {
  it('stakes the price at the bet and asks the server to buy', () => {
    expect(buyFeatureSpin(20, 100)).toEqual({
      body: { bet: 20, buyFeature: true },
      bet: 20,
      stake: 2_000,
      free: false,
    });
  });
});
