import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { HeaderBalance } from './header-balance.tsx';

export const walletModule: FeatureModule = {
  slug: 'wallet',
  roots: [forPlayers(lazyExport(() => import('./wallet-sync.tsx'), 'WalletSync'))],
  shellSlots: (player, locale) => ({
    balance: player ? <HeaderBalance player={player} locale={locale} /> : null,
  }),
};
