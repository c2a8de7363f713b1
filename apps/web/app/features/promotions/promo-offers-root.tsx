import { useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { isGameOrCashPage } from '../../lib/cash-paths.ts';
import { useExitOffer } from './use-exit-offer.ts';
import { usePromoOfferLinks, useWelcomeFromQuery } from './use-promo-offer-links.ts';

/**
 * Everything promo offers do outside their pages: links (promoOffer, promoOfferSet, action=register),
 * the exit offer (the preset package popup is one of the popup sequencer's: popups.ts; a player's
 * promotions are kept fresh by promotions-sync.tsx).
 */
export function PromoOffersRoot() {
  const { appInit, brand } = useRootData();
  const { pathname, search } = useLocation();
  const isGuest = appInit.isGuest;
  const popupsAllowed = !isGuest && !isGameOrCashPage(pathname, search);

  usePromoOfferLinks({ brand, isGuest });
  useWelcomeFromQuery({ isGuest });
  useExitOffer({ enabled: popupsAllowed });
  return null;
}
