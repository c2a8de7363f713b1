import { lazy, Suspense } from 'react';
import type { AppInit, Locale } from '@casino/contracts';
import type { ShellSlots } from '../components/shell/shell-slots.ts';
import { PromotionsCounter } from '../features/promotions/promotions-counter.tsx';
import { HeaderBalance } from '../features/wallet/header-balance.tsx';

// Player-only widgets, chunks of their own: a guest's first load carries only these two loaders.
const RewardsEntry = lazy(async () => ({
  default: (await import('../features/rewards/rewards-entry.tsx')).RewardsEntry,
}));
const RewardsCounter = lazy(async () => ({
  default: (await import('../features/rewards/rewards-entry.tsx')).RewardsCounter,
}));

/** The features that fill the site shell's slots, for the layouts that frame pages with it. */
export function siteShellSlots(player: AppInit | null, locale: Locale): ShellSlots {
  return {
    balance: player ? <HeaderBalance player={player} locale={locale} /> : null,
    promotionsCounter: (className) => <PromotionsCounter className={className} />,
    rewards: player ? (
      <Suspense fallback={null}>
        <RewardsEntry />
      </Suspense>
    ) : null,
    rewardsCounter: (className) => (
      <Suspense fallback={null}>
        <RewardsCounter className={className} />
      </Suspense>
    ),
  };
}
