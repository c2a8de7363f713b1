import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

export const supportChatModule: FeatureModule = {
  slug: 'support-chat',
  // The chat's button (its panel is a chunk of its own, loaded when it opens).
  roots: [{ Root: lazyExport(() => import('./support-chat-root.tsx'), 'SupportChatRoot') }],
};
