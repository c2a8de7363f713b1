import { useEffect, useRef } from 'react';
import { EXIT_OFFER } from '@casino/contracts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { isAnyModalOpen, openModal } from '../../lib/modals/open-modal.ts';
import { createScrollUpTracker, exitOfferState, throttle } from './exit-offer-state.ts';
import { closeModalsNamed, PROMO_MODALS } from './modal-names.ts';
import { fetchExitOffer } from './promotions-api.ts';

const storage = () => window.sessionStorage;

/** Fetches the offer and opens the modal until `endsAt`; an offer gone meanwhile ends the countdown. */
async function showExitOffer(endsAt: number | null): Promise<void> {
  const offer = await fetchExitOffer().catch(() => null);
  if (!offer) {
    if (endsAt !== null) exitOfferState.clearCountdown(storage());
    return;
  }
  // Marked shown only when there is something to show; a reload resumes the same end time.
  const end = endsAt ?? exitOfferState.start(storage(), Date.now());
  openModal(PROMO_MODALS.exitOffer, { offer, endsAt: end });
}

/**
 * The exit offer, for signed-in players off game and cash pages: once per session, when the pointer
 * leaves through the top of the window (desktop) or the page is scrolled up by more than 1500 px
 * (phones; checked every 200 ms). A countdown still running after a reload reopens the modal.
 */
export function useExitOffer({ enabled }: { enabled: boolean }): void {
  const asking = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const running = exitOfferState.endsAt(storage(), Date.now());
    if (running !== null) void showExitOffer(running);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const trigger = () => {
      if (asking.current || exitOfferState.wasShown(storage()) || isAnyModalOpen()) return;
      asking.current = true;
      void showExitOffer(null).finally(() => {
        asking.current = false;
      });
    };
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) trigger();
    };
    const scrolledUp = createScrollUpTracker(EXIT_OFFER.scrollUpTriggerPx);
    const onScroll = throttle(() => {
      if (scrolledUp(window.scrollY, window.location.pathname)) trigger();
    }, EXIT_OFFER.scrollThrottleMs);
    document.addEventListener('mouseout', onMouseOut);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mouseout', onMouseOut);
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [enabled]);

  // The promotions changed (a purchase, an unlock): the offer shown may be stale, so it goes.
  usePush('promotionsPage', 'update', () => {
    exitOfferState.clearCountdown(storage());
    closeModalsNamed(PROMO_MODALS.exitOffer);
  });
  // A new day: the offer may be shown once more.
  usePush('activity', 'day_24h', () => exitOfferState.resetShown(storage()));
}
