import { useModalStore } from '../../lib/modals/modal-store.ts';

/** Modal names of this feature; the flip-the-coin and preset-package ones are spec openModal values. */
export const PROMO_MODALS = {
  flipTheCoin: 'app-flip-the-coin-modal',
  flipCoinUsed: 'flip-coin-used',
  presetPackage: 'app-banner-preset-package-modal',
  exitOffer: 'exit-offer',
  welcome: 'welcome',
} as const;

export function closeModalsNamed(name: string): void {
  const { stack, close } = useModalStore.getState();
  for (const entry of stack) if (entry.name === name) close(entry.id);
}
