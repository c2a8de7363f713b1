import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { DELAYS, type Brand } from '@casino/contracts';
import { localeFromPath } from '../../i18n/locale.ts';
import { authEntryUrl } from '../../lib/auth-entry.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { cashDepositPath, cashPromoOfferPath } from '../../lib/cash-paths.ts';
import { PROMO_MODALS } from './modal-names.ts';
import {
  PROMO_OFFER_PARAM,
  PROMO_OFFER_SET_PARAM,
  promoOfferFromSearch,
  rememberPromoOffer,
  takeRememberedPromoOffer,
  withParam,
} from './promo-offer-link.ts';
import { subscribePromoOffer } from './promotions-api.ts';

/** A guest is sent to sign up: the page on brands that have one (coming back here), else the modal here. */
function sendGuestToSignUp(brand: Brand | null, navigate: ReturnType<typeof useNavigate>) {
  const { pathname, search } = window.location;
  if (brand?.capabilities.authPage)
    void navigate(authEntryUrl(brand, 'signup', localeFromPath(pathname), pathname + search));
  else openModal('signup');
}

/**
 * promoOffer={hash} and promoOfferSet={set} on any page. A guest goes to sign-up and the hash waits in
 * local storage; once signed in it is put back into the URL, and DELAYS.promoOfferCallMs later the offer
 * is unlocked and the cashier opens on it (or on the deposit page when the link is not valid).
 * promoOfferSet opens the flip-the-coin modal for that set.
 */
export function usePromoOfferLinks({ brand, isGuest }: { brand: Brand | null; isGuest: boolean }): void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const handled = useRef<string | null>(null);
  const hash = promoOfferFromSearch(location.search);

  useEffect(() => {
    if (isGuest) {
      if (!hash || handled.current === `guest:${hash}`) return;
      handled.current = `guest:${hash}`;
      rememberPromoOffer(window.localStorage, hash);
      sendGuestToSignUp(brand, navigate);
      return;
    }
    if (!hash) {
      // Signed in with a hash remembered from before: back into the URL, which runs the branch below.
      const remembered = takeRememberedPromoOffer(window.localStorage);
      if (remembered)
        void navigate(
          { pathname: location.pathname, search: withParam(location.search, PROMO_OFFER_PARAM, remembered) },
          { replace: true, preventScrollReset: true },
        );
      return;
    }
    takeRememberedPromoOffer(window.localStorage);
    const locale = localeFromPath(location.pathname);
    const timer = setTimeout(() => {
      subscribePromoOffer(hash)
        .then(async (presetId) => {
          await navigate(cashPromoOfferPath(presetId, locale));
          await revalidator.revalidate();
          // Signed in only: the query library's chunk is fetched here, never for a guest.
          (await import('./promotions-query.ts')).refreshPromotions();
        })
        .catch(() => void navigate(cashDepositPath(locale)));
    }, DELAYS.promoOfferCallMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per hash and sign-in state, not per render
  }, [hash, isGuest]);

  const set = new URLSearchParams(location.search).get(PROMO_OFFER_SET_PARAM)?.trim() ?? '';
  useEffect(() => {
    if (!set) return;
    if (isGuest) {
      if (handled.current === `set:${set}`) return;
      handled.current = `set:${set}`;
      sendGuestToSignUp(brand, navigate);
      return;
    }
    // After this commit's effects: AppRoot sets the modal context (signed in or not) in its own.
    const timer = setTimeout(() => {
      openModal(PROMO_MODALS.flipTheCoin, { promoOfferSet: set });
      void navigate(
        {
          pathname: window.location.pathname,
          search: withParam(window.location.search, PROMO_OFFER_SET_PARAM, null),
        },
        { replace: true, preventScrollReset: true },
      );
    });
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set in the URL and sign-in state
  }, [set, isGuest]);
}

/** action=register: the welcome popup DELAYS.welcomePopupMs after load (sign-up for a guest). */
export function useWelcomeFromQuery({ isGuest }: { isGuest: boolean }): void {
  const location = useLocation();
  const navigate = useNavigate();
  const isRegister = new URLSearchParams(location.search).get('action') === 'register';
  useEffect(() => {
    if (!isRegister) return;
    const timer = setTimeout(() => {
      openModal(isGuest ? 'signup' : PROMO_MODALS.welcome);
      void navigate(
        { pathname: window.location.pathname, search: withParam(window.location.search, 'action', null) },
        { replace: true, preventScrollReset: true },
      );
    }, DELAYS.welcomePopupMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per action=register in the URL
  }, [isRegister, isGuest]);
}
