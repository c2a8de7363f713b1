import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@casino/contracts';
import { assertCardUsable, CARD_TEXTS, isExpired, passesLuhn } from './card-checks.ts';

describe('card checks', () => {
  it('accepts every sandbox test card and rejects a typo', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('42x2')).toBe(false);
  });

  it('keeps a card valid through the last day of its expiry month', () => {
    const now = new Date('2026-11-21T05:00:00Z');
    expect(isExpired('11/26', now)).toBe(false);
    expect(isExpired('10/26', now)).toBe(true);
    expect(isExpired('12/25', now)).toBe(true);
    expect(isExpired('01/27', now)).toBe(false);
    expect(isExpired('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('refuses with a message the player can act on', () => {
    const now = new Date('2026-11-21T05:00:00Z');
    expect(() => assertCardUsable({ number: '4242424242424241', expiry: '12/30' }, now)).toThrow(
      CARD_TEXTS.badNumber,
    );
    expect(() => assertCardUsable({ number: SANDBOX_CARDS.success, expiry: '01/20' }, now)).toThrow(
      CARD_TEXTS.expired,
    );
    expect(() => assertCardUsable({ number: SANDBOX_CARDS.success, expiry: '01/30' }, now)).not.toThrow();
  });
});
