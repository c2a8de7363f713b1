import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { playLimitsModals } from './modals.ts';

export const playLimitsModule: FeatureModule = {
  slug: 'play-limits',
  modals: playLimitsModals,
  // The play session's heartbeat and the reality check (docs/play-limits.md).
  roots: [forPlayers(lazyExport(() => import('./reality-check-root.tsx'), 'RealityCheckRoot'))],
};
