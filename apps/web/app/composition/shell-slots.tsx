import { lazy, Suspense } from 'react';
import type { AppInit, Locale } from '@casino/contracts';
import type { ShellSlots } from '../components/shell/shell-slots.ts';
import { PromotionsCounter } from '../features/promotions/promotions-counter.tsx';
import { HeaderBalance } from '../features/wallet/header-balance.tsx';

// A player-only widget, a chunk of its own: a guest's first load carries only its loader.
const RewardsEntry = lazy(() => import('../features/rewards/rewards-entry.tsx'));

/** The features that fill the site shell's slots, for the layouts that frame pages with it. */
export function siteShellSlots(player: AppInit | null, locale: Locale): ShellSlots {
  return {
    balance: player ? <HeaderBalance player={player} locale={locale} /> : null,
    promotionsCounter: (className) => <PromotionsCounter className={className} />,
    rewards: player ? (
      <Suspense fallback={null}>
        <RewardsEntry placement="header" />
      </Suspense>
    ) : null,
    rewardsCounter: (className) => (
      <Suspense fallback={null}>
        <RewardsEntry placement="tab" className={className} />
      </Suspense>
    ),
  };
}
