// Public surface of the promotions feature: the page (its nav counter is a shell slot of module.tsx).
export { PromotionsPage } from './promotions-page.tsx';
export { fetchExitOffer, flipTheCoin, subscribePromoOffer } from './promotions-api.ts';
export { PROMO_MODALS } from './modal-names.ts';
