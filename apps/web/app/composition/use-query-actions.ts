import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../components/ui/toast.ts';
import { authEntryUrl } from '../lib/auth-entry.ts';
import { cashDepositPath, cashPresetPath } from '../lib/cash-paths.ts';
import { openModal } from '../lib/modals/open-modal.ts';
import { useRootData } from '../lib/root-data.ts';

/** The longest `errorMessage` shown: a link may carry a sentence, not a page. */
export const ERROR_MESSAGE_MAX = 200;

/** An `errorMessage` as a toast shows it: plain text on one line, control characters out, cut to the limit. */
export function errorMessageText(value: string): string {
  const text = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return text.length > ERROR_MESSAGE_MAX ? `${text.slice(0, ERROR_MESSAGE_MAX - 1)}…` : text;
}

/**
 * The spec's query parameters that ask for something once, on any page, then leave the address (history
 * replace): `action=login` opens sign-in for a guest (the page on brands with one), `errorMessage` shows its
 * text as an error toast, and `redirectUrl=bannerPresetPackage` takes the player, once signed in, to the
 * banner's preset package in the cashier (a guest keeps it in the address until they sign in).
 */
export function useQueryActions(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { brand, appInit, locale } = useRootData();
  const isGuest = appInit.isGuest;
  const bannerPreset = appInit.bannerPresetPackage?.id ?? null;

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const used: string[] = [];
    const error = params.get('errorMessage');
    if (error !== null) {
      used.push('errorMessage');
      const text = errorMessageText(error);
      if (text) toast.error(text);
    }
    if (params.get('action') === 'login') used.push('action');
    const toBanner = params.get('redirectUrl') === 'bannerPresetPackage';
    if (toBanner && !isGuest) {
      void navigate(bannerPreset === null ? cashDepositPath(locale) : cashPresetPath(bannerPreset, locale), {
        replace: true,
      });
      return;
    }
    if (used.length === 0) return;
    for (const key of used) params.delete(key);
    const search = params.toString();
    const rest = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (used.includes('action') && isGuest) {
      if (brand.capabilities.authPage) {
        void navigate(authEntryUrl(brand, 'signin', locale, rest), { replace: true });
        return;
      }
      openModal('login');
    }
    void navigate(rest, { replace: true, preventScrollReset: true, state: location.state });
  }, [location, navigate, brand, locale, isGuest, bannerPreset]);
}
