// Public surface of the wallet feature: the header's balance and mode switch, and the app-wide sync.
export { HeaderBalance } from './header-balance.tsx';
export { PlayWithCoins } from './play-with-coins.tsx';
export { WalletSync } from './wallet-sync.tsx';
