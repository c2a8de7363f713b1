import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { isGameOrCashPage } from './cash-paths.ts';
import { usePromotionsStore } from './promotions-store.ts';
import { useExitOffer } from './use-exit-offer.ts';
import { usePromoOfferLinks, useWelcomeFromQuery } from './use-promo-offer-links.ts';

/**
 * Everything promo offers do outside their pages: links (promoOffer, promoOfferSet, action=register),
 * the exit offer, and the promotions kept fresh for the nav counter (the preset package popup is one of
 * the popup sequencer's: popups.ts).
 */
export function PromoOffersRoot() {
  const { appInit, brand } = useRootData();
  const { pathname, search } = useLocation();
  const isGuest = appInit.isGuest;
  const popupsAllowed = !isGuest && !isGameOrCashPage(pathname, search);

  const refresh = usePromotionsStore((state) => state.refresh);
  const reset = usePromotionsStore((state) => state.reset);
  useEffect(() => {
    if (isGuest) reset();
    else void refresh();
  }, [isGuest, refresh, reset]);
  usePush('promotionsPage', 'update', () => void refresh());
  // A feature's new period changes its card's state (ready again, a new countdown).
  usePush('feature', 'periodStarted', () => void refresh());
  // Free spins granted or played (in the game frame) change their cards and the counter.
  usePush('freeSpins', 'updated', () => void refresh());

  usePromoOfferLinks({ brand, isGuest });
  useWelcomeFromQuery({ isGuest });
  useExitOffer({ enabled: popupsAllowed });
  return null;
}
