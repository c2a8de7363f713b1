export { BONUS_OFFER_MODALS } from './modals.ts';
