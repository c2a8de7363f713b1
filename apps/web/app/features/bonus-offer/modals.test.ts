// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AppInit } from '@casino/contracts';
import { resetModalContext, setModalContext } from '../../lib/modals/modal-context.ts';
import { useModalStore } from '../../lib/modals/modal-store.ts';
import { closeAllModals, openModal } from '../../lib/modals/open-modal.ts';
import { registerModals, unregisterModal } from '../../lib/modals/registry.ts';
import { BONUS_OFFER_MODALS, bonusOfferModals } from './modals.ts';

const open = () => useModalStore.getState().stack.map((entry) => entry.name);
// A player whose brand runs neither the wheel nor the chests now.
const off = {
  features: [
    { key: 'dailyWheel', isActive: false },
    { key: 'dailyChests', isActive: false },
  ],
};

describe('the bonus offer modals', () => {
  afterEach(() => {
    closeAllModals();
    resetModalContext();
    for (const { name } of bonusOfferModals) unregisterModal(name);
  });

  it('open the daily wheel for a player even while it is off (the spec always allows it); the chests wait', () => {
    registerModals(bonusOfferModals);
    setModalContext({ isGuest: false, appInit: off as unknown as AppInit });
    openModal(BONUS_OFFER_MODALS.dailyChests);
    expect(open()).toEqual([]);
    openModal(BONUS_OFFER_MODALS.dailyWheel);
    expect(open()).toEqual([BONUS_OFFER_MODALS.dailyWheel]);
    // Still a player's modal.
    closeAllModals();
    setModalContext({ isGuest: true });
    openModal(BONUS_OFFER_MODALS.dailyWheel);
    expect(open()).toEqual([]);
  });
});
