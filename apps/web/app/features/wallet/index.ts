// Public surface of the wallet feature: the geoblock page's way back to Coins. The header's balance
// (header-balance.tsx) and the app-wide sync (wallet-sync.tsx) are loaded lazily by app/composition from
// their files, so they are not exported here.
export { PlayWithCoins } from './play-with-coins.tsx';
