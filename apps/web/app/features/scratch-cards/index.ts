// Public surface of the scratch cards: the modal list (names are spec openModal values).
export { scratchCardsModals, SCRATCH_CARDS_MODALS } from './modals.ts';
