import { describe, expect, it } from 'vitest';
import type { OfferPresetRow } from '../offers/player-offers.ts';
import { nextSaleStart } from './sale-window.ts';

const row = (over: Partial<OfferPresetRow>): OfferPresetRow =>
  ({ isActive: true, availableFrom: null, availableTill: null, dayOfWeek: null, ...over }) as OfferPresetRow;

// Wednesday 2026-11-18 10:00 UTC.
const NOW = new Date('2026-11-18T10:00:00Z');

describe('nextSaleStart', () => {
  it('is null for an offer on sale now', () => {
    expect(nextSaleStart(row({}), NOW)).toBeNull();
    expect(nextSaleStart(row({ dayOfWeek: 3 }), NOW)).toBeNull();
  });

  it('is the next UTC midnight of its weekday', () => {
    expect(nextSaleStart(row({ dayOfWeek: 5 }), NOW)?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(nextSaleStart(row({ dayOfWeek: 2 }), NOW)?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('is the start date of an offer that starts later', () => {
    const from = new Date('2026-11-25T12:00:00Z');
    expect(nextSaleStart(row({ availableFrom: from }), NOW)).toEqual(from);
    // A Friday-only offer starting on a Wednesday starts that Friday.
    expect(nextSaleStart(row({ availableFrom: from, dayOfWeek: 5 }), NOW)?.toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });

  it('is null when the offer ends first, is over, or is switched off', () => {
    expect(
      nextSaleStart(row({ dayOfWeek: 5, availableTill: new Date('2026-11-19T00:00:00Z') }), NOW),
    ).toBeNull();
    expect(nextSaleStart(row({ availableTill: new Date('2026-11-01T00:00:00Z') }), NOW)).toBeNull();
    expect(nextSaleStart(row({ dayOfWeek: 5, isActive: false }), NOW)).toBeNull();
  });
});
