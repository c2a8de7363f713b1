// Public surface of the promotions feature: the page, the nav counter, the shared store and offer pieces.
export { PromotionsPage } from './promotions-page.tsx';
export { PromotionsCounter } from './promotions-counter.tsx';
export { usePromotionsStore } from './promotions-store.ts';
export { OfferValue, BuyOfferButton, useOfferReason } from './offer-card.tsx';
export { fetchExitOffer, flipTheCoin, subscribePromoOffer } from './promotions-api.ts';
export { cashDepositPath, cashPresetPath, cashPromoOfferPath, isGameOrCashPage } from './cash-paths.ts';
export { PROMO_MODALS } from './modal-names.ts';
