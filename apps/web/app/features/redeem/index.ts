// Public surface of the redeem feature: the account screen and the app-wide decision toasts.
export { RedeemPanel } from './redeem-panel.tsx';
export { RedeemToasts } from './redeem-toasts.tsx';
