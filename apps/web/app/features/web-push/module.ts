import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

export const webPushModule: FeatureModule = {
  slug: 'web-push',
  // The setup and the subscription (signed-in players; docs/web-push.md).
  roots: [forPlayers(lazyExport(() => import('./web-push-root.tsx'), 'WebPushRoot'))],
};
