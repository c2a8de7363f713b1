import { OFFER_KINDS, type OfferKind } from '@casino/contracts';
import { stripLocale } from '../../i18n/locale.ts';
import { featureCashierFlags } from '../../lib/feature-module.ts';

/**
 * The cashier's routes (spec §2), parsed from a path without its language prefix. The cash app shows
 * whatever this says; the route pages only render a light placeholder under it.
 */
export type CashScreen =
  | { name: 'deposit' }
  | { name: 'preset'; presetId: number }
  | { name: 'promoOffer'; presetId: number }
  | { name: 'success' }
  | { name: 'failed'; attempt: FailedAttempt | null }
  | { name: 'account' }
  /** The provider's 3DS page in an iframe; the path holds `cashIframe` so the support chat hides. */
  | { name: 'challenge'; paymentId: string };

export interface FailedAttempt {
  presetId: number;
  offerType: OfferKind;
  methodId: string;
}

/** The deposit query flags (spec §2) with what each one does here. */
export interface CashFlags {
  /** Where the cashier was opened from: sent with the deposit and in every analytics step. */
  location: string | null;
  /** One-tap purchase with the last used method (the method step is skipped). */
  quickCash: boolean;
  /**
   * The feature modules' flags that are set (`cashierFlags`: the purchase qualifies the player's invite), kept
   * through the cashier's screens; the checkout shows each one's note.
   */
  featureFlags: readonly string[];
  /** Opened from outside the promo flow: the full list, with the offer highlighted. */
  outsidePromoOffer: boolean;
  /** The account screen was opened from outside the cashier (spec's isOutsideCash). */
  isOutsideCash: boolean;
}

export const CASH_PREFIX = '/cash/';
export const DEPOSIT_PATH = '/cash/deposit-by-money/';
export const SUCCESS_PATH = '/cash/success/';
export const FAILED_PATH = '/cash/failed/';
export const ACCOUNT_PATH = '/cash/account/?isOutsideCash=true';

export const isCashPath = (pathname: string): boolean => stripLocale(pathname).startsWith(CASH_PREFIX);

const positiveInt = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

const isOfferKind = (value: string | undefined): value is OfferKind =>
  (OFFER_KINDS as readonly string[]).includes(value ?? '');

/** The screen for a path (with or without language prefix); null when it is no cashier path we know. */
export function parseCashPath(pathname: string): CashScreen | null {
  const parts = stripLocale(pathname).split('/').filter(Boolean);
  if (parts[0] !== 'cash') return null;
  const [, section, a, b, c, ...rest] = parts;
  if (section === 'deposit-by-money') {
    if (a === undefined) return { name: 'deposit' };
    const presetId = positiveInt(a);
    if (presetId === null || c !== undefined) return null;
    if (b === 'preset') return { name: 'preset', presetId };
    if (b === 'promoOffer') return { name: 'promoOffer', presetId };
    return null;
  }
  if (section === 'success' && a === undefined) return { name: 'success' };
  if (section === 'failed') {
    if (a === undefined) return { name: 'failed', attempt: null };
    const presetId = positiveInt(a);
    if (presetId === null || !isOfferKind(b) || !c || rest.length > 0) return null;
    return { name: 'failed', attempt: { presetId, offerType: b, methodId: c } };
  }
  if (section === 'account' && a === undefined) return { name: 'account' };
  if (section === 'cashIframe' && a && b === undefined) return { name: 'challenge', paymentId: a };
  return null;
}

/** `known`: the feature modules' flag names (default: the registered modules'). */
export function parseCashFlags(
  search: string,
  known: readonly string[] = featureCashierFlags().map((flag) => flag.name),
): CashFlags {
  const query = new URLSearchParams(search);
  const on = (name: string) => query.get(name) === 'true';
  const location = query.get('location')?.trim().slice(0, 64) || null;
  return {
    location,
    quickCash: on('quick-cash'),
    featureFlags: known.filter(on),
    outsidePromoOffer: on('outside-promo-offer'),
    isOutsideCash: on('isOutsideCash'),
  };
}

/** Paths of the screens, without a language prefix (AppLink / localizeHref add it). */
export const cashPaths = {
  deposit: () => DEPOSIT_PATH,
  preset: (presetId: number) => `${DEPOSIT_PATH}${presetId}/preset/`,
  promoOffer: (presetId: number) => `${DEPOSIT_PATH}${presetId}/promoOffer/`,
  offer: (presetId: number, kind: OfferKind) =>
    kind === 'promoOffer' ? cashPaths.promoOffer(presetId) : cashPaths.preset(presetId),
  success: () => SUCCESS_PATH,
  failed: (attempt?: FailedAttempt | null) =>
    attempt
      ? `${FAILED_PATH}${attempt.presetId}/${attempt.offerType}/${encodeURIComponent(attempt.methodId)}`
      : FAILED_PATH,
  account: () => ACCOUNT_PATH,
  challenge: (paymentId: string) => `${CASH_PREFIX}cashIframe/${paymentId}/`,
};

/** Adds query flags to a cashier path (only the ones that are set). */
export function withFlags(path: string, flags: Partial<CashFlags>): string {
  const query = new URLSearchParams();
  if (flags.location) query.set('location', flags.location);
  if (flags.quickCash) query.set('quick-cash', 'true');
  for (const name of flags.featureFlags ?? []) query.set(name, 'true');
  if (flags.outsidePromoOffer) query.set('outside-promo-offer', 'true');
  const qs = query.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
