// Public surface of the redeem feature: the account screen (its decision toasts are a lazy root).
export { RedeemPanel } from './redeem-panel.tsx';
