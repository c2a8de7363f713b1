import { describe, expect, it } from 'vitest';
import { formatRoundAmount } from './game-history-api.ts';

describe('round amounts', () => {
  it('shows coins whole and entries from hundredths with cents, in the player language', () => {
    expect(formatRoundAmount({ currency: 'COIN' }, 12_500, 'en')).toBe('12,500');
    expect(formatRoundAmount({ currency: 'ENTRY' }, 250, 'en')).toBe('2.50');
    expect(formatRoundAmount({ currency: 'ENTRY' }, 123_405, 'es')).toBe('1.234,05');
  });
});
