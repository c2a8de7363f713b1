// Public surface of the mystery box: its modal list.
export { magicBoxModals, MAGIC_BOX_MODALS } from './modals.ts';
