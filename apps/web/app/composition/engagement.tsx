import { EngagementRoot } from '../lib/engagement/engagement-root.tsx';
import { BingoRoot } from '../features/bingo/bingo-root.tsx';
import { PrizeDropsRoot } from '../features/prize-drops/prize-drops-root.tsx';
import { FEATURE_POPUPS } from './feature-popups.ts';
import { PiggyBankRoot } from '../features/piggy-bank/piggy-bank-root.tsx';

/**
 * The engagement root with the popups the sequencer offers, and the features' push listeners that open a
 * modal wherever the player is (the piggy bank's prize win, prize drops' win modal and toasts, bingo's
 * progress popup): one chunk, loaded after the first paint for a signed-in player.
 */
export function Engagement() {
  return (
    <>
      <EngagementRoot popups={FEATURE_POPUPS} />
      <PiggyBankRoot />
      <PrizeDropsRoot />
      <BingoRoot />
    </>
  );
}
