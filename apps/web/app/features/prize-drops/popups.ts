import { definePopup } from '../../lib/engagement/popups.ts';
import { PRIZE_DROPS_MODALS, PRIZE_DROPS_POPUP_COOKIE } from './modal-names.ts';

const hasCookie = () => document.cookie.split('; ').some((c) => c.startsWith(`${PRIZE_DROPS_POPUP_COOKIE}=`));

/** Spec (shell §4): the welcome popup once a day, remembered by a cookie that expires at the day's end. */
export const prizeDropsPopups = [
  definePopup({
    modal: PRIZE_DROPS_MODALS.prizeDrops,
    isDue: ({ appInit }) => appInit.prizeDrops.isActive && !hasCookie(),
    onShown: () => {
      const end = new Date();
      end.setHours(23, 59, 59, 999);
      document.cookie = `${PRIZE_DROPS_POPUP_COOKIE}=1; path=/; expires=${end.toUTCString()}; samesite=lax`;
    },
  }),
];
