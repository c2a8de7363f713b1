import { POPUP_SEQUENCER, PRESET_PACKAGE_POPUP } from '@casino/contracts';
import { readCookie } from '../../i18n/locale.ts';
import { definePopup } from '../../lib/engagement/popups.ts';
import { isGameOrCashPage } from '../../lib/cash-paths.ts';
import { PROMO_MODALS } from './modal-names.ts';

/**
 * The preset package popup (bonus offer) as one of the sequencer's popups: after the feature popups, at
 * most once an hour (a cookie lasting an hour remembers it), never on game or cash pages, and not in the
 * page's first minute, so it never races the prompts that open on arrival (the email confirmation).
 */
export const presetPackagePopup = definePopup({
  modal: PROMO_MODALS.presetPackage,
  isDue: ({ appInit, pathname, search, elapsedMs }) =>
    appInit.popupPresetPackage !== null &&
    elapsedMs >= POPUP_SEQUENCER.intervalMs &&
    !isGameOrCashPage(pathname, search) &&
    !readCookie(document.cookie, PRESET_PACKAGE_POPUP.cookie),
  props: ({ appInit }) => ({ presetPackage: appInit.popupPresetPackage }),
  onShown: () => {
    const maxAge = PRESET_PACKAGE_POPUP.reminderMs / 1000;
    document.cookie = `${PRESET_PACKAGE_POPUP.cookie}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
  },
});

/** The automatic popups of this feature, offered by the popup sequencer. */
export const promotionsPopups = [presetPackagePopup];
