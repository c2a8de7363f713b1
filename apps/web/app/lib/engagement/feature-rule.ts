import type { FeatureKey } from '@casino/contracts';
import type { ModalContext } from '../modals/registry.ts';

/**
 * The open rule of a feature's modals (spec: a feature popup opens only while its feature is active):
 * the live states once the engagement code has them, app init's before. In the first load: keep it tiny.
 */
export const isFeatureActive = (ctx: ModalContext, key: FeatureKey): boolean =>
  (ctx.features ?? ctx.appInit?.features ?? []).some((f) => f.key === key && f.isActive);
