import { lazy, Suspense } from 'react';
import type { AppInit, Locale } from '@casino/contracts';
import type { ShellSlots } from '../components/shell/shell-slots.ts';
import { PromotionsCounter } from '../features/promotions/promotions-counter.tsx';
// The balance's styles come with the shell, so a player's server-rendered balance is styled before its code.
import '../features/wallet/header-balance.module.css';

/** A player's balance and mode switch: a chunk of its own, which a guest's page never loads. */
const HeaderBalance = lazy(() =>
  import('../features/wallet/header-balance.tsx').then((module) => ({ default: module.HeaderBalance })),
);

/** The features that fill the site shell's slots, for the layouts that frame pages with it. */
export function siteShellSlots(player: AppInit | null, locale: Locale): ShellSlots {
  return {
    balance: player ? (
      <Suspense fallback={null}>
        <HeaderBalance player={player} locale={locale} />
      </Suspense>
    ) : null,
    promotionsCounter: (className) => <PromotionsCounter className={className} />,
  };
}
