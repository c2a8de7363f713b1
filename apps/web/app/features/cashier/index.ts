// Public surface of the cashier: the host of the embedded cash app, the route placeholder, links into it.
export { CashHost } from './cash-host.tsx';
export { CashPlaceholder } from './cash-placeholder.tsx';
export { cashPaths, isCashPath, parseCashPath, DEPOSIT_PATH } from './cash-routes.ts';
export { cashierHref } from './payment-methods.ts';
