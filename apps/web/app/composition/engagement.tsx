import { EngagementRoot } from '../lib/engagement/engagement-root.tsx';
import { FEATURE_POPUPS } from './feature-popups.ts';

/** The engagement root with the popups the sequencer offers: one chunk, loaded after the first paint. */
export function Engagement() {
  return <EngagementRoot popups={FEATURE_POPUPS} />;
}
