import type { AppInit, Locale } from '@casino/contracts';
import type { ShellSlots } from '../components/shell/shell-slots.ts';
import { PromotionsCounter } from '../features/promotions/promotions-counter.tsx';
import { HeaderBalance } from '../features/wallet/header-balance.tsx';

/** The features that fill the site shell's slots, for the layouts that frame pages with it. */
export function siteShellSlots(player: AppInit | null, locale: Locale): ShellSlots {
  return {
    balance: player ? <HeaderBalance player={player} locale={locale} /> : null,
    promotionsCounter: (className) => <PromotionsCounter className={className} />,
  };
}
