// Public surface of the wallet feature: the header's balance and mode switch. The app-wide sync
// (wallet-sync.tsx) is a lazy root of composition/features.ts, so it is not exported here.
export { HeaderBalance } from './header-balance.tsx';
export { PlayWithCoins } from './play-with-coins.tsx';
