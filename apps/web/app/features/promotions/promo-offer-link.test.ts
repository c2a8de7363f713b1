import { describe, expect, it } from 'vitest';
import {
  promoOfferFromSearch,
  rememberPromoOffer,
  takeRememberedPromoOffer,
  withParam,
} from './promo-offer-link.ts';

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('promo offer links', () => {
  it('reads a hash from the query and ignores what cannot be one', () => {
    expect(promoOfferFromSearch('?promoOffer=gold-2026&x=1')).toBe('gold-2026');
    expect(promoOfferFromSearch('?promoOffer=')).toBeNull();
    expect(promoOfferFromSearch('?promoOffer=<script>')).toBeNull();
    expect(promoOfferFromSearch('')).toBeNull();
  });

  it('remembers the hash for after sign-in and gives it back once', () => {
    const storage = memory();
    rememberPromoOffer(storage, 'gold-2026');
    expect(takeRememberedPromoOffer(storage)).toBe('gold-2026');
    expect(takeRememberedPromoOffer(storage)).toBeNull();
  });

  it('sets and removes one query parameter, keeping the others', () => {
    expect(withParam('?a=1', 'promoOffer', 'gold')).toBe('?a=1&promoOffer=gold');
    expect(withParam('?promoOffer=gold&a=1', 'promoOffer', null)).toBe('?a=1');
    expect(withParam('?promoOffer=gold', 'promoOffer', null)).toBe('');
  });
});
