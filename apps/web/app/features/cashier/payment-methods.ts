import { isQuickCashAvailable, type CashOffersResponse, type PaymentMethod } from '@casino/contracts';
import { cashPaths, withFlags, type CashFlags } from './cash-routes.ts';

/**
 * The method to suggest after a failed one: the server's nextMethodId when it is still offered, else
 * the next offered method after the failed one (in the server's order), else none.
 */
export function nextMethod(
  methods: readonly PaymentMethod[],
  failedMethodId: string,
  serverNextId: string | null | undefined,
): PaymentMethod | null {
  if (serverNextId && serverNextId !== failedMethodId) {
    const suggested = methods.find((method) => method.id === serverNextId);
    if (suggested) return suggested;
  }
  const others = methods.filter((method) => method.id !== failedMethodId);
  if (others.length === 0) return null;
  const failedAt = methods.findIndex((method) => method.id === failedMethodId);
  if (failedAt === -1) return others[0] ?? null;
  return methods.slice(failedAt + 1).find((method) => method.id !== failedMethodId) ?? others[0] ?? null;
}

/**
 * The method the checkout starts on: an explicit wish (retry with the next method), else the spec's
 * lastPayProvider, else (for quick cash, whose rule counts on it) Apple Pay when enabled, else the
 * first offered.
 */
export function preselectedMethod(
  offers: Pick<CashOffersResponse, 'methods' | 'lastPayProvider' | 'applePayEnabled'>,
  wanted?: string | null,
  quickCash = false,
): PaymentMethod | null {
  const usable = offers.methods.filter((method) => !method.isApplePay || offers.applePayEnabled);
  const byId = (id: string | null | undefined) =>
    id ? usable.find((method) => method.id === id) : undefined;
  return (
    byId(wanted) ??
    byId(offers.lastPayProvider?.method_id) ??
    (quickCash && offers.applePayEnabled ? usable.find((method) => method.isApplePay) : undefined) ??
    usable[0] ??
    null
  );
}

/** The methods the player can choose from: Apple Pay only where the server enabled it. */
export const usableMethods = (offers: Pick<CashOffersResponse, 'methods' | 'applePayEnabled'>) =>
  offers.methods.filter((method) => !method.isApplePay || offers.applePayEnabled);

/**
 * A link into the cashier for this player: `quick-cash=true` is appended only when the spec's four
 * conditions hold (isQuickCashAvailable); without offers loaded it is a plain link.
 */
export function cashierHref(
  offers: CashOffersResponse | null,
  path: string = cashPaths.deposit(),
  flags: Partial<CashFlags> = {},
): string {
  const quickCash = offers !== null && isQuickCashAvailable(offers);
  return withFlags(path, { ...flags, quickCash: quickCash || undefined });
}
