import type { KeyValueStorage } from './exit-offer-state.ts';

export const PROMO_OFFER_PARAM = 'promoOffer';
export const PROMO_OFFER_SET_PARAM = 'promoOfferSet';
/** Local storage: the hash of a promoOffer link opened as a guest, until the visitor signs in. */
export const PROMO_OFFER_STORAGE_KEY = 'promoOffer';

const VALID_HASH = /^[\w-]{1,64}$/;

/** The hash a URL carries, if it looks like one (anything else is ignored, the server decides the rest). */
export function promoOfferFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(PROMO_OFFER_PARAM)?.trim() ?? '';
  return VALID_HASH.test(value) ? value : null;
}

export const rememberPromoOffer = (storage: KeyValueStorage, hash: string) =>
  storage.setItem(PROMO_OFFER_STORAGE_KEY, hash);

/** The remembered hash, removed from storage: it goes back into the URL once. */
export function takeRememberedPromoOffer(storage: KeyValueStorage): string | null {
  const value = storage.getItem(PROMO_OFFER_STORAGE_KEY);
  storage.removeItem(PROMO_OFFER_STORAGE_KEY);
  return value && VALID_HASH.test(value) ? value : null;
}

/** `search` with `name` set to `value` (or removed when null), as '?…' or ''. */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const next = params.toString();
  return next ? `?${next}` : '';
}
