import { useEffect } from 'react';
import { POPUP_SEQUENCER, PRESET_PACKAGE_POPUP, type PresetPackage } from '@casino/contracts';
import { readCookie } from '../../i18n/locale.ts';
import { isAnyModalOpen, openModal } from '../../lib/modals/open-modal.ts';
import { PROMO_MODALS } from './modal-names.ts';

/**
 * The preset package popup (bonus offer) for signed-in players: looked at every minute like the other
 * popups (the first time a minute in, so it never races the prompts that open on arrival), shown at most
 * once an hour (a cookie lasting an hour remembers it), never on game or cash pages, never over a modal.
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
    const timer = setInterval(() => {
      if (isAnyModalOpen() || readCookie(document.cookie, PRESET_PACKAGE_POPUP.cookie)) return;
      const maxAge = PRESET_PACKAGE_POPUP.reminderMs / 1000;
      document.cookie = `${PRESET_PACKAGE_POPUP.cookie}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
      openModal(PROMO_MODALS.presetPackage, { presetPackage });
    }, POPUP_SEQUENCER.intervalMs);
    return () => clearInterval(timer);
  }, [enabled, presetPackage]);
}
