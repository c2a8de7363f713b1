export * from './sale-window.ts';
export * from './flip-the-coin.ts';
export * from './promo-offer-links.ts';
export * from './get-promotions-page.ts';
