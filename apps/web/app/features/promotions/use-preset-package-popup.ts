import { useEffect } from 'react';
import { POPUP_SEQUENCER, PRESET_PACKAGE_POPUP, type PresetPackage } from '@casino/contracts';
import { readCookie } from '../../i18n/locale.ts';
import { useModalStore } from '../../lib/modals/modal-store.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { PROMO_MODALS } from './modal-names.ts';

// Another popup seen during this page load (the email prompt, the exit offer…) means this one waits
// for the next load: popups never pile up on a player.
let otherPopupSeen = false;
if (typeof window !== 'undefined')
  useModalStore.subscribe((state) => {
    if (state.stack.some((entry) => entry.name !== PROMO_MODALS.presetPackage)) otherPopupSeen = true;
  });

/**
 * The preset package popup (bonus offer) for signed-in players: at most once an hour (a cookie that
 * lasts an hour remembers it was shown), never on game or cash pages, never over another popup.
 */
export function usePresetPackagePopup({
  enabled,
  presetPackage,
}: {
  enabled: boolean;
  presetPackage: PresetPackage | null;
}): void {
  useEffect(() => {
    if (!enabled || !presetPackage) return;
    const check = () => {
      if (otherPopupSeen || readCookie(document.cookie, PRESET_PACKAGE_POPUP.cookie)) return;
      if (useModalStore.getState().stack.length > 0) return;
      const maxAge = PRESET_PACKAGE_POPUP.reminderMs / 1000;
      document.cookie = `${PRESET_PACKAGE_POPUP.cookie}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
      openModal(PROMO_MODALS.presetPackage, { presetPackage });
    };
    const first = setTimeout(check, POPUP_SEQUENCER.firstDelayMs);
    // Checked again every minute, so it comes back when the hour is over.
    const again = setInterval(check, POPUP_SEQUENCER.intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(again);
    };
  }, [enabled, presetPackage]);
}
