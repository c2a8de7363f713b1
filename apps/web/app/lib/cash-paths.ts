import type { Locale } from '@casino/contracts';
import { localizePath } from '../i18n/locale.ts';

/** The cashier's routes (spec §2); the cashier module itself answers them. */
export const CASH_DEPOSIT_PATH = '/cash/deposit-by-money/';

export const cashDepositPath = (locale: Locale) => localizePath(CASH_DEPOSIT_PATH, locale);

export const cashPresetPath = (presetId: number, locale: Locale) =>
  localizePath(`${CASH_DEPOSIT_PATH}${presetId}/preset/`, locale);

/** A promo offer in the cashier; `location` says where it was opened from (e.g. homepage_exitpopup). */
export function cashPromoOfferPath(presetId: number, locale: Locale, location?: string): string {
  const path = localizePath(`${CASH_DEPOSIT_PATH}${presetId}/promoOffer/`, locale);
  return location ? `${path}?location=${encodeURIComponent(location)}` : path;
}

/** Game and cash pages never get popups (exit offer, preset package popup). */
export function isGameOrCashPage(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).has('game')) return true;
  return /(^|\/)(cash|game-frame|game)(\/|$)/.test(pathname) || pathname.includes('cashIframe');
}
