// Public surface of the cashier: the route placeholder and links into the cash app. Its host
// (cash-host.tsx) is a lazy root of composition/features.ts, so it is not exported here.
export { CashPlaceholder } from './cash-placeholder.tsx';
export { cashPaths, isCashPath, parseCashPath, DEPOSIT_PATH } from './cash-routes.ts';
export { cashierHref } from './payment-methods.ts';
