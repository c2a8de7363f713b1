import { EngagementRoot } from '../lib/engagement/engagement-root.tsx';
import { FEATURE_MODULES } from './features.ts';

/**
 * The engagement root (the features' live states, finish timers and popup sequencer) with the popups the
 * modules offer: one chunk, loaded after the first paint for a signed-in player, with the popups (nothing
 * needs them before the sequencer's first run, a second after the page starts). Feature popups come in
 * any order (the sequencer orders them by `featuresPriority`), the others in the list's order.
 */
export async function loadEngagement() {
  const popups = (await Promise.all(FEATURE_MODULES.map((module) => module.popups?.() ?? []))).flat();
  return { Engagement: () => <EngagementRoot popups={popups} /> };
}
