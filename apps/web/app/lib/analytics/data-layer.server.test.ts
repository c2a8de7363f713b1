import { describe, expect, it } from 'vitest';
import { trackDeposit } from './data-layer.ts';

describe('data layer on the server', () => {
  it('is a no-op without window', () => {
    expect(typeof window).toBe('undefined');
    expect(trackDeposit({ location: 'ssr' })).toBe(false);
  });
});
