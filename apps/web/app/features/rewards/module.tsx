import { lazy, Suspense } from 'react';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { rewardsModals } from './modals.ts';

// A player-only widget, a chunk of its own: a guest's first load carries only its loader.
const RewardsEntry = lazy(() => import('./rewards-entry.tsx'));

export const rewardsModule: FeatureModule = {
  slug: 'rewards',
  modals: rewardsModals,
  shellSlots: (player) => ({
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
  }),
};
